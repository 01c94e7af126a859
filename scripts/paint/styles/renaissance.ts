/** Lorenzo Vestri (Florence, 1478–1531): portrait with a window landscape; the Annunciation in a loggia. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, glow, linear, mix, radial, scale } from '../lib/draw.ts';
import type { Rng } from '../lib/rng.ts';
import { bustPath, drawBust, drawHead } from './figures.ts';
import { featheryTree, hills } from './landscape.ts';
import { oldMasterLook } from './looks.ts';

/** The blue-green Tuscan valley seen through a window (or an arcade). */
export function tuscanValley(ctx: SKRSContext2D, x0: number, y0: number, w: number, h: number, rng: Rng) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x0, y0, w, h);
  ctx.clip();
  ctx.fillStyle = linear(ctx, 0, y0, 0, y0 + h * 0.6, [
    [0, [92, 132, 170]],
    [0.7, [176, 198, 204]],
    [1, [226, 224, 204]],
  ]);
  ctx.fillRect(x0, y0, w, h);
  // thin clouds
  for (let i = 0; i < 5; i++) {
    ctx.fillStyle = css([240, 238, 226], 0.35);
    ctx.beginPath();
    ctx.ellipse(
      x0 + w * rng.next(),
      y0 + h * (0.12 + rng.next() * 0.25),
      w * (0.12 + rng.next() * 0.1),
      h * 0.015,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  const hz = y0 + h * 0.55;
  hills(ctx, x0, x0 + w, hz - h * 0.06, h * 0.12, y0 + h, [128, 160, 178], [150, 176, 180], 3, 2.5);
  hills(ctx, x0, x0 + w, hz + h * 0.02, h * 0.08, y0 + h, [104, 138, 140], [120, 150, 140], 8, 3);
  // river
  ctx.strokeStyle = css([196, 214, 214]);
  ctx.lineWidth = h * 0.012;
  ctx.beginPath();
  ctx.moveTo(x0 + w * 0.2, hz + h * 0.05);
  ctx.bezierCurveTo(x0 + w * 0.6, hz + h * 0.08, x0 + w * 0.1, hz + h * 0.16, x0 + w * 0.55, hz + h * 0.22);
  ctx.stroke();
  hills(ctx, x0, x0 + w, hz + h * 0.16, h * 0.07, y0 + h, [88, 112, 80], [62, 80, 54], 13, 2.2);
  hills(ctx, x0, x0 + w, hz + h * 0.3, h * 0.06, y0 + h, [92, 104, 62], [58, 66, 40], 21, 1.8);
  // little town with a tower
  const tx = x0 + w * (0.55 + rng.next() * 0.2);
  const ty = hz + h * 0.1;
  for (let i = 0; i < 6; i++) {
    ctx.fillStyle = css(mix([214, 196, 170], [170, 150, 130], rng.next()));
    ctx.fillRect(tx + i * w * 0.025, ty - h * 0.02 * (1 + rng.next()), w * 0.022, h * 0.04);
    ctx.fillStyle = css([170, 92, 70]);
    ctx.fillRect(tx + i * w * 0.025, ty - h * 0.02 * 2.1, w * 0.022, h * 0.008);
  }
  ctx.fillStyle = css([220, 206, 180]);
  ctx.fillRect(tx + w * 0.07, ty - h * 0.09, w * 0.014, h * 0.09);
  // trees
  for (let i = 0; i < 7; i++) {
    const x = x0 + w * rng.next();
    const y = hz + h * (0.22 + rng.next() * 0.25);
    featheryTree(ctx, x, y, h * (0.07 + ((y - hz) / h) * 0.25), [62, 82, 50], rng);
  }
  ctx.restore();
}

export const youngMerchant: PaintingDef = {
  slug: 'young-merchant',
  wCm: 48,
  hCm: 62,
  frame: 'gilt',
  extras: ['detail', 'wall'],
  detail: { cx: 0.44, cy: 0.33, zoom: 2.6 },
  wall: [0.42, 0.16, 0.14],
  look: (W, H) => oldMasterLook(W, H, { fine: 0.8 }),
  draw(ctx, W, H, rng) {
    // dark olive wall with a warm glow behind the sitter
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, [58, 52, 36]],
      [1, [26, 24, 18]],
    ]);
    ctx.fillRect(0, 0, W, H);
    glow(ctx, W * 0.38, H * 0.35, W * 0.6, [96, 84, 58], 0.6);
    // window on the right
    const wx = W * 0.64;
    const wy = H * 0.08;
    const ww = W * 0.3;
    const wh = H * 0.46;
    tuscanValley(ctx, wx, wy, ww, wh, rng.fork('valley'));
    // stone reveal of the window
    ctx.fillStyle = linear(ctx, wx - W * 0.04, 0, wx, 0, [
      [0, [92, 82, 62]],
      [1, [150, 134, 104]],
    ]);
    ctx.fillRect(wx - W * 0.035, wy - H * 0.015, W * 0.035, wh + H * 0.03);
    ctx.fillStyle = css([120, 108, 84]);
    ctx.fillRect(wx - W * 0.035, wy + wh, ww + W * 0.06, H * 0.02);
    ctx.fillRect(wx - W * 0.035, wy - H * 0.02, ww + W * 0.06, H * 0.015);

    const skin: RGB = [222, 176, 138];
    const hx = W * 0.43;
    const hy = H * 0.34;
    const hh = H * 0.185;
    const u = hh / 2;
    const nx = hx + u * 0.05;
    const ny = hy + u * 1.32;
    const bust = {
      x: nx,
      y: ny,
      w: W * 0.64,
      bottom: H,
      color: [34, 30, 28] as RGB,
      skin,
      turn: 0.3,
      neckW: u * 0.4,
      neckTop: hy + u * 0.5,
      slope: 0.75,
    };
    drawBust(ctx, bust);
    // white shirt edge
    ctx.strokeStyle = css([226, 218, 196]);
    ctx.lineWidth = u * 0.09;
    ctx.beginPath();
    ctx.moveTo(nx - u * 0.55, ny - u * 0.08);
    ctx.quadraticCurveTo(nx, ny + u * 0.25, nx + u * 0.55, ny - u * 0.08);
    ctx.stroke();
    // dark green overgown with fur facings, over the shoulders
    const coat: RGB = [38, 56, 40];
    ctx.save();
    bustPath(ctx, bust);
    ctx.clip();
    for (const s of [-1, 1]) {
      ctx.fillStyle = linear(ctx, nx + s * W * 0.05, 0, nx + s * W * 0.36, 0, [
        [0, mix(coat, [150, 160, 130], s < 0 ? 0.2 : 0.05)],
        [1, scale(coat, s < 0 ? 0.8 : 0.45)],
      ]);
      ctx.beginPath();
      ctx.moveTo(nx + s * u * 0.7, ny - u * 0.1);
      ctx.lineTo(nx + s * W * 0.5, ny - u * 0.1);
      ctx.lineTo(nx + s * W * 0.5, H);
      ctx.lineTo(nx + s * W * 0.16, H);
      ctx.bezierCurveTo(nx + s * W * 0.14, H * 0.75, nx + s * u * 0.9, ny + u * 1.2, nx + s * u * 0.7, ny - u * 0.1);
      ctx.fill();
      ctx.fillStyle = linear(ctx, nx + s * W * 0.06, 0, nx + s * W * 0.2, 0, [
        [0, [120, 88, 58]],
        [1, [70, 50, 34]],
      ]);
      ctx.beginPath();
      ctx.moveTo(nx + s * u * 0.7, ny - u * 0.12);
      ctx.bezierCurveTo(nx + s * u * 1.4, ny - u * 0.05, nx + s * W * 0.24, ny + u * 1.5, nx + s * W * 0.23, H);
      ctx.lineTo(nx + s * W * 0.16, H);
      ctx.bezierCurveTo(nx + s * W * 0.14, H * 0.75, nx + s * u * 0.9, ny + u * 1.2, nx + s * u * 0.7, ny - u * 0.12);
      ctx.fill();
      for (let i = 0; i < 200; i++) {
        const t = rng.next();
        const px = nx + s * (u * 0.8 + (W * 0.2 - u * 0.8) * Math.sqrt(t) + rng.next() * W * 0.035);
        const py = ny + (H - ny) * t;
        ctx.strokeStyle = css(mix([60, 40, 26], [178, 144, 108], rng.next()), 0.5);
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(px, py);
        ctx.lineTo(px + rng.range(-5, 5), py + rng.range(6, 14));
        ctx.stroke();
      }
    }
    ctx.restore();
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.32,
      skin,
      shadow: [118, 78, 56],
      hair: [72, 48, 30],
      hairStyle: 'cap',
      capColor: [128, 22, 24],
      eyes: [64, 46, 30],
      lips: [176, 92, 80],
      gaze: -0.3,
      seed: 3,
    });
    // parapet with a ledger, coins and a letter
    const py = H * 0.875;
    ctx.fillStyle = linear(ctx, 0, py, 0, H, [
      [0, [150, 132, 104]],
      [0.08, [112, 98, 76]],
      [1, [62, 54, 42]],
    ]);
    ctx.fillRect(0, py, W, H - py);
    ctx.fillStyle = css([186, 168, 136]);
    ctx.fillRect(0, py, W, H * 0.006);
    // ledger
    ctx.fillStyle = css([96, 44, 30]);
    ctx.fillRect(W * 0.08, py - H * 0.03, W * 0.26, H * 0.035);
    ctx.fillStyle = css([222, 210, 180]);
    ctx.fillRect(W * 0.09, py - H * 0.028, W * 0.24, H * 0.012);
    // coins
    for (let i = 0; i < 7; i++) {
      const cx = W * (0.62 + rng.next() * 0.16);
      const cy = py + H * (0.02 + rng.next() * 0.03);
      ctx.fillStyle = radial(ctx, cx - 4, cy - 2, 1, cx, cy, W * 0.02, [
        [0, [246, 214, 130]],
        [0.6, [190, 140, 60]],
        [1, [110, 76, 30]],
      ]);
      ctx.beginPath();
      ctx.ellipse(cx, cy, W * 0.02, W * 0.009, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    // letter
    ctx.fillStyle = css([232, 222, 196]);
    ctx.beginPath();
    ctx.moveTo(W * 0.38, py + H * 0.08);
    ctx.lineTo(W * 0.56, py + H * 0.06);
    ctx.lineTo(W * 0.58, py + H * 0.1);
    ctx.lineTo(W * 0.4, py + H * 0.12);
    ctx.fill();
    ctx.fillStyle = css([150, 30, 26]);
    ctx.beginPath();
    ctx.arc(W * 0.48, py + H * 0.09, W * 0.012, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css([90, 80, 70], 0.6);
    ctx.lineWidth = 1.5;
    for (let i = 0; i < 3; i++) {
      ctx.beginPath();
      ctx.moveTo(W * 0.41, py + H * (0.09 + i * 0.008));
      ctx.lineTo(W * (0.46 - i * 0.01), py + H * (0.087 + i * 0.008));
      ctx.stroke();
    }
  },
};

function halo(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.fillStyle = radial(ctx, x - r * 0.3, y - r * 0.3, 0, x, y, r, [
    [0, [250, 222, 140]],
    [0.7, [214, 170, 80]],
    [1, [150, 110, 50]],
  ]);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = css([120, 84, 36], 0.8);
  ctx.lineWidth = r * 0.04;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.96, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = css([255, 236, 170], 0.5);
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55);
    ctx.lineTo(x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.9);
    ctx.stroke();
  }
}

