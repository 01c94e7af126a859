import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageDocument } from './rendered-pages.ts';

describe('a drawn page document', () => {
  // Text like a page's: markup with repeats, and data that repeats less.
  const html = `<!doctype html><html><body>${Array.from(
    { length: 400 },
    (_, i) =>
      `<article class="card"><h2>Painting ${i}</h2><p>${(i * 7919).toString(36)} ${'x'.repeat(i % 17)}</p></article>`,
  ).join('')}</body></html>`;

  it('answers its first visitor at once, then with the smallest brotli it can make', async () => {
    const page = new PageDocument(html);
    const first = await page.bytes('br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(html);
    await expect.poll(async () => (await page.bytes('br')).length).toBeLessThan(first.length);
    const smallest = await page.bytes('br');
    expect(zlib.brotliDecompressSync(smallest).toString()).toBe(html);
  });

  it('answers gzip with the same page before and after its smaller form replaces the first', async () => {
    const page = new PageDocument(html);
    expect(zlib.gunzipSync(await page.bytes('gzip')).toString()).toBe(html);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(zlib.gunzipSync(await page.bytes('gzip')).toString()).toBe(html);
  });
});
