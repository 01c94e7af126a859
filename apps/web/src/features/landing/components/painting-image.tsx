import clsx from 'clsx';
import { IMAGE_VARIANTS, type Image, type ImageVariant } from '@pinacoteca/contracts/catalog/image';

/** Pixel width of a variant: variants are named by their longest side. */
function variantWidth(image: Image, variant: ImageVariant): number {
  const longest = IMAGE_VARIANTS[variant];
  const scale = longest / Math.max(image.width, image.height);
  return Math.max(1, Math.round(Math.min(image.width, image.width * scale)));
}

/** small (400), normal (800) and normal2x (1600): small2x is the same size as normal. */
export function imageSrcSet(image: Image): string {
  const variants: ImageVariant[] = ['small', 'normal', 'normal2x'];
  return variants.map((variant) => `${image[variant]} ${variantWidth(image, variant)}w`).join(', ');
}

interface PaintingImageProps {
  image: Image;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The first picture of the page is the largest paint: load it at once and early. */
  priority?: boolean;
  className?: string;
}

export function PaintingImage({ image, alt, sizes, priority = false, className }: PaintingImageProps) {
  return (
    <img
      src={image.normal}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={clsx('block h-auto w-full bg-paper-200 object-cover', className)}
    />
  );
}
