/** Vera Ostrova (geometric abstraction, 1920s) and Samuel Lind (colour field, 1960s). */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Look, PaintingDef } from '../lib/painting.ts';
import { type RGB, css, fieldLayer, glow, linear, mix } from '../lib/draw.ts';
import { fbm } from '../lib/rng.ts';
import { drawBust, drawHead } from './figures.ts';

export function geometricLook(W: number, H: number, o: Partial<Look> = {}): Look {
  const s = Math.max(W, H) / 1600;
  return {
    support: 'linen',
    ground: [0.9, 0.86, 0.76],
    threadsPerCm: 12,
    underpaint: 1,
    underBlur: 3,
    fieldSigma: 5,
    fieldWeight: 0.3,
    layers: [
      {
        radius: 9 * s,
        spacing: 1.3,
        maxLen: 6,
        alpha: 0.75,
        bristle: 0.5,
        impasto: 0.12,
        threshold: 0,
        edgeStop: 0.06,
        jitter: 0.04,
        curve: 0.7,
      },
      {
        radius: 4 * s,
        spacing: 1.2,
        maxLen: 6,
        alpha: 0.85,
        bristle: 0.5,
        impasto: 0.12,
        threshold: 0.03,
        edgeStop: 0.06,
        jitter: 0.03,
      },
      {
        radius: 2 * s,
        spacing: 1.3,
        maxLen: 5,
        alpha: 0.9,
        bristle: 0.3,
        impasto: 0.1,
        threshold: 0.08,
        edgeStop: 0.08,
        jitter: 0.02,
      },
    ],
    finish: {
      light: 1.0,
      gloss: 0.2,
      reliefThrough: 0.5,
      varnish: 0.15,
      crackle: 0.18,
      crackleCm: 1.6,
      grain: 0.01,
      vignette: 0.06,
    },
    ...o,
  };
}

export function colorFieldLook(W: number, H: number, o: Partial<Look> = {}): Look {
  const s = Math.max(W, H) / 1600;
  return {
    support: 'cotton',
    ground: [0.35, 0.2, 0.16],
    threadsPerCm: 9,
    underpaint: 1,
    underBlur: 14,
    fieldSigma: 20,
    fieldWeight: 2,
    baseField: (x, y) => 0.6 * Math.sin(x / 90 + y / 140) + 0.4 * Math.cos(y / 70),
    layers: [
      {
        radius: 40 * s,
        spacing: 1.0,
        maxLen: 4,
        alpha: 0.22,
        bristle: 0.8,
        impasto: 0.01,
        threshold: 0,
        edgeStop: 0.5,
        jitter: 0.06,
        blur: 1.5,
        curve: 0.3,
        angleJitter: 0.8,
      },
      {
        radius: 22 * s,
        spacing: 1.0,
        maxLen: 4,
        alpha: 0.2,
        bristle: 0.85,
        impasto: 0.01,
        threshold: 0,
        edgeStop: 0.5,
        jitter: 0.06,
        blur: 1.2,
        curve: 0.3,
        angleJitter: 0.8,
        dry: 0.9,
      },
      {
        radius: 10 * s,
        spacing: 1.6,
        maxLen: 4,
        alpha: 0.18,
        bristle: 0.9,
        impasto: 0.01,
        threshold: 0,
        edgeStop: 0.5,
        jitter: 0.05,
        curve: 0.3,
        angleJitter: 1,
        dry: 1,
      },
    ],
    finish: { light: 0.8, gloss: 0.05, reliefThrough: 0.85, varnish: 0, grain: 0.008, vignette: 0.05 },
    ...o,
  };
}

type P = [number, number];

