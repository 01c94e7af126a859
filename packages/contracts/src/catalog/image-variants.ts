// Kept apart from the schemas (no zod here) so pages can size pictures without loading zod.
/** Variant name → longest side in pixels. */
export const IMAGE_VARIANTS = {
  thumbnail: 160,
  thumbnail2x: 320,
  small: 400,
  small2x: 800,
  normal: 800,
  normal2x: 1600,
  large: 2000,
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
