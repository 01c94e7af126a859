/**
 * Brush strokes: a tiny software rasteriser (bristle streaks, dry-brush break-up, paint thickness)
 * and a Hertzmann-style painterly pass that turns a reference picture into layered strokes.
 */
import { type Raster, blurPlane } from './raster.ts';
import { Rng } from './rng.ts';

// Local copies: calling functions across modules goes through export getters under tsx, which is slow in pixel loops.
function clamp(v: number, a = 0, b = 1): number {
  return v < a ? a : v > b ? b : v;
}
function smoothstep(a: number, b: number, v: number): number {
  let t = (v - a) / (b - a);
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return t * t * (3 - 2 * t);
}

export interface Stroke {
  /** x0,y0,x1,y1,… in reference pixels. */
  pts: number[];
  /** Width in reference pixels. */
  w: number;
  /** Optional width multiplier per point (same count as points). */
  taper?: number[];
  r: number;
  g: number;
  b: number;
  a: number;
  /** 0..1 contrast of the bristle streaks. */
  bristle: number;
  /** Paint thickness in millimetres. */
  impasto: number;
  /** 0..1.2: how much the stroke breaks up (dry brush) towards its end. */
  dry: number;
  seed: number;
  /** Bounding box in reference pixels (filled by finishStroke). */
  bx0?: number;
  by0?: number;
  bx1?: number;
  by1?: number;
}

/** The paint being built up: colour, paint thickness (mm) and coverage. */
export interface Surface {
  img: Raster;
  height: Float32Array;
  cover: Float32Array;
}

export function newSurface(img: Raster): Surface {
  const n = img.w * img.h;
  return { img, height: new Float32Array(n), cover: new Float32Array(n) };
}

/** Maps reference pixels to output pixels: out = (ref - x0) * scale. */
export interface View {
  x0: number;
  y0: number;
  scale: number;
}

export function finishStroke(s: Stroke): Stroke {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let maxT = 1;
  if (s.taper) for (const t of s.taper) maxT = Math.max(maxT, t);
  for (let i = 0; i < s.pts.length; i += 2) {
    x0 = Math.min(x0, s.pts[i]);
    x1 = Math.max(x1, s.pts[i]);
    y0 = Math.min(y0, s.pts[i + 1]);
    y1 = Math.max(y1, s.pts[i + 1]);
  }
  const pad = (s.w * maxT) / 2 + 1;
  s.bx0 = x0 - pad;
  s.by0 = y0 - pad;
  s.bx1 = x1 + pad;
  s.by1 = y1 + pad;
  return s;
}

const profileCache = new Map<string, Float32Array>();
function bristleProfile(seed: number, k: number): Float32Array {
  const key = `${seed % 997}:${k}`;
  const hit = profileCache.get(key);
  if (hit) return hit;
  const rng = new Rng(seed % 997);
  const p = new Float32Array(k + 2);
  let prev = rng.next();
  for (let i = 0; i < k + 2; i++) {
    const v = rng.next();
    prev = prev * 0.35 + v * 0.65;
    p[i] = 0.2 + 0.8 * prev;
  }
  profileCache.set(key, p);
  return p;
}

const segAx = new Float64Array(4096);
const segAy = new Float64Array(4096);
const segDx = new Float64Array(4096);
const segDy = new Float64Array(4096);
const segLen = new Float64Array(4096);
const segCum = new Float64Array(4096);
let scD = new Float32Array(1 << 16);
let scAlong = new Float32Array(1 << 16);
let scAcross = new Float32Array(1 << 16);
let scHw = new Float32Array(1 << 16);