function circleRing(ctx: SKRSContext2D, x: number, y: number, r: number, fill: RGB, ring: RGB, rw: number, halo?: RGB) {
  if (halo) glow(ctx, x, y, r * 1.8, halo, 0.7);
  ctx.fillStyle = css(ring);
  ctx.beginPath();
  ctx.arc(x, y, r + rw, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css(fill);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function line(ctx: SKRSContext2D, a: P, b: P, w: number, c: RGB = [20, 18, 20]) {
  ctx.strokeStyle = css(c);
  ctx.lineWidth = w;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(a[0], a[1]);
  ctx.lineTo(b[0], b[1]);
  ctx.stroke();
}

function tri(ctx: SKRSContext2D, a: P, b: P, c: P, fill: RGB, alpha = 1) {
  ctx.fillStyle = css(fill, alpha);
  ctx.beginPath();
  ctx.moveTo(a[0], a[1]);
  ctx.lineTo(b[0], b[1]);
  ctx.lineTo(c[0], c[1]);
  ctx.closePath();
  ctx.fill();
}

export const yellowCircle: PaintingDef = {
  slug: 'yellow-circle',
  wCm: 120,
  hCm: 90,
  frame: 'dark-gilt',
  extras: ['wall'],
  wall: [0.9, 0.89, 0.86],
  look: (W, H) => geometricLook(W, H),
  draw(ctx, W, H, _rng) {
    // warm ground, lighter in the middle
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, [226, 206, 166]],
      [0.5, [240, 228, 200]],
      [1, [214, 190, 150]],
    ]);
    ctx.fillRect(0, 0, W, H);
    glow(ctx, W * 0.45, H * 0.45, W * 0.5, [250, 244, 226], 0.6);
    // a soft blue cloud behind the composition
    glow(ctx, W * 0.72, H * 0.62, W * 0.25, [150, 170, 200], 0.5);
    // big yellow circle with a black and violet halo
    circleRing(ctx, W * 0.26, H * 0.32, H * 0.17, [246, 206, 40], [24, 20, 30], H * 0.02, [150, 110, 200]);
    circleRing(ctx, W * 0.26, H * 0.32, H * 0.09, [236, 150, 40], [236, 150, 40], 0);
    // smaller circles
    circleRing(ctx, W * 0.63, H * 0.22, H * 0.06, [200, 40, 50], [30, 30, 60], H * 0.012);
    circleRing(ctx, W * 0.8, H * 0.4, H * 0.045, [60, 90, 180], [246, 206, 40], H * 0.015);
    circleRing(ctx, W * 0.55, H * 0.7, H * 0.035, [20, 20, 24], [230, 90, 120], H * 0.012);
    circleRing(ctx, W * 0.12, H * 0.78, H * 0.03, [120, 180, 120], [24, 20, 30], H * 0.006);
    for (let i = 0; i < 6; i++) {
      ctx.strokeStyle = css([24, 20, 30]);
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(W * 0.86, H * 0.78, H * (0.02 + i * 0.018), 0, Math.PI * 2);
      ctx.stroke();
    }
    // big triangles
    tri(ctx, [W * 0.38, H * 0.92], [W * 0.62, H * 0.28], [W * 0.74, H * 0.92], [60, 80, 160], 0.85);
    tri(ctx, [W * 0.5, H * 0.92], [W * 0.62, H * 0.5], [W * 0.66, H * 0.92], [230, 110, 60], 0.9);
    tri(ctx, [W * 0.05, H * 0.6], [W * 0.3, H * 0.55], [W * 0.12, H * 0.95], [200, 60, 80], 0.8);
    // checkerboard patch
    const cx0 = W * 0.76;
    const cy0 = H * 0.08;
    const cs = H * 0.03;
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 4; j++) {
        ctx.fillStyle = css(
          (i + j) % 2
            ? [20, 18, 20]
            : ([
                [240, 234, 214],
                [230, 60, 60],
                [60, 100, 190],
              ][(i * 3 + j) % 3] as RGB),
        );
        ctx.fillRect(cx0 + i * cs, cy0 + j * cs, cs, cs);
      }
    }
    // crossing lines
    line(ctx, [W * 0.05, H * 0.95], [W * 0.95, H * 0.1], H * 0.008);
    line(ctx, [W * 0.2, H * 0.05], [W * 0.55, H * 0.98], H * 0.005);
    line(ctx, [W * 0.42, H * 0.1], [W * 0.98, H * 0.62], H * 0.01);
    line(ctx, [W * 0.1, H * 0.5], [W * 0.9, H * 0.5], H * 0.004);
    for (let i = 0; i < 7; i++)
      line(ctx, [W * (0.66 + i * 0.018), H * 0.55], [W * (0.7 + i * 0.018), H * 0.92], H * 0.004);
    // arcs and a semicircle
    ctx.strokeStyle = css([20, 18, 20]);
    ctx.lineWidth = H * 0.006;
    ctx.beginPath();
    ctx.arc(W * 0.45, H * 0.2, H * 0.14, Math.PI * 0.9, Math.PI * 1.9);
    ctx.stroke();
    ctx.fillStyle = css([90, 160, 150]);
    ctx.beginPath();
    ctx.arc(W * 0.9, H * 0.2, H * 0.08, Math.PI * 0.5, Math.PI * 1.5);
    ctx.fill();
    // small grid
    for (let i = 0; i < 4; i++) {
      line(ctx, [W * 0.18, H * (0.62 + i * 0.03)], [W * 0.32, H * (0.62 + i * 0.03)], 3);
      line(ctx, [W * (0.18 + i * 0.045), H * 0.6], [W * (0.18 + i * 0.045), H * 0.72], 3);
    }
    // thin coloured bars
    ctx.save();
    ctx.translate(W * 0.44, H * 0.58);
    ctx.rotate(-0.6);
    const bars: RGB[] = [
      [230, 60, 60],
      [246, 206, 40],
      [60, 100, 190],
      [20, 18, 20],
    ];
    bars.forEach((c, i) => {
      ctx.fillStyle = css(c);
      ctx.fillRect(i * H * 0.025, 0, H * 0.018, H * 0.2);
    });
    ctx.restore();
    // wavy line
    ctx.strokeStyle = css([20, 18, 20]);
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let i = 0; i <= 60; i++) {
      const x = W * (0.05 + i * 0.004);
      const y = H * 0.45 + Math.sin(i * 0.6) * H * 0.02;
      if (i) ctx.lineTo(x, y);
      else ctx.moveTo(x, y);
    }
    ctx.stroke();
  },
};

