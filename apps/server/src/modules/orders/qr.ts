import { createHmac, timingSafeEqual } from 'node:crypto';
import { getQrImage } from '@pinacoteca/contracts/orders/order';
import { qrPngs } from '../../lib/qr-png.ts';

/**
 * A charge's QR code as two image addresses (1x and 2x) instead of drawn images: the symbol is
 * drawn when a browser first asks for it, not when the order is placed (drawing is most of an
 * order's CPU time), and the periodically reloaded operations list carries two short links per
 * open charge instead of two images.
 *
 * An address carries the text it draws and an HMAC of it under a key every replica shares, so
 * any API process can draw it without reading the database and nobody can make the platform draw
 * text of their own. The text is the charge's payment link, which its owner already has.
 */
export class QrImages {
  private readonly drawn = new Map<string, Buffer>();

  constructor(
    private readonly key: Buffer,
    private readonly width: number,
    private readonly maxEntries = 2000,
  ) {}

  links(text: string): { x1: string; x2: string } {
    const data = Buffer.from(text, 'utf8').toString('base64url');
    const base = `${getQrImage.path}?d=${data}&s=${this.sign(data)}`;
    return { x1: `${base}&x=1`, x2: `${base}&x=2` };
  }

  /** The PNG an address of `links` names; null when its signature does not match. */
  image(data: string, signature: string, scale: 1 | 2): Buffer | null {
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const cacheKey = `${scale}:${data}`;
    const hit = this.drawn.get(cacheKey);
    if (hit) {
      // Most recently used last, so the oldest is evicted first.
      this.drawn.delete(cacheKey);
      this.drawn.set(cacheKey, hit);
      return hit;
    }
    const pngs = qrPngs(Buffer.from(data, 'base64url').toString('utf8'), this.width);
    if (this.drawn.size >= this.maxEntries) {
      const oldest = this.drawn.keys().next().value;
      if (oldest !== undefined) this.drawn.delete(oldest);
    }
    const image = scale === 1 ? pngs.x1 : pngs.x2;
    this.drawn.set(cacheKey, image);
    return image;
  }

  private sign(data: string): string {
    return createHmac('sha256', this.key).update(`qr:${data}`).digest('base64url').slice(0, 32);
  }
}
