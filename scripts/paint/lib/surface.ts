/** The physical support and the finish: canvas weave, cardboard, impasto lighting, varnish, craquelure. */
import { Raster, blurPlane } from './raster.ts';
import * as N from './rng.ts';
import type { Surface } from './strokes.ts';

const fbm = N.fbm;
const hash2i = N.hash2i;
const vnoise = N.vnoise;

// Local copies: calling functions across modules goes through export getters under tsx, which is slow in pixel loops.
function clamp(v: number, a = 0, b = 1): number {
  return v < a ? a : v > b ? b : v;
}
function smoothstep(a: number, b: number, v: number): number {
  let t = (v - a) / (b - a);
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return t * t * (3 - 2 * t);
}

/** Where the output pixels sit on the painting. */
export interface Geom {
  /** Output pixel (x,y) is at reference pixel (x0 + x/scale, y0 + y/scale). */
  x0: number;
  y0: number;
  scale: number;
  /** Centimetres per reference pixel. */
  cmPerRef: number;
  /** Size of the whole painting in reference pixels. */
  refW: number;
  refH: number;
}

export type SupportKind = 'linen' | 'cotton' | 'cardboard';

export interface SupportOpts {
  kind: SupportKind;
  /** Colour of the ground / bare support. */
  color: [number, number, number];
  threadsPerCm?: number;
  seed: number;
}

/** Bare support: colour with texture and a relief map (mm). */
export function makeSupport(w: number, h: number, g: Geom, o: SupportOpts): { img: Raster; relief: Float32Array } {
  const img = new Raster(w, h);
  const relief = new Float32Array(w * h);
  const cmPerPx = g.cmPerRef / g.scale;
  const [cr, cg, cb] = o.color;
  if (o.kind === 'cardboard') {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const X = (g.x0 + (x + 0.5) / g.scale) * g.cmPerRef;
        const Y = (g.y0 + (y + 0.5) / g.scale) * g.cmPerRef;
        const fib = fbm(X * 9, Y * 1.6, 3, o.seed);
        const fine = vnoise(X * 60, Y * 14, o.seed + 7);
        const blot = fbm(X * 0.6, Y * 0.6, 3, o.seed + 3);
        const speck = hash2i(Math.floor(X * 40), Math.floor(Y * 40), o.seed) > 0.985 ? -0.12 : 0;
        const v =
          1 +
          (fib - 0.5) * 0.16 +
          (fine - 0.5) * 0.1 * smoothstep(0.002, 0.02, 1 / (cmPerPx * 60)) +
          (blot - 0.5) * 0.12 +
          speck;
        const i = y * w + x;
        img.r[i] = cr * v;
        img.g[i] = cg * v;
        img.b[i] = cb * v * 0.98;
        relief[i] = (fib - 0.5) * 0.06 + (fine - 0.5) * 0.03;
      }
    }
    return { img, relief };
  }
  const tpc = o.threadsPerCm ?? (o.kind === 'linen' ? 14 : 10);
  const pxPerThread = 1 / (cmPerPx * tpc);
  const vis = smoothstep(1.4, 3.2, pxPerThread);
  const ss = pxPerThread < 3 ? 2 : 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let acc = 0;
      if (vis > 0)
        for (let sy = 0; sy < ss; sy++) {
          for (let sx = 0; sx < ss; sx++) {
            const X = (g.x0 + (x + (sx + 0.5) / ss) / g.scale) * g.cmPerRef * tpc;
            const Y = (g.y0 + (y + (sy + 0.5) / ss) / g.scale) * g.cmPerRef * tpc;
            acc += weave(X, Y, o.seed, o.kind === 'linen');
          }
        }
      const wv = vis > 0 ? acc / (ss * ss) : 0.5;
      const i = y * w + x;
      const grain = hash2i(x, y, o.seed) - 0.5;
      const slub =
        vnoise((g.x0 + x / g.scale) * g.cmPerRef * 0.7, (g.y0 + y / g.scale) * g.cmPerRef * 0.7, o.seed) - 0.5;
      const t = vis * (wv - 0.5) + (1 - vis) * grain * 0.35;
      const v = 1 + t * 0.22 + slub * 0.05;
      img.r[i] = cr * v;
      img.g[i] = cg * v;
      img.b[i] = cb * v;
      relief[i] = (vis * (wv - 0.5) + (1 - vis) * grain * 0.2) * 0.09;
    }
  }
  return { img, relief };
}

