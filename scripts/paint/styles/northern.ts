/** Northern River Landscape (unknown master): birches, a dark river and a small boat under heavy old varnish. */
import type { PaintingDef } from '../lib/painting.ts';
import { css, fieldLayer, linear, smoothOpen } from '../lib/draw.ts';
import { fbm } from '../lib/rng.ts';
import { treeMass } from './landscape.ts';
import { oldMasterLook } from './looks.ts';

export const northernRiver: PaintingDef = {
  slug: 'northern-river',
  wCm: 60,
  hCm: 42,
  frame: 'dark-gilt',
  extras: [],
  look: (W, H) =>
    oldMasterLook(W, H, {
      support: 'cardboard',
      ground: [0.45, 0.36, 0.26],
      age: 1.6,
      baseField: (_x, y) => (y < H * 0.45 ? 0.05 : y < H * 0.62 ? 0 : 0.4),
      fieldWeight: 1.2,
      finish: {
        light: 0.9,
        gloss: 0.3,
        reliefThrough: 0.4,
        varnish: 1,
        darken: 0.45,
        crackle: 0.35,
        crackleCm: 0.9,
        grain: 0.012,
        vignette: 0.45,
      },
    }),
  draw(ctx, W, H, rng) {
    const hz = H * 0.5;
    // pale northern sky, misty towards the horizon
    ctx.fillStyle = linear(ctx, 0, 0, 0, hz, [
      [0, [120, 136, 146]],
      [1, [214, 212, 196]],
    ]);
    ctx.fillRect(0, 0, W, hz + 2);
    fieldLayer(ctx, W, hz, (x, y) => {
      const n = fbm(x / 300, y / 90, 4, 2);
      return [236, 232, 220, Math.max(0, n - 0.5) * 1.2];
    });
    // far forest line, blue-grey
    const far: [number, number][] = [];
    for (let i = 0; i <= 80; i++)
      far.push([
        (i / 80) * W,
        hz - H * 0.03 - Math.abs(Math.sin(i * 1.7)) * H * 0.025 - fbm(i * 0.2, 1, 2, 4) * H * 0.04,
      ]);
    ctx.beginPath();
    far.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.lineTo(W, hz + 5);
    ctx.lineTo(0, hz + 5);
    ctx.fillStyle = css([110, 120, 118]);
    ctx.fill();
    // river: reflecting sky, darkening towards us
    ctx.fillStyle = linear(ctx, 0, hz, 0, H, [
      [0, [200, 200, 186]],
      [0.5, [120, 130, 126]],
      [1, [50, 56, 52]],
    ]);
    ctx.beginPath();
    ctx.moveTo(0, hz);
    ctx.lineTo(W, hz);
    ctx.lineTo(W, H);
    ctx.lineTo(0, H);
    ctx.fill();
    // reflection of the forest line
    ctx.save();
    ctx.translate(0, 2 * hz);
    ctx.scale(1, -1);
    ctx.beginPath();
    far.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.lineTo(W, hz + 5);
    ctx.lineTo(0, hz + 5);
    ctx.fillStyle = css([120, 128, 124], 0.6);
    ctx.fill();
    ctx.restore();
    for (let i = 0; i < 40; i++) {
      ctx.strokeStyle = css([230, 228, 214], 0.35);
      ctx.lineWidth = 2;
      const x = rng.next() * W;
      const y = hz + rng.range(0.02, 0.3) * H;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + rng.range(20, 90), y);
      ctx.stroke();
    }
    // left bank with birches and dark spruce
    const bank: [number, number][] = [
      [0, H * 0.44],
      [W * 0.15, H * 0.5],
      [W * 0.32, H * 0.62],
      [W * 0.42, H * 0.78],
      [W * 0.5, H],
    ];
    ctx.beginPath();
    smoothOpen(ctx, bank);
    ctx.lineTo(0, H);
    ctx.closePath();
    ctx.fillStyle = linear(ctx, 0, H * 0.45, W * 0.4, H, [
      [0, [96, 96, 60]],
      [1, [44, 40, 26]],
    ]);
    ctx.fill();
    for (let i = 0; i < 6; i++) {
      const x = W * (0.02 + i * 0.045);
      const y = H * (0.55 + i * 0.02);
      ctx.fillStyle = css([30, 40, 32]);
      ctx.beginPath();
      ctx.moveTo(x, y - H * (0.3 + (i % 2) * 0.08));
      ctx.lineTo(x - W * 0.035, y);
      ctx.lineTo(x + W * 0.035, y);
      ctx.fill();
    }
    const birch = (x: number, y: number, h: number, lean: number) => {
      ctx.strokeStyle = css([232, 228, 214]);
      ctx.lineWidth = W * 0.008;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + lean * 0.5, y - h * 0.5, x + lean, y - h);
      ctx.stroke();
      for (let k = 0; k < 10; k++) {
        const t = rng.next();
        ctx.fillStyle = css([30, 28, 24]);
        ctx.fillRect(x + lean * t * t - W * 0.004, y - h * t, W * 0.006, 3);
      }
      treeMass(ctx, x + lean, y - h * 0.95, h * 0.25, [70, 84, 40], [196, 180, 90], rng, 50);
    };
    birch(W * 0.12, H * 0.62, H * 0.5, W * 0.02);
    birch(W * 0.2, H * 0.66, H * 0.45, -W * 0.01);
    birch(W * 0.27, H * 0.7, H * 0.38, W * 0.03);
    // right bank far with a hut
    ctx.fillStyle = css([86, 84, 60]);
    ctx.beginPath();
    ctx.moveTo(W * 0.6, hz);
    ctx.quadraticCurveTo(W * 0.8, hz - H * 0.03, W, hz - H * 0.05);
    ctx.lineTo(W, hz + H * 0.06);
    ctx.quadraticCurveTo(W * 0.8, hz + H * 0.03, W * 0.6, hz);
    ctx.fill();
    ctx.fillStyle = css([110, 70, 50]);
    ctx.fillRect(W * 0.84, hz - H * 0.07, W * 0.04, H * 0.04);
    ctx.fillStyle = css([70, 50, 40]);
    ctx.beginPath();
    ctx.moveTo(W * 0.835, hz - H * 0.07);
    ctx.lineTo(W * 0.86, hz - H * 0.1);
    ctx.lineTo(W * 0.885, hz - H * 0.07);
    ctx.fill();
    // small boat with a figure
    const bx = W * 0.6;
    const by = H * 0.68;
    ctx.fillStyle = css([60, 44, 30]);
    ctx.beginPath();
    ctx.moveTo(bx - W * 0.06, by);
    ctx.quadraticCurveTo(bx, by + H * 0.03, bx + W * 0.065, by - H * 0.005);
    ctx.lineTo(bx - W * 0.06, by);
    ctx.fill();
    ctx.fillStyle = css([150, 40, 30]);
    ctx.fillRect(bx - W * 0.01, by - H * 0.05, W * 0.014, H * 0.05);
    ctx.fillStyle = css([200, 170, 140]);
    ctx.beginPath();
    ctx.arc(bx - W * 0.003, by - H * 0.06, W * 0.006, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css([40, 30, 24]);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(bx - W * 0.03, by - H * 0.035);
    ctx.lineTo(bx + W * 0.04, by + H * 0.02);
    ctx.stroke();
    ctx.strokeStyle = css([200, 200, 190], 0.35);
    ctx.beginPath();
    ctx.ellipse(bx, by + H * 0.015, W * 0.08, H * 0.008, 0, 0, Math.PI * 2);
    ctx.stroke();
  },
};