/** Drapery: a filled shape with soft folds running from top to bottom. */
function drape(ctx: SKRSContext2D, pts: [number, number][], base: RGB, folds: number, rng: Rng, lightLeft = true) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, lightLeft ? x0 : x1, y0, lightLeft ? x1 : x0, y1, [
    [0, mix(base, [255, 250, 235], 0.3)],
    [0.5, base],
    [1, scale(base, 0.5)],
  ]);
  ctx.fill();
  ctx.clip();
  for (let i = 0; i < folds; i++) {
    const fx = x0 + (x1 - x0) * ((i + 0.5) / folds) + rng.range(-1, 1) * (x1 - x0) * 0.03;
    const fw = (x1 - x0) / folds;
    ctx.fillStyle = linear(ctx, fx - fw * 0.5, 0, fx + fw * 0.5, 0, [
      [0, scale(base, 0.55), 0],
      [0.45, scale(base, 0.55), 0.55],
      [0.6, mix(base, [255, 250, 235], 0.35), 0.5],
      [1, mix(base, [255, 250, 235], 0.35), 0],
    ]);
    ctx.beginPath();
    ctx.moveTo(fx - fw * 0.2, y0 + (y1 - y0) * rng.range(0.05, 0.3));
    ctx.quadraticCurveTo(
      fx + fw * rng.range(-0.4, 0.4),
      (y0 + y1) / 2,
      fx - fw * 0.5 + rng.range(-0.3, 0.3) * fw,
      y1 + 5,
    );
    ctx.lineTo(fx + fw * 0.6, y1 + 5);
    ctx.quadraticCurveTo(fx + fw * 0.3, (y0 + y1) / 2, fx + fw * 0.2, y0 + (y1 - y0) * 0.2);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = linear(ctx, 0, y0, 0, y1, [
    [0, [0, 0, 0], 0],
    [1, [0, 0, 0], 0.25],
  ]);
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.restore();
}

