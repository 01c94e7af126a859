/** Landscape pieces shared by several paintings: skies, hills, trees, water. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type RGB, css, linear, mix, smoothOpen } from '../lib/draw.ts';
import { type Rng, fbm } from '../lib/rng.ts';

/** A ridge of hills from x0 to x1 with its top around y, filled down to bottom. */
export function hills(
  ctx: SKRSContext2D,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  bottom: number,
  top: RGB,
  low: RGB,
  seed: number,
  freq = 3,
) {
  const pts: [number, number][] = [];
  const n = 40;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push([x0 + (x1 - x0) * t, y - amp * (fbm(t * freq, seed * 1.7, 3, seed) - 0.35) * 2]);
  }
  ctx.beginPath();
  smoothOpen(ctx, pts);
  ctx.lineTo(x1, bottom);
  ctx.lineTo(x0, bottom);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, y - amp, 0, bottom, [
    [0, top],
    [1, low],
  ]);
  ctx.fill();
  return pts;
}

/** A Renaissance feathery tree: thin trunk and a leafy crown of small dabs. */
export function featheryTree(ctx: SKRSContext2D, x: number, y: number, h: number, col: RGB, rng: Rng) {
  ctx.strokeStyle = css(mix(col, [60, 40, 30], 0.6));
  ctx.lineWidth = Math.max(1, h * 0.04);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + h * 0.03, y - h * 0.75);
  ctx.stroke();
  for (let i = 0; i < 24; i++) {
    const a = rng.next() * Math.PI * 2;
    const r = rng.next() * h * 0.28;
    const cy = y - h * 0.72 + Math.sin(a) * r * 1.2;
    ctx.fillStyle = css(mix(col, cy < y - h * 0.8 ? [230, 230, 180] : [20, 30, 20], 0.25 * rng.next()), 0.85);
    ctx.beginPath();
    ctx.ellipse(x + Math.cos(a) * r, cy, h * 0.07, h * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Small round bush/tree mass made of dabs. */
export function treeMass(ctx: SKRSContext2D, x: number, y: number, r: number, dark: RGB, light: RGB, rng: Rng, n = 40) {
  for (let i = 0; i < n; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = Math.sqrt(rng.next()) * r;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d * 0.8;
    const lit = Math.max(0, Math.min(1, 0.5 - (px - x) / (2 * r) - (py - y) / (2 * r)));
    ctx.fillStyle = css(mix(dark, light, lit), 0.9);
    ctx.beginPath();
    ctx.ellipse(px, py, r * 0.28, r * 0.22, rng.next(), 0, Math.PI * 2);
    ctx.fill();
  }
}
