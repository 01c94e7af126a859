import type { Image } from '@pinacoteca/contracts/catalog/image';

export const MEDIA_PREFIX = '/media';

export function imageUrl(id: string, variant: string): string {
  return `${MEDIA_PREFIX}/images/${id}/${variant}`;
}

export function imageEntity(id: string, width: number, height: number): Image {
  return {
    uuid: id,
    thumbnail: imageUrl(id, 'thumbnail'),
    thumbnail2x: imageUrl(id, 'thumbnail2x'),
    small: imageUrl(id, 'small'),
    small2x: imageUrl(id, 'small2x'),
    normal: imageUrl(id, 'normal'),
    normal2x: imageUrl(id, 'normal2x'),
    large: imageUrl(id, 'large'),
    width,
    height,
  };
}

export function fileUrl(key: string): string {
  return `${MEDIA_PREFIX}/files/${key}`;
}