/** Plain weave; X,Y in thread units. Returns 0..1 thread height. */
function weave(X: number, Y: number, seed: number, irregular: boolean): number {
  const ix = Math.floor(X);
  const iy = Math.floor(Y);
  const fx = X - ix;
  const fy = Y - iy;
  const over = (ix + iy) & 1;
  // thread thickness varies per thread, and along it in slubs (linen)
  let tx = 0.75 + 0.25 * hash2i(ix, 0, seed);
  let ty = 0.75 + 0.25 * hash2i(0, iy, seed + 1);
  if (irregular) {
    tx += 0.2 * (hash2i(ix, Math.floor(Y * 0.12), seed + 5) - 0.5);
    ty += 0.2 * (hash2i(Math.floor(X * 0.12), iy, seed + 6) - 0.5);
  }
  const sx = Math.sin(Math.PI * fx);
  const sy = Math.sin(Math.PI * fy);
  const warp = Math.sqrt(sx) * tx * (0.55 + 0.45 * sy);
  const weft = Math.sqrt(sy) * ty * (0.55 + 0.45 * sx);
  return over ? Math.max(warp, weft * 0.55) : Math.max(weft, warp * 0.55);
}

export interface FinishOpts {
  /** Strength of raking light on the paint relief (1 = normal). */
  light: number;
  /** 0..1 specular sheen of varnish/oil. */
  gloss: number;
  /** How much the support relief shows through paint (0..1). */
  reliefThrough: number;
  /** 0..1 yellowed varnish. */
  varnish: number;
  /** Extra darkening 0..1 (old dirty paintings). */
  darken?: number;
  crackle?: { cellCm: number; strength: number; seed: number } | null;
  /** Amount of per-pixel grain (photographic). */
  grain?: number;
  /** Edge darkening 0..1. */
  vignette?: number;
  seed: number;
}