export function rasterizeStroke(surf: Surface, s: Stroke, v: View): void {
  const img = surf.img;
  const W = img.w;
  const H = img.h;
  const sc = v.scale;
  if (s.bx0 === undefined) finishStroke(s);
  const bx0 = Math.max(0, Math.floor((s.bx0! - v.x0) * sc));
  const by0 = Math.max(0, Math.floor((s.by0! - v.y0) * sc));
  const bx1 = Math.min(W - 1, Math.ceil((s.bx1! - v.x0) * sc));
  const by1 = Math.min(H - 1, Math.ceil((s.by1! - v.y0) * sc));
  if (bx1 < bx0 || by1 < by0) return;
  const bw = bx1 - bx0 + 1;
  const bh = by1 - by0 + 1;
  const bn = bw * bh;
  if (scD.length < bn) {
    const sz = 1 << Math.ceil(Math.log2(bn));
    scD = new Float32Array(sz);
    scAlong = new Float32Array(sz);
    scAcross = new Float32Array(sz);
    scHw = new Float32Array(sz);
  }
  const sD = scD;
  const sAlong = scAlong;
  const sAcross = scAcross;
  const sHw = scHw;
  const gAx = segAx;
  const gAy = segAy;
  const gDx = segDx;
  const gDy = segDy;
  const gLen = segLen;
  const gCum = segCum;
  sD.fill(Infinity, 0, bn);

  const np = s.pts.length >> 1;
  const nseg = Math.max(1, np - 1);
  let total = 0;
  for (let k = 0; k < nseg; k++) {
    const ax = (s.pts[2 * k] - v.x0) * sc;
    const ay = (s.pts[2 * k + 1] - v.y0) * sc;
    const kk = Math.min(k + 1, np - 1);
    const bx = (s.pts[2 * kk] - v.x0) * sc;
    const by = (s.pts[2 * kk + 1] - v.y0) * sc;
    gAx[k] = ax;
    gAy[k] = ay;
    gDx[k] = bx - ax;
    gDy[k] = by - ay;
    const len = Math.hypot(bx - ax, by - ay);
    gLen[k] = len;
    gCum[k] = total;
    total += len;
  }
  const hw0 = (s.w * sc) / 2;
  const taper = s.taper;
  let maxT = 1;
  if (taper) for (const t of taper) maxT = Math.max(maxT, t);
  const hwMax = hw0 * maxT;
  const dotAng = (s.seed % 628) / 100;
  const dca = Math.cos(dotAng);
  const dsa = Math.sin(dotAng);

  // pass 1: nearest segment per pixel
  for (let k = 0; k < nseg; k++) {
    const ax = gAx[k];
    const ay = gAy[k];
    const dx = gDx[k];
    const dy = gDy[k];
    const len = gLen[k];
    const cum = gCum[k];
    const t0 = taper ? (taper[k] ?? 1) : 1;
    const t1 = taper ? (taper[Math.min(k + 1, taper.length - 1)] ?? t0) : 1;
    const sx0 = Math.max(bx0, Math.floor(Math.min(ax, ax + dx) - hwMax - 1));
    const sx1 = Math.min(bx1, Math.ceil(Math.max(ax, ax + dx) + hwMax + 1));
    const sy0 = Math.max(by0, Math.floor(Math.min(ay, ay + dy) - hwMax - 1));
    const sy1 = Math.min(by1, Math.ceil(Math.max(ay, ay + dy) + hwMax + 1));
    const inv = len > 1e-6 ? 1 / (len * len) : 0;
    const il = len > 1e-6 ? 1 / len : 0;
    for (let y = sy0; y <= sy1; y++) {
      const ry = y + 0.5 - ay;
      let j = (y - by0) * bw + (sx0 - bx0);
      for (let x = sx0; x <= sx1; x++, j++) {
        const rx = x + 0.5 - ax;
        let t = (rx * dx + ry * dy) * inv;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const qx = rx - dx * t;
        const qy = ry - dy * t;
        const d2 = qx * qx + qy * qy;
        if (d2 < sD[j]) {
          sD[j] = d2;
          sAlong[j] = cum + t * len;
          sAcross[j] = len > 1e-6 ? (rx * dy - ry * dx) * il : rx * dsa - ry * dca;
          sHw[j] = hw0 * (t0 + (t1 - t0) * t);
        }
      }
    }
  }

  // pass 2: composite
  const kBr = Math.max(5, Math.min(40, Math.round(s.w * 0.7)));
  const prof = bristleProfile(s.seed, kBr);
  const R = img.r;
  const G = img.g;
  const B = img.b;
  const Hh = surf.height;
  const C = surf.cover;
  const sa = s.a;
  const br = s.bristle;
  const imp = s.impasto;
  const dry = s.dry;
  const lim = (hwMax + 0.5) * (hwMax + 0.5);
  for (let y = by0; y <= by1; y++) {
    let j = (y - by0) * bw;
    let i = y * W + bx0;
    for (let x = bx0; x <= bx1; x++, j++, i++) {
      const d2 = sD[j];
      if (d2 > lim) continue;
      const hw = sHw[j];
      const dist = Math.sqrt(d2);
      if (dist > hw + 0.5) continue;
      const cov = clamp(hw - dist + 0.5);
      const u = clamp(sAcross[j] / Math.max(hw, 0.5), -1, 1);
      const f = total > 0 ? sAlong[j] / total : 0;
      const pu = ((u + 1) / 2) * kBr;
      const pi = pu | 0;
      const pf = pu - pi;
      const p = prof[pi] * (1 - pf) + prof[pi + 1] * pf;
      let am = 1;
      if (dry > 0) {
        const dt = dry * smoothstep(0.45, 1.0, f);
        if (dt > 0) am = smoothstep(dt - 0.12, dt + 0.12, p);
      }
      const a = sa * cov * am;
      if (a <= 0.002) continue;
      const cm = 1 + br * (p - 0.6) * 0.45;
      R[i] += (s.r * cm - R[i]) * a;
      G[i] += (s.g * cm - G[i]) * a;
      B[i] += (s.b * cm - B[i]) * a;
      if (imp > 0) {
        const ridge = 0.75 + 0.45 * smoothstep(0.55, 1, Math.abs(u));
        const blob = 1 + 0.7 * (1 - smoothstep(0, 0.25, f));
        const ht = imp * (0.35 + 0.65 * p * (0.5 + 0.5 * br)) * ridge * blob;
        Hh[i] = Hh[i] * (1 - 0.55 * a) + ht * a;
      }
      C[i] += a * (1 - C[i]);
    }
  }
}