/** Rothko-like field: soft-edged rectangle whose edge breathes with noise. */
function softRect(
  ctx: SKRSContext2D,
  W: number,
  H: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  col: RGB,
  edge: number,
  seed: number,
  inner?: RGB,
) {
  fieldLayer(
    ctx,
    W,
    H,
    (x, y) => {
      const n = fbm(x / 40, y / 40, 3, seed) - 0.5;
      const d = Math.min(x - x0, x1 - x, y - y0, y1 - y) + n * edge * 1.2;
      const a = Math.max(0, Math.min(1, d / edge + 0.5));
      if (a <= 0) return [0, 0, 0, 0];
      const cx = (x - (x0 + x1) / 2) / ((x1 - x0) / 2);
      const cy = (y - (y0 + y1) / 2) / ((y1 - y0) / 2);
      const t = Math.min(1, Math.hypot(cx * 0.8, cy));
      const c = inner ? mix(inner, col, t) : col;
      const v = 1 + (fbm(x / 90, y / 90, 3, seed + 5) - 0.5) * 0.16;
      return [c[0] * v, c[1] * v, c[2] * v, a];
    },
    0.5,
  );
}

export const twoRedsUmber: PaintingDef = {
  slug: 'two-reds-umber',
  wCm: 130,
  hCm: 180,
  frame: 'none',
  extras: ['wall'],
  wall: [0.93, 0.92, 0.9],
  look: (W, H) => colorFieldLook(W, H),
  draw(ctx, W, H) {
    ctx.fillStyle = css([92, 34, 28]);
    ctx.fillRect(0, 0, W, H);
    fieldLayer(
      ctx,
      W,
      H,
      (x, y) => {
        const n = fbm(x / 120, y / 120, 3, 3);
        return [60, 20, 18, (n - 0.3) * 0.6];
      },
      0.25,
    );
    const m = W * 0.07;
    softRect(ctx, W, H, m, H * 0.05, W - m, H * 0.42, [206, 60, 36], W * 0.03, 11, [226, 96, 44]);
    softRect(ctx, W, H, m * 1.1, H * 0.46, W - m * 1.1, H * 0.66, [150, 24, 30], W * 0.03, 17, [172, 36, 36]);
    softRect(ctx, W, H, m, H * 0.7, W - m, H * 0.95, [58, 34, 24], W * 0.035, 23, [74, 44, 30]);
  },
};

