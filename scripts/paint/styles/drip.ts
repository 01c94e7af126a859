/** Jack Morrow (Abstract Expressionism): poured and dripped enamel skeins on raw canvas. */
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, fieldLayer } from '../lib/draw.ts';
import { type Rng, fbm } from '../lib/rng.ts';
import { type Stroke, finishStroke } from '../lib/strokes.ts';
import type { Look } from '../lib/painting.ts';
import { drawBust, drawHead } from './figures.ts';
import { expressionistLook } from './looks.ts';

const RAW_CANVAS: [number, number, number] = [0.8, 0.74, 0.62];

export function dripLook(_W: number, _H: number, o: Partial<Look> = {}): Look {
  return {
    support: 'cotton',
    ground: RAW_CANVAS,
    threadsPerCm: 8,
    underpaint: 1,
    underBlur: 2,
    layers: [],
    fieldSigma: 4,
    fieldWeight: 0,
    finish: { light: 1.2, gloss: 0.45, reliefThrough: 0.5, varnish: 0.06, grain: 0.01, vignette: 0.04 },
    ...o,
  };
}

export interface Pour {
  color: RGB;
  /** Typical line width in reference pixels. */
  width: number;
  count: number;
  /** Length of a gesture in steps. */
  steps: number;
  /** Step size in pixels. */
  step: number;
  alpha?: number;
  impasto?: number;
  /** Loopiness: how fast the direction turns. */
  turn?: number;
  spatter?: number;
  region?: (rng: Rng) => [number, number];
}

/**
 * Poured lines: a wandering hand. Slow parts of a gesture leave thick pools, fast parts thin threads;
 * each gesture is cut into short strokes so that the rasteriser only visits small boxes.
 */
export function pour(W: number, H: number, rng: Rng, p: Pour): Stroke[] {
  const out: Stroke[] = [];
  const [r, g, b] = p.color.map((v) => v / 255) as [number, number, number];
  for (let c = 0; c < p.count; c++) {
    let [x, y] = p.region ? p.region(rng) : [rng.range(-0.05, 1.05) * W, rng.range(-0.05, 1.05) * H];
    let a = rng.next() * Math.PI * 2;
    let av = 0;
    let speed = 1;
    const steps = Math.round(p.steps * rng.range(0.4, 1.3));
    let pts: number[] = [x, y];
    let taper: number[] = [0.2];
    const w0 = p.width * rng.range(0.5, 1.6);
    const flush = () => {
      if (pts.length >= 4) {
        out.push(
          finishStroke({
            pts,
            w: w0,
            taper,
            r,
            g,
            b,
            a: p.alpha ?? 0.97,
            bristle: 0.05,
            impasto: (p.impasto ?? 0.25) * rng.range(0.7, 1.3),
            dry: 0,
            seed: (rng.next() * 1e9) | 0,
          }),
        );
      }
    };
    for (let i = 0; i < steps; i++) {
      av += rng.gauss() * (p.turn ?? 0.08);
      av *= 0.86;
      if (rng.chance(0.02)) av = 0;
      a += av;
      speed = Math.min(2.5, Math.max(0.25, speed + rng.gauss() * 0.25));
      const st = p.step * speed;
      x += Math.cos(a) * st;
      y += Math.sin(a) * st;
      // thick where the hand is slow, thin where it is fast; occasionally the line breaks
      const wv = Math.min(2.2, Math.max(0.12, 0.9 / speed + rng.gauss() * 0.15));
      pts.push(x, y);
      taper.push(wv);
      if (pts.length >= 24 || rng.chance(0.01)) {
        flush();
        const skip = rng.chance(0.1);
        pts = skip ? [] : [x, y];
        taper = skip ? [] : [wv];
      }
      if (p.spatter && rng.chance(p.spatter)) {
        const d = rng.range(4, 40) * (p.width / 4);
        const sx = x + rng.gauss() * d;
        const sy = y + rng.gauss() * d;
        out.push(
          finishStroke({
            pts: [sx, sy],
            w: w0 * rng.range(0.4, 1.6),
            r,
            g,
            b,
            a: 0.97,
            bristle: 0,
            impasto: p.impasto ?? 0.25,
            dry: 0,
            seed: (rng.next() * 1e9) | 0,
          }),
        );
      }
    }
    flush();
  }
  return out;
}

