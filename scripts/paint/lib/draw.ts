/** Canvas drawing helpers shared by the painting styles. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { newCanvas } from './raster.ts';
import { type Rng, clamp } from './rng.ts';

export type RGB = [number, number, number];

export function css(c: RGB | string, a = 1): string {
  if (typeof c === 'string') return c;
  return `rgba(${Math.round(c[0])},${Math.round(c[1])},${Math.round(c[2])},${a})`;
}

export function hex(h: string): RGB {
  const v = parseInt(h.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(c: RGB, k: number): RGB {
  return [c[0] * k, c[1] * k, c[2] * k];
}

export type Stops = [number, RGB | string, number?][];

export function linear(ctx: SKRSContext2D, x0: number, y0: number, x1: number, y1: number, stops: Stops) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  for (const [o, c, a] of stops) g.addColorStop(clamp(o), css(c, a ?? 1));
  return g;
}

export function radial(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  r0: number,
  x1: number,
  y1: number,
  r1: number,
  stops: Stops,
) {
  const g = ctx.createRadialGradient(x, y, r0, x1, y1, r1);
  for (const [o, c, a] of stops) g.addColorStop(clamp(o), css(c, a ?? 1));
  return g;
}

/** Radial glow: colour at the centre fading to transparent. */
export function glow(ctx: SKRSContext2D, x: number, y: number, r: number, c: RGB, a: number, sx = 1, sy = 1) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(sx, sy);
  ctx.fillStyle = radial(ctx, 0, 0, 0, 0, 0, r, [
    [0, c, a],
    [1, c, 0],
  ]);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Closed irregular blob path around (cx,cy). */
export function blobPath(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  wobble = 0.15,
  n = 14,
  rot = 0,
) {
  const pts: [number, number][] = [];
  const ph = rng.next() * 10;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + wobble * (Math.sin(a * 3 + ph) * 0.5 + (rng.next() - 0.5));
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  smoothClosed(ctx, pts);
}

/** Smooth closed curve through points (quadratic midpoints). */
export function smoothClosed(ctx: SKRSContext2D, pts: [number, number][]) {
  ctx.beginPath();
  const n = pts.length;
  const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const m0 = mid(pts[n - 1]!, pts[0]!);
  ctx.moveTo(m0[0], m0[1]);
  for (let i = 0; i < n; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % n]!);
    ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
  }
  ctx.closePath();
}

/** Smooth open curve through points. */
export function smoothOpen(ctx: SKRSContext2D, pts: [number, number][], move = true) {
  if (move) ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i]!;
    const q = pts[i + 1]!;
    ctx.quadraticCurveTo(
      p[0],
      p[1],
      i === pts.length - 2 ? q[0] : (p[0] + q[0]) / 2,
      i === pts.length - 2 ? q[1] : (p[1] + q[1]) / 2,
    );
  }
  if (pts.length === 2) ctx.lineTo(pts[1]![0], pts[1]![1]);
}

/**
 * Paint a per-pixel function over the canvas, evaluated on a coarser grid and smoothly upscaled.
 * fn returns [r,g,b,a] with r,g,b in 0..255 and a in 0..1.
 */
export function fieldLayer(
  ctx: SKRSContext2D,
  W: number,
  H: number,
  fn: (x: number, y: number) => [number, number, number, number],
  res = 0.5,
  op: GlobalCompositeOperation = 'source-over',
) {
  const w = Math.max(2, Math.round(W * res));
  const h = Math.max(2, Math.round(H * res));
  const { canvas, ctx: c2 } = newCanvas(w, h);
  const img = c2.createImageData(w, h);
  const d = img.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [r, g, b, a] = fn(((x + 0.5) * W) / w, ((y + 0.5) * H) / h);
      const j = (y * w + x) * 4;
      d[j] = r;
      d[j + 1] = g;
      d[j + 2] = b;
      d[j + 3] = clamp(a) * 255;
    }
  }
  c2.putImageData(img, 0, 0);
  ctx.save();
  ctx.globalCompositeOperation = op;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, W, H);
  ctx.restore();
}

type GlobalCompositeOperation = SKRSContext2D['globalCompositeOperation'];

/** Draw with a blur filter applied to everything drawn inside fn. */
export function blurred(ctx: SKRSContext2D, px: number, fn: () => void) {
  ctx.save();
  ctx.filter = `blur(${px}px)`;
  fn();
  ctx.restore();
}

export function fillPoly(ctx: SKRSContext2D, pts: [number, number][], style: string | CanvasGradientLike) {
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (let i = 1; i < pts.length; i++) ctx.lineTo(pts[i]![0], pts[i]![1]);
  ctx.closePath();
  ctx.fillStyle = style as string;
  ctx.fill();
}

type CanvasGradientLike = ReturnType<SKRSContext2D['createLinearGradient']>;