export const blueThreshold: PaintingDef = {
  slug: 'blue-threshold',
  wCm: 110,
  hCm: 160,
  frame: 'none',
  extras: [],
  look: (W, H) => ({
    ...colorFieldLook(W, H, { ground: [0.1, 0.12, 0.3] }),
    baseField: () => 0,
    fieldWeight: 4,
    layers: colorFieldLook(W, H).layers.map((l) => ({ ...l, angleJitter: 0.25 })),
  }),
  draw(ctx, W, H) {
    ctx.fillStyle = css([18, 26, 78]);
    ctx.fillRect(0, 0, W, H);
    const m = W * 0.08;
    softRect(ctx, W, H, m, H * 0.05, W - m, H * 0.6, [26, 44, 120], W * 0.04, 31, [34, 60, 150]);
    // the luminous narrow band
    softRect(ctx, W, H, m * 1.2, H * 0.635, W - m * 1.2, H * 0.675, [120, 190, 220], W * 0.012, 37, [200, 236, 240]);
    softRect(ctx, W, H, m, H * 0.71, W - m, H * 0.95, [16, 24, 70], W * 0.04, 41, [22, 34, 96]);
  },
};

export const ostrovaPortrait: PaintingDef = {
  slug: 'vera-ostrova',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => geometricLook(W * 1.5, H * 1.5, { finish: { ...geometricLook(W, H).finish, crackle: 0 } }),
  draw(ctx, W, H) {
    ctx.fillStyle = css([232, 218, 186]);
    ctx.fillRect(0, 0, W, H);
    circleRing(ctx, W * 0.62, H * 0.36, H * 0.3, [246, 206, 40], [30, 26, 36], H * 0.012);
    tri(ctx, [0, H], [W * 0.35, H * 0.3], [W * 0.5, H], [60, 90, 170]);
    const skin: RGB = [236, 200, 170];
    const hx = W * 0.5;
    const hy = H * 0.44;
    const hh = H * 0.34;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.4,
      w: W * 0.8,
      bottom: H,
      color: [200, 50, 50],
      skin,
      turn: -0.3,
      neckW: u * 0.34,
      neckTop: hy + u * 0.5,
      collar: 'none',
      outline: [30, 26, 36],
      flat: true,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: -0.3,
      skin,
      shadow: [150, 170, 200],
      shadowAmt: 1,
      hair: [30, 30, 40],
      hairStyle: 'bob',
      eyes: [40, 40, 60],
      lips: [200, 50, 60],
      outline: [30, 26, 36],
      flat: true,
      seed: 61,
    });
    line(ctx, [0, H * 0.15], [W, H * 0.75], 5);
    line(ctx, [W * 0.1, H], [W * 0.9, 0], 3);
    ctx.strokeStyle = css([30, 26, 36]);
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(W * 0.2, H * 0.2, H * 0.08, 0, Math.PI * 2);
    ctx.stroke();
  },
};

export const lindPortrait: PaintingDef = {
  slug: 'samuel-lind',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => {
    const l = colorFieldLook(W * 1.6, H * 1.6, { ground: [0.3, 0.18, 0.14], underBlur: 4 });
    const s = W / 1600;
    l.layers.push({
      radius: 6 * s,
      maxLen: 4,
      alpha: 0.5,
      bristle: 0.6,
      impasto: 0.02,
      threshold: 0.05,
      edgeStop: 0.15,
      jitter: 0.03,
    });
    return l;
  },
  draw(ctx, W, H) {
    ctx.fillStyle = css([70, 30, 26]);
    ctx.fillRect(0, 0, W, H);
    softRect(ctx, W, H, W * 0.05, H * 0.05, W * 0.95, H * 0.55, [170, 60, 40], W * 0.04, 71, [200, 90, 50]);
    softRect(ctx, W, H, W * 0.05, H * 0.6, W * 0.95, H * 0.95, [60, 40, 70], W * 0.04, 73);
    const skin: RGB = [214, 170, 140];
    const hx = W * 0.5;
    const hy = H * 0.45;
    const hh = H * 0.33;
    const u = hh / 2;
    ctx.save();
    ctx.filter = 'blur(0.8px)';
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.4,
      w: W * 0.85,
      bottom: H,
      color: [40, 36, 44],
      skin,
      turn: 0.15,
      neckW: u * 0.4,
      neckTop: hy + u * 0.5,
      collar: 'shirt',
      collarColor: [210, 200, 190],
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.15,
      skin,
      shadow: [110, 70, 70],
      hair: [110, 106, 100],
      hairStyle: 'short',
      eyes: [50, 40, 36],
      glasses: true,
      age: 0.7,
      seed: 81,
    });
    ctx.restore();
  },
};