export const annunciationLoggia: PaintingDef = {
  slug: 'annunciation-loggia',
  wCm: 140,
  hCm: 95,
  frame: 'gilt',
  extras: ['wall'],
  wall: [0.2, 0.26, 0.3],
  look: (W, H) => oldMasterLook(W, H, { fine: 0.85 }),
  draw(ctx, W, H, rng) {
    const vx = W * 0.5;
    const vy = H * 0.5;
    const d = 0.42; // depth of the back wall
    const P = (x: number, y: number, k: number): [number, number] => [vx + (x - vx) * k, vy + (y - vy) * k];
    const top = H * 0.24;
    const floor = H * 0.95;
    // ceiling: starry blue vault
    const c0 = P(0, top, 1);
    const c1 = P(W, top, 1);
    const c2 = P(W, top, d);
    const c3 = P(0, top, d);
    ctx.fillStyle = linear(ctx, 0, top - H * 0.1, 0, c2[1], [
      [0, [26, 40, 92]],
      [1, [48, 66, 120]],
    ]);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(W, 0);
    ctx.lineTo(c1[0], c1[1]);
    ctx.lineTo(c2[0], c2[1]);
    ctx.lineTo(c3[0], c3[1]);
    ctx.lineTo(c0[0], c0[1]);
    ctx.fill();
    for (let i = 0; i < 90; i++) {
      const x = rng.next() * W;
      const y = rng.next() * c2[1];
      ctx.fillStyle = css([236, 200, 110], 0.9);
      ctx.beginPath();
      ctx.arc(x, y, 2.2, 0, Math.PI * 2);
      ctx.fill();
    }
    // side walls
    const wallC: RGB = [214, 196, 180];
    for (const side of [0, 1]) {
      const x = side ? W : 0;
      const a = P(x, top, 1);
      const b = P(x, floor, 1);
      const e = P(x, floor, d);
      const f = P(x, top, d);
      ctx.fillStyle = linear(ctx, a[0], 0, f[0], 0, [
        [0, side ? scale(wallC, 0.7) : mix(wallC, [255, 245, 230], 0.2)],
        [1, side ? scale(wallC, 0.82) : wallC],
      ]);
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.lineTo(e[0], e[1]);
      ctx.lineTo(f[0], f[1]);
      ctx.fill();
    }
    // back wall with a door into the garden
    const b0 = P(0, top, d);
    const b1 = P(W, floor, d);
    ctx.fillStyle = css(mix(wallC, [200, 170, 150], 0.3));
    ctx.fillRect(b0[0], b0[1], b1[0] - b0[0], b1[1] - b0[1]);
    const dw = (b1[0] - b0[0]) * 0.34;
    const dx0 = vx - dw / 2;
    const dy0 = b0[1] + (b1[1] - b0[1]) * 0.18;
    tuscanValley(ctx, dx0, dy0, dw, b1[1] - dy0, rng.fork('garden'));
    ctx.strokeStyle = css([150, 130, 110]);
    ctx.lineWidth = W * 0.006;
    ctx.strokeRect(dx0, dy0, dw, b1[1] - dy0);
    // a small window left with a bench under it
    ctx.fillStyle = css([70, 60, 56]);
    ctx.fillRect(
      b0[0] + (b1[0] - b0[0]) * 0.08,
      b0[1] + (b1[1] - b0[1]) * 0.25,
      (b1[0] - b0[0]) * 0.12,
      (b1[1] - b0[1]) * 0.22,
    );
    // floor: terracotta and white tiles in perspective
    const n = 12;
    for (let row = 0; row < 10; row++) {
      const k0 = 1 / (1 / d + (row / 10) * (1 - 1 / d));
      const k1 = 1 / (1 / d + ((row + 1) / 10) * (1 - 1 / d));
      for (let col = 0; col < n; col++) {
        const xa = (col / n) * W;
        const xb = ((col + 1) / n) * W;
        const p1 = P(xa, floor, k0);
        const p2 = P(xb, floor, k0);
        const p3 = P(xb, floor, k1);
        const p4 = P(xa, floor, k1);
        ctx.fillStyle = css((row + col) % 2 ? [178, 92, 66] : [226, 214, 196]);
        ctx.beginPath();
        ctx.moveTo(p1[0], p1[1]);
        ctx.lineTo(p2[0], p2[1]);
        ctx.lineTo(p3[0], p3[1]);
        ctx.lineTo(p4[0], p4[1]);
        ctx.fill();
      }
    }
    ctx.fillStyle = css([0, 0, 0], 0.12);
    ctx.fillRect(0, floor, W, H - floor);
    ctx.fillStyle = css([196, 180, 160]);
    ctx.fillRect(0, floor, W, H - floor);

    // the angel, kneeling on the left
    const ax = W * 0.22;
    const ay = H * 0.5;
    const ah = H * 0.1;
    // wings
    for (let k = 0; k < 3; k++) {
      const cols: RGB[] = [
        [196, 146, 70],
        [150, 60, 50],
        [92, 110, 70],
      ];
      ctx.fillStyle = linear(ctx, ax, ay, ax - W * 0.12, ay - H * 0.3, [
        [0, cols[k]!],
        [1, mix(cols[k]!, [250, 230, 180], 0.4)],
      ]);
      ctx.beginPath();
      ctx.moveTo(ax - W * 0.01, ay + H * 0.04);
      ctx.bezierCurveTo(
        ax - W * (0.1 + k * 0.02),
        ay - H * (0.05 - k * 0.02),
        ax - W * (0.13 - k * 0.01),
        ay - H * (0.3 - k * 0.05),
        ax - W * (0.06 + k * 0.02),
        ay - H * (0.36 - k * 0.06),
      );
      ctx.bezierCurveTo(ax - W * 0.06, ay - H * 0.15, ax - W * 0.02, ay - H * 0.05, ax + W * 0.015, ay + H * 0.02);
      ctx.fill();
    }
    drape(
      ctx,
      [
        [ax - W * 0.04, ay + H * 0.05],
        [ax + W * 0.05, ay + H * 0.05],
        [ax + W * 0.12, ay + H * 0.36],
        [ax + W * 0.1, ay + H * 0.41],
        [ax - W * 0.1, ay + H * 0.41],
        [ax - W * 0.07, ay + H * 0.2],
      ],
      [214, 132, 130],
      6,
      rng,
    );
    // gold hem
    ctx.strokeStyle = css([214, 170, 80]);
    ctx.lineWidth = W * 0.004;
    ctx.beginPath();
    ctx.moveTo(ax - W * 0.1, ay + H * 0.405);
    ctx.lineTo(ax + W * 0.1, ay + H * 0.405);
    ctx.stroke();
    halo(ctx, ax + W * 0.005, ay - ah * 0.45, ah * 0.95);
    drawHead(ctx, {
      x: ax + W * 0.01,
      y: ay - ah * 0.3,
      h: ah,
      turn: 0.55,
      tilt: 0.12,
      skin: [232, 196, 164],
      hair: [196, 150, 80],
      hairStyle: 'curls',
      eyes: [80, 60, 40],
      seed: 21,
    });
    // crossed arms
    ctx.fillStyle = css([200, 116, 112]);
    ctx.beginPath();
    ctx.ellipse(ax + W * 0.015, ay + H * 0.1, W * 0.035, H * 0.025, -0.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = css([232, 196, 164]);
    ctx.beginPath();
    ctx.ellipse(ax + W * 0.045, ay + H * 0.09, W * 0.012, H * 0.012, 0, 0, Math.PI * 2);
    ctx.fill();
    // lily
    ctx.strokeStyle = css([70, 96, 50]);
    ctx.lineWidth = W * 0.003;
    ctx.beginPath();
    ctx.moveTo(ax + W * 0.04, ay + H * 0.1);
    ctx.lineTo(ax + W * 0.07, ay - H * 0.08);
    ctx.stroke();
    for (let i = 0; i < 3; i++) {
      ctx.fillStyle = css([246, 242, 230]);
      ctx.beginPath();
      ctx.ellipse(ax + W * (0.062 + i * 0.004), ay - H * (0.02 + i * 0.025), W * 0.008, H * 0.01, 0.5, 0, Math.PI * 2);
      ctx.fill();
    }

    // the Virgin, seated on the right
    const mx = W * 0.78;
    const my = H * 0.46;
    const mh = H * 0.095;
    // lectern with a book
    ctx.fillStyle = css([110, 70, 44]);
    ctx.fillRect(W * 0.63, H * 0.66, W * 0.03, H * 0.26);
    ctx.fillStyle = css([130, 84, 52]);
    ctx.beginPath();
    ctx.moveTo(W * 0.6, H * 0.64);
    ctx.lineTo(W * 0.69, H * 0.61);
    ctx.lineTo(W * 0.69, H * 0.66);
    ctx.lineTo(W * 0.6, H * 0.68);
    ctx.fill();
    ctx.fillStyle = css([236, 226, 200]);
    ctx.beginPath();
    ctx.moveTo(W * 0.605, H * 0.632);
    ctx.lineTo(W * 0.685, H * 0.605);
    ctx.lineTo(W * 0.69, H * 0.615);
    ctx.lineTo(W * 0.61, H * 0.642);
    ctx.fill();
    // red dress and blue mantle
    drape(
      ctx,
      [
        [mx - W * 0.03, my + H * 0.04],
        [mx + W * 0.04, my + H * 0.04],
        [mx + W * 0.06, my + H * 0.25],
        [mx - W * 0.05, my + H * 0.25],
      ],
      [170, 46, 40],
      3,
      rng,
    );
    drape(
      ctx,
      [
        [mx - W * 0.02, my - mh * 1.2],
        [mx + W * 0.05, my - mh * 1.0],
        [mx + W * 0.1, my + H * 0.2],
        [mx + W * 0.12, my + H * 0.46],
        [mx - W * 0.13, my + H * 0.46],
        [mx - W * 0.09, my + H * 0.3],
        [mx - W * 0.03, my + H * 0.16],
        [mx - W * 0.05, my + H * 0.04],
      ],
      [34, 58, 130],
      7,
      rng,
    );
    // red bodice visible between the mantle edges
    ctx.fillStyle = linear(ctx, mx - W * 0.03, 0, mx + W * 0.03, 0, [
      [0, [190, 60, 50]],
      [1, [120, 30, 28]],
    ]);
    ctx.beginPath();
    ctx.moveTo(mx - W * 0.022, my + H * 0.03);
    ctx.lineTo(mx + W * 0.028, my + H * 0.03);
    ctx.lineTo(mx + W * 0.02, my + H * 0.2);
    ctx.lineTo(mx - W * 0.03, my + H * 0.2);
    ctx.fill();
    halo(ctx, mx - W * 0.002, my - mh * 0.5, mh * 0.95);
    drawHead(ctx, {
      x: mx,
      y: my - mh * 0.35,
      h: mh,
      turn: -0.45,
      tilt: -0.2,
      skin: [236, 204, 176],
      hair: [120, 80, 44],
      hairStyle: 'bob',
      eyes: [60, 44, 32],
      gaze: -0.2,
      seed: 22,
    });
    // mantle over the head
    ctx.fillStyle = css([30, 52, 118]);
    ctx.beginPath();
    ctx.moveTo(mx - mh * 0.8, my - mh * 0.3);
    ctx.bezierCurveTo(mx - mh * 0.9, my - mh * 1.5, mx + mh * 0.9, my - mh * 1.6, mx + mh * 0.95, my - mh * 0.2);
    ctx.bezierCurveTo(mx + mh, my + mh * 0.4, mx + mh * 0.8, my + mh * 0.6, mx + mh * 0.6, my + mh * 0.7);
    ctx.bezierCurveTo(mx + mh * 0.55, my, mx + mh * 0.5, my - mh * 0.95, mx - mh * 0.05, my - mh * 0.95);
    ctx.bezierCurveTo(mx - mh * 0.45, my - mh * 0.95, mx - mh * 0.6, my - mh * 0.7, mx - mh * 0.8, my - mh * 0.3);
    ctx.fill();
    // hands crossed on the breast
    ctx.fillStyle = css([232, 198, 168]);
    ctx.beginPath();
    ctx.ellipse(mx - W * 0.005, my + H * 0.08, W * 0.018, H * 0.012, 0.6, 0, Math.PI * 2);
    ctx.ellipse(mx + W * 0.008, my + H * 0.085, W * 0.018, H * 0.012, -0.6, 0, Math.PI * 2);
    ctx.fill();

    // the ray of the Spirit from the upper left
    ctx.strokeStyle = css([250, 220, 140], 0.55);
    ctx.lineWidth = W * 0.0025;
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.moveTo(W * 0.02, H * 0.05);
      ctx.lineTo(mx - W * 0.04 + i * W * 0.006, my - mh * 0.6 + i * H * 0.01);
      ctx.stroke();
    }
    ctx.fillStyle = css([250, 248, 240]);
    ctx.beginPath();
    ctx.ellipse(W * 0.5, H * 0.29, W * 0.012, H * 0.01, 0.3, 0, Math.PI * 2);
    ctx.fill();
    // front arcade: three arches on slender columns
    const stone: RGB = [222, 210, 192];
    ctx.fillStyle = linear(ctx, 0, 0, 0, top, [
      [0, scale(stone, 0.85)],
      [1, stone],
    ]);
    ctx.beginPath();
    ctx.rect(0, 0, W, top + H * 0.02);
    for (let i = 0; i < 3; i++) {
      const x0 = (i * W) / 3 + W * 0.02;
      const x1 = ((i + 1) * W) / 3 - W * 0.02;
      const r = (x1 - x0) / 2;
      ctx.moveTo(x0, top + H * 0.02);
      ctx.lineTo(x0, top);
      ctx.arc((x0 + x1) / 2, top, r, Math.PI, 0, false);
      ctx.lineTo(x1, top + H * 0.02);
      ctx.closePath();
    }
    ctx.fill('evenodd');
    // arch mouldings
    ctx.strokeStyle = css([170, 150, 130]);
    ctx.lineWidth = W * 0.006;
    for (let i = 0; i < 3; i++) {
      const x0 = (i * W) / 3 + W * 0.02;
      const x1 = ((i + 1) * W) / 3 - W * 0.02;
      ctx.beginPath();
      ctx.arc((x0 + x1) / 2, top, (x1 - x0) / 2 + W * 0.006, Math.PI, 0, false);
      ctx.stroke();
    }
    ctx.fillStyle = css([196, 178, 160]);
    ctx.fillRect(0, 0, W, H * 0.035);
    // roundels in the spandrels
    for (let i = 0; i <= 3; i++) {
      ctx.fillStyle = css([140, 150, 160]);
      ctx.beginPath();
      ctx.arc((i * W) / 3, H * 0.09, H * 0.035, 0, Math.PI * 2);
      ctx.fill();
    }
    // columns
    for (let i = 0; i <= 3; i++) {
      const x = (i * W) / 3;
      const cw = W * 0.018;
      ctx.fillStyle = linear(ctx, x - cw, 0, x + cw, 0, [
        [0, [170, 160, 150]],
        [0.35, [240, 232, 220]],
        [1, [130, 120, 112]],
      ]);
      ctx.fillRect(x - cw, top, cw * 2, floor - top);
      ctx.fillStyle = css([200, 186, 168]);
      ctx.fillRect(x - cw * 1.8, top - H * 0.005, cw * 3.6, H * 0.03);
      ctx.fillRect(x - cw * 1.6, floor - H * 0.025, cw * 3.2, H * 0.025);
    }
  },
};

