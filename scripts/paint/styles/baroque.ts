/** Baroque portraits: the Lady in Black Lace (unknown master) and Pieter van Hoorne's self-portrait. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, glow, linear, mix, radial, scale } from '../lib/draw.ts';
import { type Rng } from '../lib/rng.ts';
import { bustPath, drawBust, drawHead } from './figures.ts';
import { oldMasterLook } from './looks.ts';

/** A falling lace collar lying on the shoulders: linen centre, openwork border, scalloped edge. */
function laceCollar(ctx: SKRSContext2D, x: number, y: number, nw: number, rx: number, depth: number, rng: Rng) {
  const white: RGB = [236, 232, 220];
  const shape = () => {
    ctx.beginPath();
    ctx.moveTo(x - nw, y - depth * 0.2);
    ctx.bezierCurveTo(x - nw * 0.6, y + depth * 0.25, x + nw * 0.6, y + depth * 0.25, x + nw, y - depth * 0.2);
    ctx.bezierCurveTo(x + rx * 0.7, y - depth * 0.1, x + rx, y + depth * 0.1, x + rx, y + depth * 0.45);
    ctx.bezierCurveTo(x + rx * 0.9, y + depth * 1.05, x + rx * 0.3, y + depth * 1.2, x, y + depth * 1.2);
    ctx.bezierCurveTo(x - rx * 0.3, y + depth * 1.2, x - rx * 0.9, y + depth * 1.05, x - rx, y + depth * 0.45);
    ctx.bezierCurveTo(x - rx, y + depth * 0.1, x - rx * 0.7, y - depth * 0.1, x - nw, y - depth * 0.2);
    ctx.closePath();
  };
  ctx.save();
  shape();
  ctx.fillStyle = linear(ctx, x - rx, y, x + rx, y + depth, [
    [0, mix(white, [255, 255, 255], 0.4)],
    [0.5, white],
    [1, scale(white, 0.6)],
  ]);
  ctx.fill();
  ctx.clip();
  // openwork border: rows of small holes following the outer edge
  for (let ring = 0; ring < 5; ring++) {
    const k = 0.74 + ring * 0.055;
    const n = 60 + ring * 10;
    for (let i = 0; i <= n; i++) {
      const a = Math.PI * (i / n);
      const px = x + Math.cos(a) * rx * k;
      const py = y + depth * 0.3 + Math.sin(a) * depth * 0.9 * k;
      ctx.fillStyle = css([28, 26, 24], ring % 2 ? 0.55 : 0.8);
      ctx.beginPath();
      ctx.ellipse(px, py, rx * 0.011, rx * 0.008, a, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  for (let i = 0; i < 30; i++) {
    const a = Math.PI * (i / 29);
    const px = x + Math.cos(a) * rx * 0.66;
    const py = y + depth * 0.3 + Math.sin(a) * depth * 0.9 * 0.66;
    ctx.strokeStyle = css([60, 56, 50], 0.5);
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(px, py, rx * 0.03, 0, Math.PI * 2);
    ctx.stroke();
  }
  // soft folds
  for (let i = 0; i < 8; i++) {
    const a = Math.PI * (0.12 + (i / 7) * 0.76) + rng.range(-0.05, 0.05);
    ctx.strokeStyle = css([130, 124, 112], 0.3);
    ctx.lineWidth = rx * 0.025;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * nw * 1.2, y + Math.sin(a) * depth * 0.3);
    ctx.lineTo(x + Math.cos(a) * rx, y + depth * 0.3 + Math.sin(a) * depth);
    ctx.stroke();
  }
  ctx.restore();
  // scalloped edge along the lower outline
  const n = 30;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI * (i / n);
    const px = x + Math.cos(a) * rx * 0.98;
    const py = y + depth * 0.3 + Math.sin(a) * depth * 0.9;
    ctx.fillStyle = css(mix(white, [90, 86, 80], Math.max(0, Math.cos(a)) * 0.35));
    ctx.beginPath();
    ctx.arc(px, py, rx * 0.035, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Hands folded at the waist, with lace cuffs. */
export function foldedHands(ctx: SKRSContext2D, x: number, y: number, s: number, skin: RGB, cuff: RGB | null) {
  const shadow = mix(scale(skin, 0.6), [90, 50, 40], 0.3);
  if (cuff) {
    for (const k of [-1, 1]) {
      const cx = x + k * s * 0.85;
      const cy = y - s * 0.05;
      ctx.fillStyle = linear(ctx, cx - s * 0.3, cy, cx + s * 0.3, cy, [
        [0, mix(cuff, [255, 255, 255], 0.3)],
        [1, scale(cuff, 0.7)],
      ]);
      ctx.beginPath();
      ctx.moveTo(cx - k * s * 0.05, cy - s * 0.45);
      ctx.lineTo(cx + k * s * 0.3, cy - s * 0.35);
      ctx.lineTo(cx + k * s * 0.1, cy + s * 0.4);
      ctx.lineTo(cx - k * s * 0.25, cy + s * 0.3);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = css([30, 28, 26], 0.55);
      for (let i = 0; i < 8; i++) {
        const t = i / 7;
        ctx.beginPath();
        ctx.arc(cx + k * s * (0.22 - 0.32 * t), cy - s * 0.3 + t * s * 0.62, s * 0.025, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  // lower hand (palm up, mostly hidden)
  ctx.fillStyle = linear(ctx, x - s, y, x + s, y + s, [
    [0, skin],
    [1, shadow],
  ]);
  ctx.beginPath();
  ctx.ellipse(x + s * 0.25, y + s * 0.2, s * 0.65, s * 0.3, 0.15, 0, Math.PI * 2);
  ctx.fill();
  // upper hand, back of the hand and four fingers
  ctx.fillStyle = linear(ctx, x - s, y - s * 0.5, x + s * 0.6, y + s * 0.5, [
    [0, mix(skin, [255, 245, 230], 0.2)],
    [0.6, skin],
    [1, shadow],
  ]);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.75, y - s * 0.3);
  ctx.quadraticCurveTo(x - s * 0.1, y - s * 0.45, x + s * 0.35, y - s * 0.15);
  ctx.quadraticCurveTo(x + s * 0.6, y + s * 0.1, x + s * 0.55, y + s * 0.32);
  ctx.quadraticCurveTo(x + s * 0.1, y + s * 0.3, x - s * 0.7, y + s * 0.12);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = css(shadow, 0.7);
  ctx.lineWidth = s * 0.03;
  for (let i = 0; i < 3; i++) {
    const fy = y - s * 0.02 + i * s * 0.1;
    ctx.beginPath();
    ctx.moveTo(x + s * 0.05, fy - s * 0.08);
    ctx.quadraticCurveTo(x + s * 0.35, fy, x + s * 0.5, fy + s * 0.1);
    ctx.stroke();
  }
}

export const ladyBlackLace: PaintingDef = {
  slug: 'lady-black-lace',
  wCm: 70,
  hCm: 90,
  frame: 'ebony',
  extras: ['detail'],
  detail: { cx: 0.5, cy: 0.5, zoom: 2.4 },
  wall: [0.24, 0.28, 0.26],
  look: (W, H) => oldMasterLook(W, H, { age: 1.15, fine: 0.85 }),
  draw(ctx, W, H, rng) {
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, [58, 54, 44]],
      [1, [30, 28, 24]],
    ]);
    ctx.fillRect(0, 0, W, H);
    glow(ctx, W * 0.68, H * 0.3, W * 0.55, [120, 110, 88], 0.6);
    const skin: RGB = [232, 198, 170];
    const hx = W * 0.5;
    const hy = H * 0.27;
    const hh = H * 0.2;
    const u = hh / 2;
    const bust = {
      x: hx + u * 0.1,
      y: hy + u * 1.35,
      w: W * 0.7,
      bottom: H,
      color: [22, 20, 20] as RGB,
      skin,
      turn: -0.3,
      neckW: u * 0.36,
      neckTop: hy + u * 0.5,
      slope: 0.8,
    };
    drawBust(ctx, bust);
    // satin sheen on the black dress
    ctx.save();
    bustPath(ctx, bust);
    ctx.clip();
    for (let i = 0; i < 8; i++) {
      const sx = W * rng.range(0.2, 0.8);
      ctx.strokeStyle = css([110, 114, 120], rng.range(0.06, 0.16));
      ctx.lineWidth = W * rng.range(0.006, 0.02);
      ctx.beginPath();
      ctx.moveTo(sx, H * rng.range(0.5, 0.6));
      ctx.quadraticCurveTo(sx + rng.range(-40, 40), H * 0.75, sx + rng.range(-60, 60), H);
      ctx.stroke();
    }
    // gold chain across the bodice
    for (let i = 0; i < 60; i++) {
      const t = i / 59;
      const cx = W * (0.32 + 0.42 * t);
      const cy = H * (0.64 + 0.1 * Math.sin(t * Math.PI));
      ctx.fillStyle = radial(ctx, cx - 2, cy - 2, 0, cx, cy, W * 0.008, [
        [0, [255, 226, 140]],
        [1, [120, 80, 30]],
      ]);
      ctx.beginPath();
      ctx.ellipse(cx, cy, W * 0.007, W * 0.005, t * 3, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    foldedHands(ctx, W * 0.5, H * 0.9, W * 0.13, skin, [230, 226, 214]);
    laceCollar(ctx, bust.x, bust.y - u * 0.02, u * 0.45, W * 0.33, H * 0.09, rng);
    // pearls at the throat
    for (let i = 0; i < 17; i++) {
      const a = Math.PI * (0.15 + (i / 16) * 0.7);
      const px = bust.x + Math.cos(a) * u * 0.42;
      const py = bust.y - u * 0.35 + Math.sin(a) * u * 0.22;
      ctx.fillStyle = radial(ctx, px - 2, py - 2, 0, px, py, u * 0.05, [
        [0, [255, 255, 250]],
        [1, [150, 146, 140]],
      ]);
      ctx.beginPath();
      ctx.arc(px, py, u * 0.045, 0, Math.PI * 2);
      ctx.fill();
    }
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: -0.3,
      skin,
      shadow: [128, 92, 70],
      hair: [70, 48, 30],
      hairStyle: 'bun',
      eyes: [58, 42, 30],
      lips: [188, 104, 96],
      gaze: 0.15,
      seed: 9,
    });
    // lace cap over the back of the head
    ctx.fillStyle = css([232, 228, 216], 0.85);
    ctx.beginPath();
    ctx.moveTo(hx - u * 0.85, hy - u * 0.4);
    ctx.bezierCurveTo(hx - u * 1.0, hy - u * 1.4, hx + u * 0.9, hy - u * 1.55, hx + u * 0.95, hy - u * 0.45);
    ctx.bezierCurveTo(hx + u * 0.6, hy - u * 0.95, hx - u * 0.5, hy - u * 0.95, hx - u * 0.85, hy - u * 0.4);
    ctx.fill();
    ctx.strokeStyle = css([140, 134, 124], 0.6);
    ctx.lineWidth = u * 0.02;
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.moveTo(hx - u * (0.75 - i * 0.05), hy - u * (0.5 + i * 0.15));
      ctx.bezierCurveTo(
        hx - u * 0.4,
        hy - u * (1.0 + i * 0.08),
        hx + u * 0.4,
        hy - u * (1.05 + i * 0.08),
        hx + u * (0.8 - i * 0.05),
        hy - u * (0.55 + i * 0.15),
      );
      ctx.stroke();
    }
    // pearl earring
    ctx.fillStyle = radial(ctx, hx - u * 0.78, hy + u * 0.42, 0, hx - u * 0.76, hy + u * 0.45, u * 0.07, [
      [0, [255, 255, 250]],
      [1, [120, 116, 110]],
    ]);
    ctx.beginPath();
    ctx.arc(hx - u * 0.76, hy + u * 0.45, u * 0.065, 0, Math.PI * 2);
    ctx.fill();
  },
};

export const vanHoornePortrait: PaintingDef = {
  slug: 'pieter-van-hoorne',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => oldMasterLook(W, H, { age: 0.8, fine: 1.2 }),
  draw(ctx, W, H) {
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, [78, 70, 54]],
      [1, [34, 30, 24]],
    ]);
    ctx.fillRect(0, 0, W, H);
    glow(ctx, W * 0.65, H * 0.35, W * 0.5, [130, 116, 86], 0.5);
    const skin: RGB = [220, 178, 146];
    const hx = W * 0.5;
    const hy = H * 0.45;
    const hh = H * 0.36;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx + u * 0.1,
      y: hy + u * 1.35,
      w: W * 0.95,
      bottom: H,
      color: [30, 28, 26],
      skin,
      turn: 0.25,
      neckW: u * 0.4,
      neckTop: hy + u * 0.5,
      collar: 'band',
      collarColor: [232, 228, 216],
      slope: 0.7,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.25,
      skin,
      shadow: [112, 74, 54],
      hair: [84, 58, 38],
      hairStyle: 'wavy',
      beard: 'goatee',
      eyes: [60, 46, 34],
      age: 0.5,
      seed: 12,
    });
    // wide-brimmed black hat, sitting low on the brow
    ctx.save();
    ctx.translate(hx + u * 0.05, hy - u * 0.78);
    ctx.rotate(-0.08);
    ctx.fillStyle = linear(ctx, -u * 0.8, -u * 1.2, u * 0.9, 0, [
      [0, [58, 56, 52]],
      [1, [12, 10, 10]],
    ]);
    ctx.beginPath();
    ctx.moveTo(-u * 0.82, -u * 0.05);
    ctx.bezierCurveTo(-u * 0.9, -u * 1.25, u * 0.9, -u * 1.3, u * 0.84, -u * 0.1);
    ctx.fill();
    ctx.fillStyle = linear(ctx, -u * 1.7, 0, u * 1.7, 0, [
      [0, [54, 52, 48]],
      [0.5, [26, 24, 22]],
      [1, [10, 10, 10]],
    ]);
    ctx.beginPath();
    ctx.ellipse(0, 0, u * 1.75, u * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = css([8, 8, 8], 0.6);
    ctx.fillRect(-u * 0.82, -u * 0.3, u * 1.66, u * 0.12);
    ctx.restore();
    // shadow of the brim on the forehead
    ctx.fillStyle = css([40, 28, 20], 0.35);
    ctx.beginPath();
    ctx.ellipse(hx, hy - u * 0.6, u * 0.75, u * 0.18, 0, 0, Math.PI * 2);
    ctx.fill();
  },
};
