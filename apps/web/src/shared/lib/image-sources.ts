import type { Image } from '@pinacoteca/contracts/catalog/image';
import { IMAGE_VARIANTS, type ImageVariant } from '@pinacoteca/contracts/catalog/image-variants';

/**
 * Pixel width of a variant: each variant's longest side is its IMAGE_VARIANTS size, never
 * larger than the source (the server does not enlarge).
 */
function variantWidth(image: Image, variant: ImageVariant): number {
  const longest = Math.max(image.width, image.height);
  const side = Math.min(IMAGE_VARIANTS[variant], longest);
  return Math.round((side * image.width) / longest);
}

const SRCSET_VARIANTS: ImageVariant[] = ['thumbnail', 'thumbnail2x', 'small', 'small2x', 'normal2x', 'large'];

/** A `srcSet` with width descriptors over the image's variants, without duplicate widths. */
export function imageSrcSet(image: Image, variants: ImageVariant[] = SRCSET_VARIANTS): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const variant of variants) {
    const width = variantWidth(image, variant);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${image[variant]} ${width}w`);
  }
  return entries.join(', ');
}
