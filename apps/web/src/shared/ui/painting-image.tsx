import clsx from 'clsx';
import type { Image } from '@pinacoteca/contracts/catalog/image';
import { imageSrcSet } from '../lib/image-sources.ts';

interface PaintingImageProps {
  image: Image;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks a fitting variant. */
  sizes: string;
  className?: string;
  /** The picture the page opens with is loaded at once; the rest wait until scrolled near. */
  priority?: boolean;
}

/**
 * A painting photograph from its server variants, with its real proportions reserved before it
 * loads. In a fixed frame, size it to the frame with object-contain (and a drop shadow, which
 * follows the picture rather than the box): an auto-sized picture is empty until its file
 * arrives and then grows, which shifts the layout (docs/decisions/0035).
 */
export function PaintingImage({ image, alt, sizes, className, priority = false }: PaintingImageProps) {
  return (
    <img
      src={image.small}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={clsx('block', className)}
    />
  );
}
