import zlib from 'node:zlib';
import QRCode from 'qrcode';

/** Quiet zone around the symbol, in modules; phone cameras read 2 reliably on a white page. */
const MARGIN = 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

type Modules = ReturnType<typeof QRCode.create>['modules'];

/**
 * A black-and-white QR symbol as a 1-bit grayscale PNG, `scale` pixels per module. The
 * `qrcode` package encodes the symbol; writing the PNG here instead of through its renderer
 * (pngjs, 8-bit RGBA) costs a fraction of the time: a charge's two images are made in about a
 * millisecond, which matters when hundreds of orders are placed a second.
 */
function png(modules: Modules, scale: number): Buffer {
  const side = (modules.size + MARGIN * 2) * scale;
  const stride = Math.ceil(side / 8) + 1;
  // Each row is one filter byte (0, none) and 1-bit pixels; 1 bits are white.
  const raw = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y += 1) raw[y * stride] = 0;
  // A module row is drawn once and copied `scale` times: the work grows with modules, not pixels.
  const row = Buffer.alloc(stride);
  for (let my = 0; my < modules.size; my += 1) {
    row.fill(0xff);
    row[0] = 0;
    for (let mx = 0; mx < modules.size; mx += 1) {
      if (!modules.get(my, mx)) continue;
      const x0 = (mx + MARGIN) * scale;
      for (let x = x0; x < x0 + scale; x += 1) {
        const at = 1 + (x >> 3);
        row[at] = row[at]! & ~(0x80 >> (x & 7));
      }
    }
    const y0 = (my + MARGIN) * scale;
    for (let y = y0; y < y0 + scale; y += 1) row.copy(raw, y * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    // Rows repeat `scale` times, which the fastest level already finds.
    chunk('IDAT', zlib.deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The QR code of `text` as PNG images: `x1` about `width` pixels wide (a whole number of
 * pixels per module) and `x2` twice that, from one encoding of the symbol.
 */
export function qrPngs(text: string, width: number): { x1: Buffer; x2: Buffer; side: number } {
  // One byte-mode segment: URLs gain nothing from the package's search for the best segmentation.
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  const scale = Math.max(1, Math.floor(width / (modules.size + MARGIN * 2)));
  return { x1: png(modules, scale), x2: png(modules, scale * 2), side: (modules.size + MARGIN * 2) * scale };
}

/** `qrPngs` as data URLs, for images sent inside an answer (the two-factor secret's). */
export function qrDataUrls(text: string, width: number): { x1: string; x2: string; side: number } {
  const { x1, x2, side } = qrPngs(text, width);
  return {
    x1: `data:image/png;base64,${x1.toString('base64')}`,
    x2: `data:image/png;base64,${x2.toString('base64')}`,
    side,
  };
}