/* ------------------------------------------------------------------ */
/* Direction field                                                      */
/* ------------------------------------------------------------------ */

export type AngleFn = (x: number, y: number) => number;

export interface Field {
  w: number;
  h: number;
  ux: Float32Array;
  uy: Float32Array;
}

/** Edge-tangent direction field of the reference, blended with a default flow. */
export function computeField(ref: Raster, sigma: number, base: AngleFn | undefined, baseWeight: number): Field {
  const { w, h } = ref;
  const n = w * h;
  const L = new Float32Array(n);
  for (let i = 0; i < n; i++) L[i] = 0.3 * ref.r[i] + 0.59 * ref.g[i] + 0.11 * ref.b[i];
  blurPlane(L, w, h, 2, 2);
  const E = new Float32Array(n);
  const F = new Float32Array(n);
  let mean = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = L[i + 1] - L[i - 1];
      const gy = L[i + w] - L[i - w];
      E[i] = gx * gx - gy * gy;
      F[i] = 2 * gx * gy;
      mean += gx * gx + gy * gy;
    }
  }
  mean /= n;
  const r = Math.max(1, Math.round(sigma));
  blurPlane(E, w, h, r, 3);
  blurPlane(F, w, h, r, 3);
  const ux = new Float32Array(n);
  const uy = new Float32Array(n);
  const bw = baseWeight * mean;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let e = E[i];
      let f = F[i];
      if (base && bw > 0) {
        const th = base(x, y);
        // gradient orientation is perpendicular to the desired stroke direction
        e -= bw * Math.cos(2 * th);
        f -= bw * Math.sin(2 * th);
      }
      const phi = 0.5 * Math.atan2(f, e) + Math.PI / 2;
      ux[i] = Math.cos(phi);
      uy[i] = Math.sin(phi);
    }
  }
  return { w, h, ux, uy };
}

/* ------------------------------------------------------------------ */
/* Painterly pass                                                       */
/* ------------------------------------------------------------------ */

export interface BrushLayer {
  /** Brush radius in reference pixels. */
  radius: number;
  /** Grid spacing relative to the radius (default 1). */
  spacing?: number;
  minLen?: number;
  /** Maximum stroke length in steps of one radius. */
  maxLen: number;
  alpha: number;
  bristle: number;
  impasto: number;
  dry?: number;
  /** Mean colour error under which no stroke is placed (0 = paint everywhere). */
  threshold: number;
  /** Stop a stroke when the reference differs from its colour by more than this. */
  edgeStop?: number;
  /** Random change of value per stroke. */
  jitter?: number;
  /** Random change of hue/saturation per stroke (expressionist vibration). */
  hueJitter?: number;
  /** 0..1: how quickly a stroke follows the field (1 = fully). */
  curve?: number;
  /** Reference blur for this layer, as a multiple of the radius (default 1). */
  blur?: number;
  /** Random width change (fraction). */
  widthJitter?: number;
  /** Probability of placing a stroke, per position. */
  mask?: (x: number, y: number) => number;
  /** Random angle change in radians. */
  angleJitter?: number;
}

