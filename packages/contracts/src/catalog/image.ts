import { z } from 'zod';
import { Uuid } from '../common.ts';

/** Image entity of SPEC §3: each field is a URL of one variant; the server picks AVIF/WebP/JPEG by Accept. */
export const Image = z
  .object({
    uuid: Uuid,
    thumbnail: z.string(),
    thumbnail2x: z.string(),
    small: z.string(),
    small2x: z.string(),
    normal: z.string(),
    normal2x: z.string(),
    large: z.string(),
    width: z.int().meta({ description: 'Width of the source picture in pixels' }),
    height: z.int().meta({ description: 'Height of the source picture in pixels' }),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof Image>;
