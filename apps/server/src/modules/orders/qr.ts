import { qrDataUrls } from '../../lib/qr-png.ts';

/**
 * QR images of charge urls, kept for the charges people are looking at: the order page and the
 * operations list are reloaded periodically and would otherwise draw the same images again.
 */
export class QrCache {
  private readonly entries = new Map<string, { x1: string; x2: string }>();

  constructor(
    private readonly width: number,
    private readonly maxEntries = 2000,
  ) {}

  get(url: string): { x1: string; x2: string } {
    const hit = this.entries.get(url);
    if (hit) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(url);
      this.entries.set(url, hit);
      return hit;
    }
    const { x1, x2 } = qrDataUrls(url, this.width);
    const entry = { x1, x2 };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(url, entry);
    return entry;
  }
}
