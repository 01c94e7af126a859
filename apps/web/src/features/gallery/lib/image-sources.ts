import type { Image } from '@pinacoteca/contracts/catalog/image';

/** The images of a painting to browse: the list when it has one, else the main image alone. */
export function paintingImages(main: Image, images: Image[]): Image[] {
  if (images.length === 0) return [main];
  return images.some((image) => image.uuid === main.uuid) ? images : [main, ...images];
}
