import sharp from 'sharp';
import { IMAGE_VARIANTS } from '@pinacoteca/contracts/catalog/image-variants';
import { AVATAR_MAX_SIDE_PX } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../adapters/storage.ts';
import { deleteImage, imageIds, storageKeyOf, upsertImage } from './queries.ts';

/** Square crops for token icons and portraits, by side in pixels. */
const SQUARE_VARIANTS = { icon: 48, icon2x: 96, avatar: 160, avatar2x: 320 } as const;

/**
 * The most pixels sharp takes from one picture, an avatar's largest (4096×4096, ~64 MB decoded);
 * the catalogue's pictures are shown at most 2000 px (IMAGE_VARIANTS.large) and are smaller
 * still. A picture past it is refused before its pixels are decoded, whatever its file size.
 */
export const MAX_INPUT_PIXELS = AVATAR_MAX_SIDE_PX * AVATAR_MAX_SIDE_PX;

/** Every picture the server reads goes through here, so none is decoded without the limit. */
export function openImage(input: Buffer): ReturnType<typeof sharp> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
}

/** Sharp's refusal of a picture past MAX_INPUT_PIXELS. */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export type VariantName = keyof typeof IMAGE_VARIANTS | keyof typeof SQUARE_VARIANTS;
export const VARIANT_NAMES = [...Object.keys(IMAGE_VARIANTS), ...Object.keys(SQUARE_VARIANTS)] as VariantName[];
export const FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type Format = (typeof FORMATS)[number];

export function isVariant(name: string): name is VariantName {
  return (VARIANT_NAMES as string[]).includes(name);
}

/** The best format the browser says it accepts. */
export function negotiateFormat(accept: string | undefined): Format {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export class MediaService {
  private inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /** Stores an uploaded or shipped picture and records it; returns the image id. */
  async register(key: string, data: Buffer, db: Db = this.db): Promise<string> {
    const meta = await openImage(data).rotate().metadata();
    if (!meta.width || !meta.height) throw new Error(`not an image: ${key}`);
    const swap = (meta.orientation ?? 1) >= 5;
    await this.storage.put(key, data);
    return upsertImage(db, { key, width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height });
  }

  /**
   * Deletes an image for good: its record, its original and every variant made of it, so its
   * address answers 404. For a person's photo they replaced or removed, or whose account is
   * erased: "erased for good" must not leave the picture served (an outside tester fetched
   * replaced avatars at their old addresses).
   */
  async forget(imageId: string): Promise<void> {
    const key = await deleteImage(this.db, imageId);
    await this.storage.remove(`variants/${imageId}`);
    if (key) await this.storage.remove(key);
  }

  /**
   * One variant of an image in one format, made with sharp on first request and kept on disk
   * (variants of an image never change, so they are cached for good). Concurrent requests for
   * the same variant share one rendering.
   */
  async variant(imageId: string, name: VariantName, format: Format): Promise<Buffer | null> {
    const cacheKey = `variants/${imageId}/${name}.${format}`;
    const cached = await this.storage.read(cacheKey);
    if (cached) return cached;
    const running = this.inFlight.get(cacheKey);
    if (running) return running;
    const work = this.render(imageId, name, format, cacheKey).finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, work);
    return work;
  }

  private async render(imageId: string, name: VariantName, format: Format, cacheKey: string): Promise<Buffer | null> {
    const key = await storageKeyOf(this.db, imageId);
    if (!key) return null;
    const source = await this.storage.read(key);
    if (!source) return null;
    let pipeline = openImage(source).rotate();
    if (name in SQUARE_VARIANTS) {
      const side = SQUARE_VARIANTS[name as keyof typeof SQUARE_VARIANTS];
      pipeline = pipeline.resize(side, side, { fit: 'cover', position: sharp.strategy.attention });
    } else {
      const side = IMAGE_VARIANTS[name as keyof typeof IMAGE_VARIANTS];
      pipeline = pipeline.resize(side, side, { fit: 'inside', withoutEnlargement: true });
    }
    const encoded =
      format === 'avif'
        ? pipeline.avif({ quality: 55, effort: 2 })
        : format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.jpeg({ quality: 82, progressive: true, mozjpeg: true });
    // A stored picture that cannot be drawn (cut short before uploads were drawn when checked) is
    // missing, as far as anyone asking for it can tell: a 404, not a 500 on every page showing it.
    const output = await encoded.toBuffer().catch(() => null);
    if (!output) return null;
    await this.storage.put(cacheKey, output);
    return output;
  }

  /** Renders every variant of every image ahead of need, one at a time, in the background. */
  async warm(signal?: AbortSignal): Promise<number> {
    let made = 0;
    for (const id of await imageIds(this.db)) {
      for (const name of VARIANT_NAMES) {
        for (const format of ['webp', 'jpeg'] as const) {
          if (signal?.aborted) return made;
          await this.variant(id, name, format);
          made += 1;
        }
      }
    }
    return made;
  }
}
