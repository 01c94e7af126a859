import zlib from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDataUrls } from './qr-png.ts';

/** Reads back a 1-bit grayscale PNG made by qr-png.ts: its side and pixels (true = black). */
function decode(dataUrl: string): { side: number; black: (x: number, y: number) => boolean } {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  let offset = 8;
  let side = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc).toBe(zlib.crc32(data, zlib.crc32(Buffer.from(type, 'ascii'))) >>> 0);
    if (type === 'IHDR') {
      side = data.readUInt32BE(0);
      expect(data.readUInt32BE(4)).toBe(side);
      expect([data[8], data[9]]).toEqual([1, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil(side / 8) + 1;
  return { side, black: (x, y) => ((raw[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0 };
}

describe('QR code PNGs', () => {
  it('draws every module of the symbol the qrcode package encodes, at 1x and 2x', () => {
    const text = 'https://pinacoteca.test/operations/6d2c6a47-3f0b-4a44-9d0e-8f3f2a1b0c9d';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { x1, x2, side } = qrDataUrls(text, 180);
    const one = decode(x1);
    const two = decode(x2);
    expect(one.side).toBe(side);
    expect(two.side).toBe(side * 2);
    const scale = side / (modules.size + 4);
    expect(Number.isInteger(scale)).toBe(true);
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        const dark = Boolean(modules.get(row, col));
        expect(one.black((col + 2) * scale, (row + 2) * scale)).toBe(dark);
        expect(two.black((col + 2) * scale * 2 + 1, (row + 2) * scale * 2 + 1)).toBe(dark);
      }
    }
    // The quiet zone is white.
    expect(one.black(0, 0)).toBe(false);
    expect(one.black(side - 1, side - 1)).toBe(false);
  });
});
