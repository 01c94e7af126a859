/** Pieter van Hoorne, Still Life with Lemons and a Silver Ewer: chiaroscuro, white cloth, reflections. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, glow, linear, mix, radial, scale } from '../lib/draw.ts';
import type { Rng } from '../lib/rng.ts';
import { oldMasterLook } from './looks.ts';

/** A lemon: ellipsoid with nipples at both ends, lit from the upper left. */
export function lemon(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  rx: number,
  ry: number,
  rot: number,
  rng: Rng,
  base: RGB = [226, 184, 40],
) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(rot);
  const path = () => {
    ctx.beginPath();
    ctx.moveTo(-rx * 1.12, 0);
    ctx.bezierCurveTo(-rx * 1.0, -ry * 0.25, -rx * 0.8, -ry, 0, -ry);
    ctx.bezierCurveTo(rx * 0.8, -ry, rx * 1.0, -ry * 0.25, rx * 1.12, 0);
    ctx.bezierCurveTo(rx * 1.0, ry * 0.25, rx * 0.8, ry, 0, ry);
    ctx.bezierCurveTo(-rx * 0.8, ry, -rx * 1.0, ry * 0.25, -rx * 1.12, 0);
    ctx.closePath();
  };
  path();
  ctx.fillStyle = css(base);
  ctx.fill();
  ctx.save();
  path();
  ctx.clip();
  ctx.rotate(-rot);
  ctx.fillStyle = radial(ctx, -rx * 0.35, -ry * 0.45, 0, -rx * 0.1, -ry * 0.1, Math.max(rx, ry) * 1.35, [
    [0, [255, 246, 180]],
    [0.3, base],
    [0.75, mix(base, [120, 80, 10], 0.55)],
    [1, [60, 40, 10]],
  ]);
  ctx.fillRect(-rx * 2, -ry * 2, rx * 4, ry * 4);
  // reflected light from the cloth on the lower edge
  ctx.fillStyle = linear(ctx, 0, ry * 0.5, 0, ry * 1.1, [
    [0, [255, 240, 200], 0],
    [1, [255, 240, 200], 0.25],
  ]);
  ctx.fillRect(-rx * 2, -ry * 2, rx * 4, ry * 4);
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = css([120, 90, 20], 0.15);
    ctx.beginPath();
    ctx.arc(rng.range(-rx, rx), rng.range(-ry, ry), Math.max(1, rx * 0.02), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  ctx.fillStyle = css([255, 252, 230], 0.85);
  ctx.beginPath();
  ctx.ellipse(-rx * 0.35, -ry * 0.5, rx * 0.12, ry * 0.07, -0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([150, 120, 30]);
  ctx.beginPath();
  ctx.arc(rx * 1.12, 0, rx * 0.05, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Silver vessel turned on a lathe: profile gives the radius for t in 0..1 (top to bottom). */
function silverVessel(
  ctx: SKRSContext2D,
  cx: number,
  top: number,
  h: number,
  profile: (t: number) => number,
  tint: (t: number) => RGB,
) {
  const rows = Math.ceil(h);
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const r = profile(t);
    if (r <= 0.5) continue;
    const y = top + i;
    const env = tint(t);
    const g = ctx.createLinearGradient(cx - r, 0, cx + r, 0);
    const stops: [number, RGB][] = [
      [0, [40, 38, 34]],
      [0.1, mix([120, 118, 110], env, 0.3)],
      [0.2, [246, 244, 236]],
      [0.27, [190, 188, 180]],
      [0.4, [70, 68, 62]],
      [0.55, mix([150, 146, 136], env, 0.4)],
      [0.7, [44, 42, 38]],
      [0.86, mix([110, 104, 94], env, 0.6)],
      [1, [24, 22, 20]],
    ];
    for (const [o, c] of stops) g.addColorStop(o, css(c));
    ctx.fillStyle = g;
    ctx.fillRect(cx - r, y, r * 2, 1.6);
  }
}

export const lemonsSilverEwer: PaintingDef = {
  slug: 'lemons-silver-ewer',
  wCm: 90,
  hCm: 70,
  frame: 'ebony',
  extras: ['detail'],
  video: { from: { cx: 0.5, cy: 0.5, zoom: 1 }, to: { cx: 0.4, cy: 0.55, zoom: 1.45 } },
  detail: { cx: 0.52, cy: 0.62, zoom: 2.4 },
  wall: [0.3, 0.28, 0.26],
  look: (W, H) => oldMasterLook(W, H, { fine: 0.9 }),
  draw(ctx, W, H, rng) {
    // near-black background, warmer where the light falls
    ctx.fillStyle = css([22, 20, 16]);
    ctx.fillRect(0, 0, W, H);
    glow(ctx, W * 0.25, H * 0.25, W * 0.7, [78, 68, 48], 0.75, 1, 0.9);
    const back = H * 0.6;
    const front = H * 0.8;
    // table top (dark walnut) and its front edge
    ctx.fillStyle = linear(ctx, 0, back, 0, front, [
      [0, [48, 34, 22]],
      [1, [76, 52, 32]],
    ]);
    ctx.fillRect(0, back, W, front - back);
    ctx.fillStyle = linear(ctx, 0, front, 0, H, [
      [0, [44, 30, 20]],
      [1, [16, 12, 8]],
    ]);
    ctx.fillRect(0, front, W, H - front);
    // white cloth, pushed back and rumpled, hanging over the front edge
    const cloth: RGB = [226, 222, 208];
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(0, back + H * 0.005);
    ctx.bezierCurveTo(W * 0.2, back - H * 0.01, W * 0.45, back + H * 0.02, W * 0.56, back + H * 0.03);
    ctx.bezierCurveTo(W * 0.6, back + H * 0.08, W * 0.52, front - H * 0.05, W * 0.6, front);
    ctx.bezierCurveTo(W * 0.62, front + H * 0.08, W * 0.58, H * 0.92, W * 0.63, H * 0.97);
    ctx.lineTo(W * 0.5, H);
    ctx.lineTo(0, H);
    ctx.closePath();
    ctx.fillStyle = linear(ctx, 0, back, W * 0.6, H, [
      [0, mix(cloth, [255, 250, 236], 0.4)],
      [0.5, cloth],
      [1, scale(cloth, 0.55)],
    ]);
    ctx.fill();
    ctx.clip();
    // folds of the cloth: irregular, radiating from where it is bunched
    for (let i = 0; i < 9; i++) {
      const fx = W * (0.03 + i * 0.064) + rng.range(-25, 25);
      const fw = W * rng.range(0.012, 0.03);
      const sway = rng.range(-30, 30);
      ctx.fillStyle = linear(ctx, fx - fw, 0, fx + fw, 0, [
        [0, [90, 84, 74], 0],
        [0.5, [90, 84, 74], rng.range(0.25, 0.5)],
        [0.62, [255, 252, 240], 0.5],
        [1, [255, 252, 240], 0],
      ]);
      ctx.beginPath();
      ctx.moveTo(fx - fw * 0.7, front - H * rng.range(0, 0.03));
      ctx.quadraticCurveTo(fx + sway, (front + H) / 2, fx - fw * 0.5 + sway * 1.5, H);
      ctx.lineTo(fx + fw * 1.3 + sway * 1.5, H);
      ctx.quadraticCurveTo(fx + fw + sway, (front + H) / 2, fx + fw * 0.7, front);
      ctx.fill();
    }
    for (let i = 0; i < 7; i++) {
      const sx = W * rng.range(0.0, 0.3);
      const sy = back + (front - back) * rng.range(0.1, 0.9);
      const ex = sx + W * rng.range(0.12, 0.3);
      const ey = sy + rng.range(-40, 40);
      const wdt = H * rng.range(0.006, 0.016);
      ctx.strokeStyle = css([110, 104, 94], rng.range(0.2, 0.4));
      ctx.lineWidth = wdt;
      ctx.beginPath();
      ctx.moveTo(sx, sy);
      ctx.quadraticCurveTo((sx + ex) / 2 + rng.range(-40, 40), (sy + ey) / 2 + rng.range(-25, 25), ex, ey);
      ctx.stroke();
      ctx.strokeStyle = css([255, 252, 240], 0.35);
      ctx.lineWidth = wdt * 0.5;
      ctx.beginPath();
      ctx.moveTo(sx, sy - wdt);
      ctx.quadraticCurveTo((sx + ex) / 2, (sy + ey) / 2 - wdt * 1.2, ex, ey - wdt);
      ctx.stroke();
    }
    // front edge of the table under the cloth
    ctx.fillStyle = linear(ctx, 0, front - H * 0.01, 0, front + H * 0.03, [
      [0, [255, 252, 240], 0.4],
      [1, [60, 56, 50], 0.45],
    ]);
    ctx.fillRect(0, front - H * 0.005, W, H * 0.035);
    ctx.restore();

    // silver ewer
    const ex = W * 0.3;
    const eTop = H * 0.12;
    const eH = H * 0.58;
    const prof = (t: number) => {
      const R = W * 0.085;
      if (t < 0.06) return R * (0.62 + t * 1.2); // lip
      if (t < 0.3) return R * (0.5 + 0.12 * Math.cos((t - 0.06) * 12)); // neck
      if (t < 0.75) return R * (0.55 + 0.5 * Math.sin(((t - 0.3) / 0.45) * Math.PI * 0.9 + 0.15)); // belly
      if (t < 0.88) return R * (0.3 + 0.1 * Math.cos((t - 0.75) * 20)); // stem
      return R * (0.35 + (t - 0.88) * 4.5); // foot
    };
    // handle
    ctx.strokeStyle = linear(ctx, ex + W * 0.06, 0, ex + W * 0.14, 0, [
      [0, [60, 58, 52]],
      [0.4, [230, 228, 220]],
      [1, [40, 38, 34]],
    ]);
    ctx.lineWidth = W * 0.014;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(ex + W * 0.045, eTop + eH * 0.08);
    ctx.bezierCurveTo(ex + W * 0.17, eTop + eH * 0.02, ex + W * 0.16, eTop + eH * 0.4, ex + W * 0.08, eTop + eH * 0.55);
    ctx.stroke();
    silverVessel(ctx, ex, eTop, eH, prof, (t) => (t > 0.5 ? mix([200, 170, 60], [226, 220, 206], 0.3) : [80, 70, 52]));
    // spout
    ctx.fillStyle = linear(ctx, ex - W * 0.1, eTop, ex - W * 0.04, eTop + H * 0.03, [
      [0, [230, 228, 220]],
      [1, [70, 66, 60]],
    ]);
    ctx.beginPath();
    ctx.moveTo(ex - W * 0.045, eTop + H * 0.005);
    ctx.lineTo(ex - W * 0.1, eTop - H * 0.025);
    ctx.lineTo(ex - W * 0.085, eTop + H * 0.02);
    ctx.lineTo(ex - W * 0.04, eTop + H * 0.04);
    ctx.fill();
    // cast shadow of the ewer on the cloth
    ctx.fillStyle = css([60, 56, 46], 0.35);
    ctx.beginPath();
    ctx.ellipse(ex + W * 0.08, eTop + eH + H * 0.005, W * 0.1, H * 0.015, 0, 0, Math.PI * 2);
    ctx.fill();

    // pewter plate with a half-peeled lemon and a knife
    const px = W * 0.58;
    const py = H * 0.7;
    ctx.fillStyle = css([40, 36, 30], 0.45);
    ctx.beginPath();
    ctx.ellipse(px + W * 0.02, py + H * 0.02, W * 0.16, H * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = linear(ctx, px - W * 0.15, py, px + W * 0.15, py, [
      [0, [196, 194, 184]],
      [0.35, [150, 148, 140]],
      [0.7, [104, 102, 96]],
      [1, [64, 62, 58]],
    ]);
    ctx.beginPath();
    ctx.ellipse(px, py, W * 0.15, H * 0.045, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = linear(ctx, px - W * 0.1, py, px + W * 0.1, py, [
      [0, [140, 138, 130]],
      [1, [80, 78, 72]],
    ]);
    ctx.beginPath();
    ctx.ellipse(px, py + H * 0.003, W * 0.11, H * 0.03, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css([230, 228, 220], 0.6);
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.ellipse(px, py, W * 0.148, H * 0.043, 0, Math.PI * 1.05, Math.PI * 1.5);
    ctx.stroke();
    // knife across the plate, handle over the table edge
    ctx.fillStyle = linear(ctx, 0, py, 0, py + H * 0.02, [
      [0, [220, 220, 214]],
      [1, [90, 90, 86]],
    ]);
    ctx.beginPath();
    ctx.moveTo(px - W * 0.06, py - H * 0.005);
    ctx.lineTo(px + W * 0.08, py + H * 0.045);
    ctx.lineTo(px + W * 0.078, py + H * 0.055);
    ctx.lineTo(px - W * 0.062, py + H * 0.003);
    ctx.fill();
    ctx.fillStyle = linear(ctx, 0, py + H * 0.04, 0, py + H * 0.09, [
      [0, [120, 80, 40]],
      [1, [50, 30, 16]],
    ]);
    ctx.beginPath();
    ctx.moveTo(px + W * 0.078, py + H * 0.043);
    ctx.lineTo(px + W * 0.16, py + H * 0.095);
    ctx.lineTo(px + W * 0.155, py + H * 0.11);
    ctx.lineTo(px + W * 0.074, py + H * 0.058);
    ctx.fill();
    // peeled lemon: flesh showing, peel spiralling over the edge
    lemon(ctx, px - W * 0.04, py - H * 0.035, W * 0.05, H * 0.045, -0.15, rng);
    ctx.fillStyle = radial(ctx, px - W * 0.005, py - H * 0.04, 0, px - W * 0.005, py - H * 0.04, W * 0.035, [
      [0, [250, 236, 170]],
      [0.7, [240, 214, 110]],
      [1, [236, 230, 200]],
    ]);
    ctx.beginPath();
    ctx.ellipse(px - W * 0.005, py - H * 0.04, W * 0.028, H * 0.036, -0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css([250, 248, 230], 0.7);
    ctx.lineWidth = 1.5;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(px - W * 0.005, py - H * 0.04);
      ctx.lineTo(px - W * 0.005 + Math.cos(a) * W * 0.024, py - H * 0.04 + Math.sin(a) * H * 0.03);
      ctx.stroke();
    }
    // the peel: a ribbon from the lemon down over the table edge
    const peel: [number, number][] = [];
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const yy = py + H * 0.0 + t * (H * 0.3);
      const xx = px + W * (0.03 + 0.05 * t) + Math.sin(t * Math.PI * 5) * W * 0.025 * (0.5 + t * 0.5);
      peel.push([xx, yy]);
    }
    for (let i = 0; i < peel.length - 1; i++) {
      const [x0, y0] = peel[i]!;
      const [x1, y1] = peel[i + 1]!;
      const facing = Math.cos((i / 60) * Math.PI * 5);
      const wdt = W * 0.012 * (0.3 + 0.7 * Math.abs(facing));
      ctx.strokeStyle = css(
        facing > 0 ? mix([232, 188, 40], [120, 84, 10], i / 80) : mix([246, 238, 210], [150, 140, 110], i / 80),
      );
      ctx.lineWidth = wdt;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
    }
    // whole lemons on the cloth
    lemon(ctx, W * 0.45, H * 0.755, W * 0.058, H * 0.055, 0.25, rng);
    lemon(ctx, W * 0.13, H * 0.74, W * 0.055, H * 0.05, -0.3, rng, [214, 176, 38]);
    // leaves
    ctx.fillStyle = css([52, 70, 40]);
    ctx.beginPath();
    ctx.ellipse(W * 0.18, H * 0.71, W * 0.04, H * 0.012, -0.6, 0, Math.PI * 2);
    ctx.fill();

    // roemer with white wine on the right: green glass, hollow stem with prunts
    const rx = W * 0.78;
    const rTop = H * 0.37;
    const rBase = H * 0.66;
    const bw = W * 0.048;
    const stemTop = rTop + H * 0.15;
    const cup = () => {
      ctx.beginPath();
      ctx.moveTo(rx - bw, rTop);
      ctx.bezierCurveTo(rx - bw * 1.15, rTop + H * 0.08, rx - bw * 0.8, stemTop, rx - W * 0.022, stemTop);
      ctx.lineTo(rx + W * 0.022, stemTop);
      ctx.bezierCurveTo(rx + bw * 0.8, stemTop, rx + bw * 1.15, rTop + H * 0.08, rx + bw, rTop);
      ctx.closePath();
    };
    cup();
    ctx.fillStyle = css([170, 186, 140], 0.22);
    ctx.fill();
    ctx.save();
    cup();
    ctx.clip();
    ctx.fillStyle = linear(ctx, 0, rTop + H * 0.05, 0, stemTop, [
      [0, [226, 200, 110], 0.75],
      [1, [170, 140, 60], 0.85],
    ]);
    ctx.fillRect(rx - bw * 1.3, rTop + H * 0.05, bw * 2.6, stemTop - rTop);
    ctx.restore();
    ctx.strokeStyle = css([230, 236, 214], 0.5);
    ctx.lineWidth = 2.5;
    cup();
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(rx, rTop, bw, H * 0.008, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(rx, rTop + H * 0.05, bw * 1.08, H * 0.008, 0, 0, Math.PI);
    ctx.strokeStyle = css([250, 240, 190], 0.6);
    ctx.stroke();
    ctx.fillStyle = css([255, 255, 250], 0.85);
    ctx.fillRect(rx - bw * 0.6, rTop + H * 0.015, 3, H * 0.09);
    ctx.fillRect(rx + bw * 0.55, rTop + H * 0.03, 2, H * 0.04);
    // stem
    ctx.fillStyle = linear(ctx, rx - W * 0.022, 0, rx + W * 0.022, 0, [
      [0, [80, 100, 60], 0.8],
      [0.4, [150, 170, 110], 0.7],
      [1, [60, 80, 50], 0.8],
    ]);
    ctx.fillRect(rx - W * 0.022, stemTop, W * 0.044, rBase - stemTop - H * 0.02);
    for (let i = 0; i < 6; i++) {
      const sx = rx + ((i % 3) - 1) * W * 0.015;
      const sy = stemTop + H * 0.03 + Math.floor(i / 3) * H * 0.045;
      ctx.fillStyle = radial(ctx, sx - 2, sy - 2, 0, sx, sy, W * 0.008, [
        [0, [230, 240, 200]],
        [0.5, [140, 160, 100]],
        [1, [60, 80, 40]],
      ]);
      ctx.beginPath();
      ctx.arc(sx, sy, W * 0.007, 0, Math.PI * 2);
      ctx.fill();
    }
    // coiled foot
    ctx.fillStyle = linear(ctx, 0, rBase - H * 0.025, 0, rBase + H * 0.01, [
      [0, [140, 160, 100], 0.8],
      [1, [50, 66, 40], 0.9],
    ]);
    ctx.beginPath();
    ctx.moveTo(rx - W * 0.022, rBase - H * 0.025);
    ctx.lineTo(rx + W * 0.022, rBase - H * 0.025);
    ctx.lineTo(rx + W * 0.045, rBase);
    ctx.lineTo(rx - W * 0.045, rBase);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = css([200, 214, 170], 0.5);
    ctx.lineWidth = 1.5;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(rx - W * (0.024 + i * 0.005), rBase - H * (0.022 - i * 0.006));
      ctx.lineTo(rx + W * (0.024 + i * 0.005), rBase - H * (0.022 - i * 0.006));
      ctx.stroke();
    }
    // hazelnuts
    for (let i = 0; i < 3; i++) {
      const hx = W * (0.86 + i * 0.03);
      const hy = H * (0.71 + (i % 2) * 0.02);
      ctx.fillStyle = radial(ctx, hx - 4, hy - 4, 1, hx, hy, W * 0.014, [
        [0, [200, 140, 80]],
        [1, [70, 40, 20]],
      ]);
      ctx.beginPath();
      ctx.ellipse(hx, hy, W * 0.013, H * 0.015, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  },
};