export const dripNo7: PaintingDef = {
  slug: 'drip-no-7',
  wCm: 200,
  hCm: 120,
  frame: 'none',
  extras: ['detail'],
  video: { from: { cx: 0.25, cy: 0.45, zoom: 1.35 }, to: { cx: 0.72, cy: 0.55, zoom: 1.6 } },
  detail: { cx: 0.42, cy: 0.5, zoom: 3.2 },
  look: (W, H) => dripLook(W, H),
  draw(ctx, W, H, _rng) {
    // raw canvas with a few thin ochre and grey stains soaked in
    ctx.fillStyle = css([204, 189, 158]);
    ctx.fillRect(0, 0, W, H);
    fieldLayer(
      ctx,
      W,
      H,
      (x, y) => {
        const n = fbm(x / 260, y / 260, 4, 5);
        const a = Math.max(0, n - 0.55) * 1.6;
        return [176, 140, 80, a];
      },
      0.25,
    );
    fieldLayer(
      ctx,
      W,
      H,
      (x, y) => {
        const n = fbm(x / 200 + 9, y / 200, 4, 8);
        return [120, 116, 108, Math.max(0, n - 0.6) * 1.2];
      },
      0.25,
    );
  },
  extra(W, H, rng) {
    const s = W / 1600;
    return [
      ...pour(W, H, rng, {
        color: [186, 140, 60],
        width: 5 * s,
        count: 40,
        steps: 200,
        step: 6 * s,
        impasto: 0.15,
        turn: 0.07,
      }),
      ...pour(W, H, rng, {
        color: [20, 18, 16],
        width: 4 * s,
        count: 90,
        steps: 260,
        step: 6 * s,
        impasto: 0.3,
        turn: 0.06,
        spatter: 0.02,
      }),
      ...pour(W, H, rng, {
        color: [238, 234, 222],
        width: 3 * s,
        count: 55,
        steps: 220,
        step: 6 * s,
        impasto: 0.3,
        turn: 0.05,
        spatter: 0.015,
      }),
      ...pour(W, H, rng, {
        color: [160, 162, 166],
        width: 3.2 * s,
        count: 40,
        steps: 200,
        step: 7 * s,
        impasto: 0.35,
        turn: 0.08,
      }),
      ...pour(W, H, rng, {
        color: [12, 12, 12],
        width: 1.6 * s,
        count: 70,
        steps: 300,
        step: 7 * s,
        impasto: 0.2,
        turn: 0.07,
        spatter: 0.03,
      }),
      ...pour(W, H, rng, {
        color: [214, 170, 70],
        width: 2 * s,
        count: 20,
        steps: 200,
        step: 7 * s,
        impasto: 0.2,
        turn: 0.06,
      }),
      ...pour(W, H, rng, {
        color: [16, 14, 12],
        width: 9 * s,
        count: 14,
        steps: 60,
        step: 5 * s,
        impasto: 0.45,
        turn: 0.12,
        spatter: 0.1,
      }),
    ];
  },
};

export const blackLattice: PaintingDef = {
  slug: 'black-lattice',
  wCm: 90,
  hCm: 150,
  frame: 'none',
  extras: [],
  look: (W, H) => dripLook(W, H),
  draw(ctx, W, H, _rng) {
    ctx.fillStyle = css([206, 192, 164]);
    ctx.fillRect(0, 0, W, H);
    // cream poured areas and red islands under the lattice
    fieldLayer(
      ctx,
      W,
      H,
      (x, y) => {
        const n = fbm(x / 220, y / 220, 4, 21);
        return [240, 232, 210, Math.min(1, Math.max(0, n - 0.45) * 12)];
      },
      0.25,
    );
    fieldLayer(
      ctx,
      W,
      H,
      (x, y) => {
        const n = fbm(x / 160 + 4, y / 160, 5, 33);
        return [178, 36, 30, Math.min(0.95, Math.max(0, n - 0.58) * 14)];
      },
      0.5,
    );
  },
  extra(W, H, rng) {
    const s = Math.max(W, H) / 1600;
    return [
      ...pour(W, H, rng, {
        color: [236, 228, 206],
        width: 6 * s,
        count: 30,
        steps: 200,
        step: 6 * s,
        impasto: 0.3,
        turn: 0.06,
      }),
      ...pour(W, H, rng, {
        color: [190, 40, 32],
        width: 4 * s,
        count: 30,
        steps: 160,
        step: 6 * s,
        impasto: 0.25,
        turn: 0.08,
        spatter: 0.02,
      }),
      ...pour(W, H, rng, {
        color: [16, 14, 14],
        width: 5 * s,
        count: 110,
        steps: 260,
        step: 6 * s,
        impasto: 0.35,
        turn: 0.06,
      }),
      ...pour(W, H, rng, {
        color: [10, 10, 10],
        width: 2.2 * s,
        count: 120,
        steps: 300,
        step: 6 * s,
        impasto: 0.25,
        turn: 0.05,
        spatter: 0.02,
      }),
    ];
  },
};

/** Jack Morrow's self-portrait: a gestural head, scraped and dripped over. */
export const morrowPortrait: PaintingDef = {
  slug: 'jack-morrow',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => ({
    ...expressionistLook(W * 1.6, H * 1.6, {
      support: 'cotton',
      ground: [0.8, 0.74, 0.62],
      underpaint: 0.5,
      threadsPerCm: 8,
    }),
  }),
  draw(ctx, W, H) {
    ctx.fillStyle = css([200, 186, 156]);
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = css([60, 56, 52]);
    ctx.fillRect(0, H * 0.7, W, H * 0.3);
    const skin: RGB = [214, 168, 130];
    const hx = W * 0.5;
    const hy = H * 0.42;
    const hh = H * 0.36;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.35,
      w: W * 0.9,
      bottom: H,
      color: [70, 80, 100],
      skin,
      turn: 0.2,
      neckW: u * 0.42,
      neckTop: hy + u * 0.5,
      collar: 'open',
      collarColor: [230, 226, 214],
      outline: [20, 18, 16],
      flat: true,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.2,
      skin,
      shadow: [120, 80, 70],
      hair: [60, 44, 34],
      hairStyle: 'short',
      eyes: [40, 40, 40],
      outline: [20, 18, 16],
      outlineW: 0.05,
      flat: true,
      age: 0.6,
      seed: 91,
    });
  },
  extra(W, H, rng) {
    const s = W / 1600;
    return [
      ...pour(W, H, rng, {
        color: [16, 14, 12],
        width: 10 * s,
        count: 8,
        steps: 120,
        step: 12 * s,
        impasto: 0.3,
        turn: 0.06,
        spatter: 0.03,
      }),
      ...pour(W, H, rng, {
        color: [236, 232, 220],
        width: 8 * s,
        count: 5,
        steps: 100,
        step: 12 * s,
        impasto: 0.3,
        turn: 0.06,
      }),
      ...pour(W, H, rng, {
        color: [196, 150, 60],
        width: 8 * s,
        count: 4,
        steps: 100,
        step: 12 * s,
        impasto: 0.3,
        turn: 0.06,
      }),
    ];
  },
};