export function finish(surf: Surface, relief: Float32Array, g: Geom, o: FinishOpts): Raster {
  const img = surf.img;
  const w = img.w;
  const h = img.h;
  const n = w * h;
  const cmPerPx = g.cmPerRef / g.scale;
  const mmPerPx = cmPerPx * 10;
  const H = new Float32Array(n);
  for (let i = 0; i < n; i++) H[i] = surf.height[i] + relief[i] * (1 - (1 - o.reliefThrough) * surf.cover[i]);

  // craquelure: Voronoi cell edges in centimetre space, warped; cups the cells a little
  const crack = new Float32Array(n);
  if (o.crackle) {
    const { cellCm, strength, seed } = o.crackle;
    const widthPx = Math.max(0.35, 0.012 / cmPerPx);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const X = (g.x0 + (x + 0.5) / g.scale) * g.cmPerRef;
        const Y = (g.y0 + (y + 0.5) / g.scale) * g.cmPerRef;
        const wx = X + (fbm(X * 0.9, Y * 0.9, 2, seed) - 0.5) * cellCm * 0.9;
        const wy = Y + (fbm(X * 0.9 + 17, Y * 0.9, 2, seed + 9) - 0.5) * cellCm * 0.9;
        const e1 = voronoiEdge(wx / cellCm, wy / (cellCm * 0.85), seed) * cellCm;
        const i = y * w + x;
        const mask = smoothstep(0.25, 0.75, vnoise(X * 0.3, Y * 0.3, seed + 11));
        crack[i] = clamp(widthPx - e1 / cmPerPx + 0.5) * (0.35 + 0.65 * mask) * strength;
        H[i] += smoothstep(0, cellCm * 0.35, e1) * 0.05 * strength - crack[i] * 0.04;
      }
    }
  }

  blurPlane(H, w, h, 1, 1);
  const lx = -0.5;
  const ly = -0.62;
  const lz = 0.6;
  const ll = Math.hypot(lx, ly, lz);
  const Lx = lx / ll;
  const Ly = ly / ll;
  const Lz = lz / ll;
  const hx = Lx;
  const hy = Ly;
  const hz = Lz + 1;
  const hl = Math.hypot(hx, hy, hz);
  const Hx = hx / hl;
  const Hy = hy / hl;
  const Hz = hz / hl;
  const shin = 40;
  const base = Math.pow(Hz, shin);
  const out = new Raster(w, h);
  const vt = o.varnish;
  const dk = o.darken ?? 0;
  const gr = o.grain ?? 0.012;
  const vig = o.vignette ?? 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const xm = x > 0 ? i - 1 : i;
      const xp = x < w - 1 ? i + 1 : i;
      const ym = y > 0 ? i - w : i;
      const yp = y < h - 1 ? i + w : i;
      const sx = ((H[xp] - H[xm]) / (2 * mmPerPx)) * o.light;
      const sy = ((H[yp] - H[ym]) / (2 * mmPerPx)) * o.light;
      const nl = Math.hypot(sx, sy, 1);
      const nx = -sx / nl;
      const ny = -sy / nl;
      const nz = 1 / nl;
      const diff = (nx * Lx + ny * Ly + nz * Lz) / Lz;
      const ndh = Math.max(0, nx * Hx + ny * Hy + nz * Hz);
      const spec = Math.max(0, Math.pow(ndh, shin) - base) * o.gloss;
      let r = img.r[i];
      let gg = img.g[i];
      let b = img.b[i];
      const shade = 1 + (diff - 1) * 0.9;
      r = r * shade + spec;
      gg = gg * shade + spec;
      b = b * shade + spec * 0.95;
      if (vt > 0) {
        // yellowed varnish: lowers blue, warms highlights, slightly lifts deep blacks
        r = r * (1 - 0.06 * vt) + 0.02 * vt;
        gg = gg * (1 - 0.14 * vt) + 0.012 * vt;
        b = b * (1 - 0.42 * vt) + 0.004 * vt;
      }
      if (dk > 0) {
        const m = 1 - dk * 0.35;
        r *= m;
        gg *= m;
        b *= m * 0.95;
      }
      const c = crack[i];
      if (c > 0) {
        const m = 1 - 0.62 * c;
        r = r * m + 0.02 * c;
        gg = gg * m + 0.015 * c;
        b = b * m;
      }
      if (vig > 0) {
        const u = ((g.x0 + (x + 0.5) / g.scale) / g.refW) * 2 - 1;
        const v = ((g.y0 + (y + 0.5) / g.scale) / g.refH) * 2 - 1;
        const m = 1 - vig * smoothstep(0.45, 1.25, Math.hypot(u, v) / 1.15);
        r *= m;
        gg *= m;
        b *= m;
      }
      if (gr > 0) {
        const nn = (hash2i(x, y, o.seed) - 0.5) * gr;
        r += nn;
        gg += nn;
        b += nn;
      }
      out.r[i] = r;
      out.g[i] = gg;
      out.b[i] = b;
    }
  }
  return out;
}

/** Approximate distance to the nearest Voronoi cell border (jittered grid), in cell units: (F2 − F1) / 2. */
function voronoiEdge(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  let d1 = 1e9;
  let d2 = 1e9;
  for (let j = -1; j <= 1; j++) {
    for (let i = -1; i <= 1; i++) {
      const cx = ix + i + 0.1 + 0.8 * hash2i(ix + i, iy + j, seed);
      const cy = iy + j + 0.1 + 0.8 * hash2i(ix + i, iy + j, seed + 77);
      const d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
      if (d < d1) {
        d2 = d1;
        d1 = d;
      } else if (d < d2) d2 = d;
    }
  }
  return (Math.sqrt(d2) - Math.sqrt(d1)) * 0.5;
}