/** Lorenzo Vestri's self-portrait: three-quarter bust in a black cap against a valley. */
export const vestriPortrait: PaintingDef = {
  slug: 'lorenzo-vestri',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => oldMasterLook(W * 1.4, H * 1.4, { age: 0.9 }),
  draw(ctx, W, H, rng) {
    tuscanValley(ctx, 0, 0, W, H, rng.fork('valley'));
    // dark parapet of foliage behind the sitter
    ctx.fillStyle = linear(ctx, 0, H * 0.3, 0, H, [
      [0, [40, 48, 34], 0],
      [0.4, [36, 40, 30], 0.85],
      [1, [24, 26, 20], 1],
    ]);
    ctx.fillRect(0, 0, W, H);
    const skin: RGB = [218, 172, 136];
    const hx = W * 0.47;
    const hy = H * 0.44;
    const hh = H * 0.32;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx + u * 0.05,
      y: hy + u * 1.32,
      w: W * 0.86,
      bottom: H,
      color: [110, 30, 30],
      skin,
      turn: -0.35,
      neckW: u * 0.4,
      neckTop: hy + u * 0.5,
      slope: 0.7,
    });
    ctx.strokeStyle = css([226, 218, 196]);
    ctx.lineWidth = u * 0.08;
    ctx.beginPath();
    ctx.moveTo(hx - u * 0.5, hy + u * 1.25);
    ctx.quadraticCurveTo(hx, hy + u * 1.5, hx + u * 0.55, hy + u * 1.25);
    ctx.stroke();
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: -0.35,
      skin,
      shadow: [112, 74, 52],
      hair: [58, 40, 26],
      hairStyle: 'cap',
      capColor: [30, 28, 28],
      eyes: [60, 44, 30],
      lips: [170, 96, 82],
      gaze: 0.35,
      age: 0.3,
      seed: 101,
    });
  },
};