export function tracePainterly(ref: Raster, surf: Surface, field: Field, layers: BrushLayer[], rng: Rng): Stroke[] {
  const all: Stroke[] = [];
  const blurCache = new Map<number, Raster>();
  const { w, h } = ref;
  const view: View = { x0: 0, y0: 0, scale: 1 };
  const c = new Float32Array(3);
  const q = new Float32Array(3);
  for (const layer of layers) {
    const R = layer.radius;
    const br = Math.max(0, Math.round(R * (layer.blur ?? 1) * 0.5));
    let blurred = blurCache.get(br);
    if (!blurred) {
      blurred = ref.blurred(br, 2);
      blurCache.set(br, blurred);
    }
    const grid = Math.max(1, R * (layer.spacing ?? 1));
    const strokes: Stroke[] = [];
    for (let gy = grid / 2; gy < h + grid / 2; gy += grid) {
      for (let gx = grid / 2; gx < w + grid / 2; gx += grid) {
        const x = clamp(gx + (rng.next() - 0.5) * grid, 0, w - 1);
        const y = clamp(gy + (rng.next() - 0.5) * grid, 0, h - 1);
        if (layer.mask && rng.next() > layer.mask(x, y)) continue;
        if (layer.threshold > 0) {
          let err = 0;
          for (let k = 0; k < 5; k++) {
            const sx = clamp(x + (k === 0 ? 0 : (k & 1 ? 1 : -1) * grid * 0.35), 0, w - 1);
            const sy = clamp(y + (k === 0 ? 0 : (k & 2 ? 1 : -1) * grid * 0.35), 0, h - 1);
            const i = (sy | 0) * w + (sx | 0);
            err +=
              Math.abs(surf.img.r[i] - blurred.r[i]) +
              Math.abs(surf.img.g[i] - blurred.g[i]) +
              Math.abs(surf.img.b[i] - blurred.b[i]);
          }
          if (err / 15 < layer.threshold) continue;
        }
        blurred.sample(x, y, c);
        let r = c[0];
        let g = c[1];
        let b = c[2];
        const j = layer.jitter ?? 0;
        if (j > 0) {
          const m = 1 + rng.gauss() * j;
          r *= m;
          g *= m;
          b *= m;
        }
        const hj = layer.hueJitter ?? 0;
        if (hj > 0) {
          r += rng.gauss() * hj;
          g += rng.gauss() * hj;
          b += rng.gauss() * hj;
        }
        r = clamp(r);
        g = clamp(g);
        b = clamp(b);
        const pts = [x, y];
        const edgeStop = layer.edgeStop ?? 0.25;
        const curve = layer.curve ?? 0.6;
        const aj = layer.angleJitter ?? 0;
        let px = x;
        let py = y;
        let dx = 0;
        let dy = 0;
        const sign = rng.next() < 0.5 ? -1 : 1;
        const rot = aj > 0 ? rng.gauss() * aj : 0;
        const cr = Math.cos(rot);
        const sr = Math.sin(rot);
        const maxLen = Math.max(0, Math.round(layer.maxLen * (0.6 + 0.4 * rng.next())));
        for (let st = 0; st < maxLen; st++) {
          const fi = (Math.min(h - 1, Math.max(0, py | 0)) * w + Math.min(w - 1, Math.max(0, px | 0))) | 0;
          let fx = field.ux[fi] * cr - field.uy[fi] * sr;
          let fy = field.ux[fi] * sr + field.uy[fi] * cr;
          if (st === 0) {
            fx *= sign;
            fy *= sign;
          } else if (fx * dx + fy * dy < 0) {
            fx = -fx;
            fy = -fy;
          }
          if (st > 0) {
            fx = dx * (1 - curve) + fx * curve;
            fy = dy * (1 - curve) + fy * curve;
          }
          const l = Math.hypot(fx, fy) || 1;
          dx = fx / l;
          dy = fy / l;
          const nx = px + dx * R;
          const ny = py + dy * R;
          if (nx < -R || ny < -R || nx > w + R || ny > h + R) break;
          if (st >= (layer.minLen ?? 1)) {
            blurred.sample(nx, ny, q);
            const diff = (Math.abs(q[0] - c[0]) + Math.abs(q[1] - c[1]) + Math.abs(q[2] - c[2])) / 3;
            if (diff > edgeStop) break;
          }
          px = nx;
          py = ny;
          pts.push(px, py);
        }
        const wj = layer.widthJitter ?? 0.2;
        strokes.push(
          finishStroke({
            pts,
            w: 2 * R * (1 + (rng.next() - 0.5) * 2 * wj),
            r,
            g,
            b,
            a: layer.alpha,
            bristle: layer.bristle,
            impasto: layer.impasto,
            dry: layer.dry ?? 0,
            seed: (rng.next() * 1e9) | 0,
          }),
        );
      }
    }
    // shuffle so that strokes overlap in no particular order
    for (let i = strokes.length - 1; i > 0; i--) {
      const k = Math.floor(rng.next() * (i + 1));
      const t = strokes[i];
      strokes[i] = strokes[k];
      strokes[k] = t;
    }
    for (const s of strokes) rasterizeStroke(surf, s, view);
    for (const s of strokes) all.push(s);
  }
  return all;
}
