/** A float RGB image (0..1 per channel, sRGB) plus helpers to move between canvas, raster and JPEG. */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

export class Raster {
  readonly w: number;
  readonly h: number;
  readonly r: Float32Array;
  readonly g: Float32Array;
  readonly b: Float32Array;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
    this.r = new Float32Array(w * h);
    this.g = new Float32Array(w * h);
    this.b = new Float32Array(w * h);
  }

  static fromCanvas(canvas: Canvas): Raster {
    const ctx = canvas.getContext('2d');
    const { width: w, height: h } = canvas;
    const data = ctx.getImageData(0, 0, w, h).data;
    const out = new Raster(w, h);
    for (let i = 0, j = 0; i < w * h; i++, j += 4) {
      out.r[i] = data[j] / 255;
      out.g[i] = data[j + 1] / 255;
      out.b[i] = data[j + 2] / 255;
    }
    return out;
  }

  fill(r: number, g: number, b: number): this {
    this.r.fill(r);
    this.g.fill(g);
    this.b.fill(b);
    return this;
  }

  clone(): Raster {
    const o = new Raster(this.w, this.h);
    o.r.set(this.r);
    o.g.set(this.g);
    o.b.set(this.b);
    return o;
  }

  /** Bilinear sample with edge clamping; writes into out[0..2]. */
  sample(x: number, y: number, out: Float32Array | number[]): void {
    const w = this.w;
    const h = this.h;
    x = Math.min(Math.max(x - 0.5, 0), w - 1.001);
    y = Math.min(Math.max(y - 0.5, 0), h - 1.001);
    const ix = x | 0;
    const iy = y | 0;
    const fx = x - ix;
    const fy = y - iy;
    const i00 = iy * w + ix;
    const i10 = i00 + 1;
    const i01 = i00 + w;
    const i11 = i01 + 1;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    out[0] = this.r[i00] * w00 + this.r[i10] * w10 + this.r[i01] * w01 + this.r[i11] * w11;
    out[1] = this.g[i00] * w00 + this.g[i10] * w10 + this.g[i01] * w01 + this.g[i11] * w11;
    out[2] = this.b[i00] * w00 + this.b[i10] * w10 + this.b[i01] * w01 + this.b[i11] * w11;
  }

  blurred(radius: number, passes = 3): Raster {
    const o = this.clone();
    if (radius >= 1) {
      for (const p of [o.r, o.g, o.b]) blurPlane(p, o.w, o.h, Math.round(radius), passes);
    }
    return o;
  }

  toRGB8(): Buffer {
    const n = this.w * this.h;
    const buf = Buffer.alloc(n * 3);
    for (let i = 0, j = 0; i < n; i++, j += 3) {
      buf[j] = to8(this.r[i]);
      buf[j + 1] = to8(this.g[i]);
      buf[j + 2] = to8(this.b[i]);
    }
    return buf;
  }

  toCanvas(): Canvas {
    const c = createCanvas(this.w, this.h);
    const ctx = c.getContext('2d');
    const img = ctx.createImageData(this.w, this.h);
    const d = img.data;
    for (let i = 0, j = 0; i < this.w * this.h; i++, j += 4) {
      d[j] = to8(this.r[i]);
      d[j + 1] = to8(this.g[i]);
      d[j + 2] = to8(this.b[i]);
      d[j + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    return c;
  }

  /** Resample the region (sx,sy,sw,sh) of this raster into a new raster of size w×h (bilinear, box-prefiltered when shrinking). */
  resample(sx: number, sy: number, sw: number, sh: number, w: number, h: number): Raster {
    const scale = sw / w;
    const src = scale > 1.5 ? this.blurred(Math.floor(scale / 2), 2) : this;
    const o = new Raster(w, h);
    const tmp = new Float32Array(3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        src.sample(sx + ((x + 0.5) * sw) / w, sy + ((y + 0.5) * sh) / h, tmp);
        const i = y * w + x;
        o.r[i] = tmp[0];
        o.g[i] = tmp[1];
        o.b[i] = tmp[2];
      }
    }
    return o;
  }
}

const to8 = (v: number): number => {
  const x = Math.round(v * 255);
  return x < 0 ? 0 : x > 255 ? 255 : x;
};

/** In-place separable box blur, repeated (3 passes ≈ gaussian). */
export function blurPlane(p: Float32Array, w: number, h: number, r: number, passes = 3): void {
  if (r < 1) return;
  const tmp = new Float32Array(Math.max(w, h));
  const out = new Float32Array(w * h);
  const acc = new Float32Array(w);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < h; y++) boxLine(p, y * w, w, r, tmp);
    // vertical pass row by row with running column sums (cache friendly)
    const inv = 1 / (2 * r + 1);
    acc.fill(0);
    for (let k = -r; k <= r; k++) {
      const row = Math.min(h - 1, Math.max(0, k)) * w;
      for (let x = 0; x < w; x++) acc[x] += p[row + x];
    }
    for (let y = 0; y < h; y++) {
      const o = y * w;
      for (let x = 0; x < w; x++) out[o + x] = acc[x] * inv;
      const add = Math.min(h - 1, y + r + 1) * w;
      const sub = Math.max(0, y - r) * w;
      for (let x = 0; x < w; x++) acc[x] += p[add + x] - p[sub + x];
    }
    p.set(out);
  }
}

function boxLine(p: Float32Array, start: number, n: number, r: number, tmp: Float32Array): void {
  for (let i = 0; i < n; i++) tmp[i] = p[start + i];
  const inv = 1 / (2 * r + 1);
  let acc = 0;
  for (let k = -r; k <= r; k++) acc += tmp[Math.min(n - 1, Math.max(0, k))];
  for (let i = 0; i < n; i++) {
    p[start + i] = acc * inv;
    acc += tmp[Math.min(n - 1, i + r + 1)] - tmp[Math.max(0, i - r)];
  }
}

export function newCanvas(w: number, h: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(Math.round(w), Math.round(h));
  return { canvas, ctx: canvas.getContext('2d') };
}

export async function saveJpeg(img: Raster | Canvas, path: string, quality = 82): Promise<number> {
  const raster = img instanceof Raster ? img : Raster.fromCanvas(img);
  const info = await sharp(raster.toRGB8(), { raw: { width: raster.w, height: raster.h, channels: 3 } })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(path);
  return info.size;
}
