/** Dunes near Haarlem at Dusk — Pieter van Hoorne: low horizon, a great cloudy sky, tonal browns. */
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, fieldLayer, glow, linear, mix, smoothOpen } from '../lib/draw.ts';
import { clamp, fbm } from '../lib/rng.ts';
import { oldMasterLook } from './looks.ts';

export const dunesAtDusk: PaintingDef = {
  slug: 'dunes-at-dusk',
  wCm: 110,
  hCm: 75,
  frame: 'ebony',
  extras: ['back'],
  wall: [0.34, 0.36, 0.33],
  backLabels: ['Kunsthandel H. de Vries · Amsterdam', 'No. 2417', 'P. v. Hoorne'],
  look: (W, H) =>
    oldMasterLook(W, H, {
      baseField: (_x, y) => (y < H * 0.72 ? -0.12 : 0.03),
      fieldWeight: 1.5,
    }),
  draw(ctx, W, H, rng) {
    const hz = H * 0.73;
    // sky: dusk glow low, grey-blue overhead
    ctx.fillStyle = linear(ctx, 0, 0, 0, hz, [
      [0, [66, 84, 104]],
      [0.45, [124, 140, 150]],
      [0.8, [214, 194, 150]],
      [1, [240, 212, 150]],
    ]);
    ctx.fillRect(0, 0, W, hz + 4);
    glow(ctx, W * 0.3, hz, W * 0.35, [250, 220, 160], 0.55, 1.4, 0.55);

    // towering cumulus banks: metaball billows roughened with noise, lit from the low sun on the left
    const sunX = W * 0.2;
    const sunY = hz + H * 0.05;
    const billows: [number, number, number][] = [];
    const bank = (cx: number, cy: number, w: number, h: number, n: number) => {
      for (let i = 0; i < n; i++) {
        const t = rng.next();
        const x = cx + (t - 0.5) * w;
        const top = cy - h * Math.pow(Math.sin(Math.PI * t), 0.7) * rng.range(0.6, 1);
        const y = rng.range(top, cy);
        billows.push([x, y, rng.range(0.12, 0.28) * h + (cy - y) * 0.15]);
      }
    };
    bank(W * 0.75, hz - H * 0.16, W * 0.45, H * 0.3, 60);
    bank(W * 0.32, hz - H * 0.3, W * 0.5, H * 0.26, 60);
    bank(W * 0.6, hz - H * 0.5, W * 0.75, H * 0.16, 40);
    bank(W * 0.08, hz - H * 0.1, W * 0.25, H * 0.1, 15);
    const dens = (x: number, y: number) => {
      let d = 0;
      for (const [bx, by, r] of billows) {
        const dx = x - bx;
        const dy = (y - by) * 1.15;
        const q = (dx * dx + dy * dy) / (r * r);
        if (q < 1) d += (1 - q) * (1 - q);
      }
      // flat bases: clouds fade out below their billows
      return d + (fbm(x / 80, y / 50, 4, 17) - 0.5) * 0.6;
    };
    fieldLayer(
      ctx,
      W,
      H * 0.4,
      (x, y) => {
        const n = fbm((x / W) * 2.5 + 3, (y / H) * 5, 4, 9);
        const a = clamp((n - 0.42) * 2) * (1 - y / (H * 0.4)) * 0.8;
        return [58, 62, 72, a];
      },
      0.4,
    );
    fieldLayer(
      ctx,
      W,
      hz,
      (x, y) => {
        const d = dens(x, y);
        if (d < 0.1) return [0, 0, 0, 0];
        const dx = sunX - x;
        const dy = sunY - y;
        const l = Math.hypot(dx, dy);
        const st = H * 0.02;
        const d2 = dens(x + (dx / l) * st, y + (dy / l) * st);
        const lit = clamp(0.45 + (d - d2) * 0.9 + (1 - y / hz) * 0.1);
        const v = y / hz;
        const warm: RGB = mix([236, 232, 218], [255, 222, 170], v);
        const shadow: RGB = mix([92, 94, 104], [120, 110, 108], v);
        const c = mix(shadow, warm, lit);
        const a = clamp((d - 0.1) / 0.7);
        return [c[0], c[1], c[2], a * a * (3 - 2 * a)];
      },
      0.5,
    );

    // distant flat land with alternating light and shadow
    for (let i = 0; i < 7; i++) {
      const y0 = hz + i * H * 0.012;
      const lit = (i + Math.floor(rng.next() * 2)) % 2 === 0;
      ctx.fillStyle = css(lit ? mix([150, 136, 92], [120, 118, 84], i / 7) : mix([86, 88, 70], [70, 68, 52], i / 7));
      ctx.beginPath();
      ctx.moveTo(0, y0);
      for (let x = 0; x <= W; x += W / 20) ctx.lineTo(x, y0 + Math.sin(x * 0.01 + i) * 2 + rng.next() * 2);
      ctx.lineTo(W, H);
      ctx.lineTo(0, H);
      ctx.fill();
    }
    // Haarlem skyline: St Bavo and a windmill on the horizon
    ctx.fillStyle = css([78, 80, 78], 0.9);
    const cx = W * 0.64;
    ctx.fillRect(cx - 26, hz - 26, 60, 28);
    ctx.beginPath();
    ctx.moveTo(cx - 30, hz - 26);
    ctx.lineTo(cx + 4, hz - 44);
    ctx.lineTo(cx + 36, hz - 26);
    ctx.fill();
    ctx.fillRect(cx + 2, hz - 78, 12, 40);
    ctx.beginPath();
    ctx.moveTo(cx, hz - 78);
    ctx.lineTo(cx + 8, hz - 104);
    ctx.lineTo(cx + 16, hz - 78);
    ctx.fill();
    for (let k = 0; k < 9; k++) {
      const x = W * (0.38 + k * 0.07) + rng.range(-20, 20);
      ctx.fillRect(x, hz - rng.range(4, 12), rng.range(8, 22), 14);
    }
    // windmill
    const mx = W * 0.86;
    ctx.fillStyle = css([60, 58, 54]);
    ctx.beginPath();
    ctx.moveTo(mx - 8, hz + 2);
    ctx.lineTo(mx - 5, hz - 30);
    ctx.lineTo(mx + 5, hz - 30);
    ctx.lineTo(mx + 8, hz + 2);
    ctx.fill();
    ctx.strokeStyle = css([60, 58, 54]);
    ctx.lineWidth = 2;
    for (let k = 0; k < 4; k++) {
      const a = 0.5 + (k * Math.PI) / 2;
      ctx.beginPath();
      ctx.moveTo(mx, hz - 30);
      ctx.lineTo(mx + Math.cos(a) * 26, hz - 30 + Math.sin(a) * 26);
      ctx.stroke();
    }

    // foreground dunes
    const dune = (x0: number, x1: number, yBase: number, amp: number, col: RGB, lightCol: RGB, seed: number) => {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        const x = x0 + (x1 - x0) * t;
        const bump = Math.sin(t * Math.PI) * (0.7 + 0.3 * fbm(t * 3, seed, 2, seed));
        pts.push([x, yBase - amp * bump]);
      }
      ctx.beginPath();
      smoothOpen(ctx, pts);
      ctx.lineTo(x1, H);
      ctx.lineTo(x0, H);
      ctx.closePath();
      ctx.fillStyle = linear(ctx, x0, yBase - amp, x0 + (x1 - x0) * 0.6, yBase + amp, [
        [0, lightCol],
        [0.45, col],
        [1, mix(col, [30, 26, 20], 0.6)],
      ]);
      ctx.fill();
    };
    dune(W * 0.45, W * 1.2, H * 0.86, H * 0.09, [110, 96, 58], [206, 182, 118], 2);
    dune(-W * 0.2, W * 0.55, H * 0.9, H * 0.12, [84, 70, 44], [188, 158, 98], 5);
    dune(-W * 0.1, W * 1.1, H * 1.04, H * 0.1, [36, 30, 22], [90, 72, 44], 9);
    // a sandy track winding over the dunes
    ctx.strokeStyle = linear(ctx, 0, H * 0.84, 0, H, [
      [0, [200, 178, 124]],
      [1, [170, 146, 96]],
    ]);
    ctx.lineCap = 'round';
    ctx.lineWidth = H * 0.012;
    ctx.beginPath();
    ctx.moveTo(W * 0.6, H * 0.83);
    ctx.bezierCurveTo(W * 0.5, H * 0.86, W * 0.56, H * 0.9, W * 0.44, H * 0.94);
    ctx.stroke();
    ctx.lineWidth = H * 0.03;
    ctx.beginPath();
    ctx.moveTo(W * 0.44, H * 0.94);
    ctx.bezierCurveTo(W * 0.38, H * 0.96, W * 0.4, H * 0.98, W * 0.34, H * 1.01);
    ctx.stroke();
    // scrub and grasses
    for (let i = 0; i < 220; i++) {
      const x = rng.next() * W;
      const y = H * (0.8 + rng.next() * 0.2);
      ctx.fillStyle = css(mix([52, 56, 34], [96, 92, 52], rng.next()), 0.6);
      ctx.beginPath();
      ctx.ellipse(x, y, rng.range(3, 12), rng.range(2, 5), 0, 0, Math.PI * 2);
      ctx.fill();
    }
    // a clump of trees with a cottage on the right dune
    const tx = W * 0.78;
    const ty = H * 0.79;
    ctx.fillStyle = css([110, 70, 48]);
    ctx.fillRect(tx - 40, ty - 18, 44, 20);
    ctx.fillStyle = css([70, 44, 34]);
    ctx.beginPath();
    ctx.moveTo(tx - 46, ty - 16);
    ctx.lineTo(tx - 18, ty - 38);
    ctx.lineTo(tx + 10, ty - 16);
    ctx.fill();
    for (let i = 0; i < 60; i++) {
      const a = rng.next() * Math.PI;
      const r = rng.range(10, 70);
      ctx.fillStyle = css(mix([40, 46, 30], [86, 84, 50], rng.next() * rng.next()), 0.85);
      ctx.beginPath();
      ctx.ellipse(
        tx + 40 + Math.cos(a) * r * 1.2,
        ty - 40 - Math.sin(a) * r * 0.9,
        rng.range(8, 20),
        rng.range(6, 14),
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    // two small figures on the path
    for (const [fx, fy, c] of [
      [W * 0.5, H * 0.885, [150, 40, 30]],
      [W * 0.515, H * 0.89, [40, 40, 44]],
    ] as [number, number, RGB][]) {
      ctx.fillStyle = css(c);
      ctx.beginPath();
      ctx.ellipse(fx, fy, 5, 13, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = css([200, 170, 140]);
      ctx.beginPath();
      ctx.arc(fx, fy - 15, 3.5, 0, Math.PI * 2);
      ctx.fill();
    }
    // birds
    ctx.strokeStyle = css([50, 50, 52], 0.8);
    ctx.lineWidth = 1.6;
    for (let i = 0; i < 5; i++) {
      const bx = W * (0.5 + rng.next() * 0.2);
      const by = H * (0.3 + rng.next() * 0.15);
      ctx.beginPath();
      ctx.moveTo(bx - 6, by - 2);
      ctx.quadraticCurveTo(bx - 3, by - 5, bx, by);
      ctx.quadraticCurveTo(bx + 3, by - 5, bx + 6, by - 2);
      ctx.stroke();
    }
  },
};
