/** Extra views a collector wants: the painting framed on a gallery wall, and the back of the canvas. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type RGB, css, linear, mix, radial, scale } from './draw.ts';
import type { FrameKind, Prepared } from './painting.ts';
import { Raster, newCanvas } from './raster.ts';
import { Rng, fbm } from './rng.ts';
import { makeSupport } from './surface.ts';

interface FrameStyle {
  /** Width as a fraction of the painting's short side. */
  width: number;
  /** Profile from the outer edge (0) to the sight edge (1). */
  profile: [number, RGB][];
  ornament: 'beads' | 'ripple' | 'none';
}

const GOLD: RGB = [196, 156, 72];
const FRAMES: Record<Exclude<FrameKind, 'none'>, FrameStyle> = {
  gilt: {
    width: 0.16,
    ornament: 'beads',
    profile: [
      [0, [90, 64, 30]],
      [0.06, [226, 190, 110]],
      [0.2, [150, 110, 46]],
      [0.3, [240, 210, 130]],
      [0.45, GOLD],
      [0.55, [110, 78, 34]],
      [0.62, [236, 204, 120]],
      [0.8, [170, 130, 60]],
      [0.9, [230, 200, 124]],
      [1, [80, 58, 28]],
    ],
  },
  'dark-gilt': {
    width: 0.12,
    ornament: 'beads',
    profile: [
      [0, [50, 36, 20]],
      [0.15, [150, 116, 60]],
      [0.35, [90, 66, 34]],
      [0.55, [170, 136, 70]],
      [0.75, [70, 50, 26]],
      [0.88, [190, 156, 86]],
      [1, [40, 30, 18]],
    ],
  },
  ebony: {
    width: 0.13,
    ornament: 'ripple',
    profile: [
      [0, [10, 8, 8]],
      [0.2, [50, 46, 44]],
      [0.35, [14, 12, 12]],
      [0.6, [40, 36, 34]],
      [0.8, [12, 10, 10]],
      [0.92, [70, 64, 60]],
      [1, [8, 8, 8]],
    ],
  },
  oak: {
    width: 0.08,
    ornament: 'none',
    profile: [
      [0, [90, 66, 40]],
      [0.3, [150, 116, 76]],
      [0.7, [120, 90, 56]],
      [0.85, [170, 136, 90]],
      [1, [70, 50, 30]],
    ],
  },
};

/** Draws a moulded frame around (x,y,w,h); fw is the moulding width. */
export function drawFrame(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  fw: number,
  kind: Exclude<FrameKind, 'none'>,
  rng: Rng,
) {
  const st = FRAMES[kind];
  const sides: { poly: [number, number][]; g: [number, number, number, number]; light: number }[] = [
    {
      poly: [
        [x - fw, y - fw],
        [x + w + fw, y - fw],
        [x + w, y],
        [x, y],
      ],
      g: [0, y - fw, 0, y],
      light: 1.12,
    },
    {
      poly: [
        [x - fw, y - fw],
        [x, y],
        [x, y + h],
        [x - fw, y + h + fw],
      ],
      g: [x - fw, 0, x, 0],
      light: 1.0,
    },
    {
      poly: [
        [x + w + fw, y - fw],
        [x + w + fw, y + h + fw],
        [x + w, y + h],
        [x + w, y],
      ],
      g: [x + w + fw, 0, x + w, 0],
      light: 0.72,
    },
    {
      poly: [
        [x - fw, y + h + fw],
        [x, y + h],
        [x + w, y + h],
        [x + w + fw, y + h + fw],
      ],
      g: [0, y + h + fw, 0, y + h],
      light: 0.62,
    },
  ];
  for (const s of sides) {
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(s.poly[0]![0], s.poly[0]![1]);
    for (const p of s.poly.slice(1)) ctx.lineTo(p[0], p[1]);
    ctx.closePath();
    ctx.clip();
    const g = ctx.createLinearGradient(s.g[0], s.g[1], s.g[2], s.g[3]);
    for (const [o, c] of st.profile) g.addColorStop(o, css(scale(c, s.light)));
    ctx.fillStyle = g;
    ctx.fillRect(x - fw - 2, y - fw - 2, w + 2 * fw + 4, h + 2 * fw + 4);
    ctx.restore();
  }
  // mitre lines
  ctx.strokeStyle = css([0, 0, 0], 0.35);
  ctx.lineWidth = 1;
  for (const [a, b] of [
    [
      [x - fw, y - fw],
      [x, y],
    ],
    [
      [x + w + fw, y - fw],
      [x + w, y],
    ],
    [
      [x - fw, y + h + fw],
      [x, y + h],
    ],
    [
      [x + w + fw, y + h + fw],
      [x + w, y + h],
    ],
  ] as [[number, number], [number, number]][]) {
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  // ornament along the moulding
  if (st.ornament === 'beads') {
    const k = 0.68;
    const r = fw * 0.045;
    const ring = (ox: number, oy: number, ow: number, oh: number) => {
      const per = 2 * (ow + oh);
      const n = Math.floor(per / (r * 2.6));
      for (let i = 0; i < n; i++) {
        let d = (i / n) * per;
        let px: number;
        let py: number;
        if (d < ow) [px, py] = [ox + d, oy];
        else if ((d -= ow) < oh) [px, py] = [ox + ow, oy + d];
        else if ((d -= oh) < ow) [px, py] = [ox + ow - d, oy + oh];
        else [px, py] = [ox, oy + oh - (d - ow)];
        ctx.fillStyle = radial(ctx, px - r * 0.3, py - r * 0.3, 0, px, py, r, [
          [0, [255, 236, 170]],
          [0.6, [190, 150, 70]],
          [1, [80, 56, 24]],
        ]);
        ctx.beginPath();
        ctx.arc(px, py, r, 0, Math.PI * 2);
        ctx.fill();
      }
    };
    ring(x - fw * (1 - k), y - fw * (1 - k), w + 2 * fw * (1 - k), h + 2 * fw * (1 - k));
    // leaf ornament on the outer torus
    const lk = 0.28;
    const ox = x - fw * (1 - lk);
    const oy = y - fw * (1 - lk);
    const ow = w + 2 * fw * (1 - lk);
    const oh = h + 2 * fw * (1 - lk);
    const per = 2 * (ow + oh);
    const n = Math.floor(per / (fw * 0.22));
    for (let i = 0; i < n; i++) {
      let d = (i / n) * per;
      let px: number;
      let py: number;
      let ang: number;
      if (d < ow) [px, py, ang] = [ox + d, oy, 0];
      else if ((d -= ow) < oh) [px, py, ang] = [ox + ow, oy + d, Math.PI / 2];
      else if ((d -= oh) < ow) [px, py, ang] = [ox + ow - d, oy + oh, Math.PI];
      else [px, py, ang] = [ox, oy + oh - (d - ow), -Math.PI / 2];
      ctx.save();
      ctx.translate(px, py);
      ctx.rotate(ang + 0.5);
      ctx.fillStyle = linear(ctx, -fw * 0.1, -fw * 0.05, fw * 0.1, fw * 0.05, [
        [0, [250, 226, 150], 0.8],
        [1, [90, 64, 28], 0.8],
      ]);
      ctx.beginPath();
      ctx.ellipse(0, 0, fw * 0.1, fw * 0.045, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  } else if (st.ornament === 'ripple') {
    // Dutch ripple moulding: fine parallel waves catching the light
    for (let band = 0; band < 2; band++) {
      const k = band ? 0.3 : 0.75;
      const ox = x - fw * (1 - k);
      const oy = y - fw * (1 - k);
      const ow = w + 2 * fw * (1 - k);
      const oh = h + 2 * fw * (1 - k);
      ctx.strokeStyle = css([120, 114, 108], 0.55);
      ctx.lineWidth = 1.2;
      const step = Math.max(3, fw * 0.04);
      for (let d = 0; d < ow; d += step) {
        ctx.beginPath();
        ctx.moveTo(ox + d, oy - fw * 0.06);
        ctx.lineTo(ox + d + step * 0.5, oy + fw * 0.06);
        ctx.moveTo(ox + d, oy + oh - fw * 0.06);
        ctx.lineTo(ox + d + step * 0.5, oy + oh + fw * 0.06);
        ctx.stroke();
      }
      for (let d = 0; d < oh; d += step) {
        ctx.beginPath();
        ctx.moveTo(ox - fw * 0.06, oy + d);
        ctx.lineTo(ox + fw * 0.06, oy + d + step * 0.5);
        ctx.moveTo(ox + ow - fw * 0.06, oy + d);
        ctx.lineTo(ox + ow + fw * 0.06, oy + d + step * 0.5);
        ctx.stroke();
      }
    }
  }
  // wear: rubbed gilding and dust
  for (let i = 0; i < 400; i++) {
    const side = rng.int(0, 3);
    const t = rng.next();
    const dd = rng.next() * fw;
    const px =
      side === 0
        ? x - fw + t * (w + 2 * fw)
        : side === 1
          ? x + w + fw - dd
          : side === 2
            ? x - fw + t * (w + 2 * fw)
            : x - fw + dd;
    const py = side === 0 ? y - fw + dd : side === 2 ? y + h + fw - dd : y - fw + t * (h + 2 * fw);
    ctx.fillStyle = css(kind === 'gilt' || kind === 'dark-gilt' ? [120, 50, 30] : [0, 0, 0], 0.15);
    ctx.beginPath();
    ctx.arc(px, py, rng.range(0.5, 2.5), 0, Math.PI * 2);
    ctx.fill();
  }
  // inner shadow cast by the frame onto the painting
  ctx.fillStyle = linear(ctx, 0, y, 0, y + fw * 0.25, [
    [0, [0, 0, 0], 0.45],
    [1, [0, 0, 0], 0],
  ]);
  ctx.fillRect(x, y, w, fw * 0.25);
  ctx.fillStyle = linear(ctx, x, 0, x + fw * 0.18, 0, [
    [0, [0, 0, 0], 0.35],
    [1, [0, 0, 0], 0],
  ]);
  ctx.fillRect(x, y, fw * 0.18, h);
}

function wallTexture(ctx: SKRSContext2D, W: number, H: number, wall: RGB, seed: number) {
  const { canvas, ctx: c } = newCanvas(W / 4, H / 4);
  const img = c.createImageData(W / 4, H / 4);
  for (let y = 0; y < H / 4; y++) {
    for (let x = 0; x < W / 4; x++) {
      const n = fbm(x / 30, y / 30, 4, seed) - 0.5;
      const j = (y * (W / 4) + x) * 4;
      img.data[j] = wall[0] * (1 + n * 0.05);
      img.data[j + 1] = wall[1] * (1 + n * 0.05);
      img.data[j + 2] = wall[2] * (1 + n * 0.05);
      img.data[j + 3] = 255;
    }
  }
  c.putImageData(img, 0, 0);
  ctx.drawImage(canvas, 0, 0, W, H);
}

export function renderWall(p: Prepared): Raster {
  const portrait = p.H > p.W;
  const W = portrait ? 1200 : 1600;
  const H = portrait ? 1600 : 1200;
  const { canvas, ctx } = newCanvas(W, H);
  const rng = new Rng(`${p.def.slug}/wall`);
  const wall: RGB = (p.def.wall ?? [0.86, 0.85, 0.82]).map((v) => v * 255) as RGB;
  wallTexture(ctx, W, H, wall, 5);
  const floorY = H * 0.86;
  // picture lighting: a warm pool of light from a ceiling spot
  const frame = p.def.frame;
  const st = frame === 'none' ? null : FRAMES[frame];
  const maxW = W * (portrait ? 0.56 : 0.5);
  const maxH = H * (portrait ? 0.5 : 0.52);
  const k = Math.min(maxW / p.W, maxH / p.H);
  const pw = p.W * k;
  const ph = p.H * k;
  const fw = st ? Math.min(pw, ph) * st.width : 0;
  const px = (W - pw) / 2;
  const py = floorY * 0.47 - ph / 2;
  ctx.fillStyle = radial(ctx, W / 2, py - H * 0.1, 0, W / 2, py + ph * 0.4, Math.max(pw, ph) * 1.3, [
    [0, [255, 244, 220], 0.35],
    [1, [255, 244, 220], 0],
  ]);
  ctx.fillRect(0, 0, W, floorY);
  ctx.fillStyle = linear(ctx, 0, 0, 0, floorY, [
    [0, [0, 0, 0], 0.25],
    [0.5, [0, 0, 0], 0],
    [1, [0, 0, 0], 0.12],
  ]);
  ctx.fillRect(0, 0, W, floorY);
  // floor and skirting board
  ctx.fillStyle = linear(ctx, 0, floorY, 0, H, [
    [0, [120, 90, 62]],
    [1, [70, 50, 34]],
  ]);
  ctx.fillRect(0, floorY, W, H - floorY);
  ctx.strokeStyle = css([50, 34, 22], 0.5);
  ctx.lineWidth = 1;
  for (let i = 0; i < 12; i++) {
    const y = floorY + (H - floorY) * Math.pow(i / 12, 1.6);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }
  ctx.fillStyle = css(mix(wall, [255, 255, 255], 0.3));
  ctx.fillRect(0, floorY - H * 0.025, W, H * 0.025);
  ctx.fillStyle = css([0, 0, 0], 0.15);
  ctx.fillRect(0, floorY - 2, W, 2);
  // soft shadow under the framed painting
  ctx.save();
  ctx.filter = `blur(${Math.round(fw * 0.3 + 14)}px)`;
  ctx.fillStyle = css([0, 0, 0], 0.45);
  ctx.fillRect(px - fw + 8, py - fw + 22, pw + 2 * fw, ph + 2 * fw);
  ctx.restore();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(p.main.resample(0, 0, p.W, p.H, Math.round(pw), Math.round(ph)).toCanvas(), px, py, pw, ph);
  if (st && frame !== 'none') drawFrame(ctx, px, py, pw, ph, fw, frame, rng);
  else {
    // unframed canvas: the side of the stretcher shows as a thin edge
    ctx.fillStyle = css([0, 0, 0], 0.25);
    ctx.fillRect(px + pw, py + 3, 5, ph);
  }
  // wall label
  const lx = px + pw + fw + W * 0.05;
  const ly = py + ph * 0.75;
  if (lx + W * 0.09 < W) {
    ctx.fillStyle = css([0, 0, 0], 0.2);
    ctx.fillRect(lx + 3, ly + 4, W * 0.085, H * 0.05);
    ctx.fillStyle = css([244, 242, 236]);
    ctx.fillRect(lx, ly, W * 0.085, H * 0.05);
    ctx.fillStyle = css([60, 60, 60]);
    for (let i = 0; i < 4; i++)
      ctx.fillRect(lx + W * 0.008, ly + H * (0.01 + i * 0.01), W * (i === 0 ? 0.06 : 0.045 - i * 0.005), H * 0.003);
  }
  return Raster.fromCanvas(canvas);
}

export function renderBack(p: Prepared): Raster {
  const { W, H } = p;
  const { canvas, ctx } = newCanvas(W, H);
  const rng = new Rng(`${p.def.slug}/back`);
  const old = (p.look.finish.varnish ?? 0) > 0.3;
  // dark felt table around
  ctx.fillStyle = css([46, 46, 50]);
  ctx.fillRect(0, 0, W, H);
  const m = Math.min(W, H) * 0.05;
  const bw = W - 2 * m;
  const bh = H - 2 * m;
  const cardboard = p.look.support === 'cardboard';
  const sup = makeSupport(
    Math.round(bw),
    Math.round(bh),
    { x0: 0, y0: 0, scale: (bw / p.W) * 3.2, cmPerRef: p.cmPerRef, refW: p.W, refH: p.H },
    {
      kind: cardboard ? 'cardboard' : 'linen',
      color: cardboard ? [0.56, 0.46, 0.34] : old ? [0.58, 0.48, 0.36] : [0.78, 0.7, 0.56],
      threadsPerCm: cardboard ? undefined : 11,
      seed: 77,
    },
  );
  ctx.save();
  ctx.filter = 'blur(12px)';
  ctx.fillStyle = css([0, 0, 0], 0.6);
  ctx.fillRect(m + 6, m + 10, bw, bh);
  ctx.restore();
  ctx.drawImage(sup.img.toCanvas(), m, m);
  // age stains and foxing on the back
  for (let i = 0; i < (old ? 14 : 5); i++) {
    const x = m + rng.next() * bw;
    const y = m + rng.next() * bh;
    const r = Math.min(bw, bh) * rng.range(0.03, 0.12);
    ctx.fillStyle = radial(ctx, x, y, 0, x, y, r, [
      [0, [90, 60, 30], old ? 0.18 : 0.1],
      [0.8, [90, 60, 30], old ? 0.08 : 0.04],
      [1, [90, 60, 30], 0],
    ]);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  const sb = Math.min(bw, bh) * 0.075;
  if (!cardboard) {
    // stretcher bars with a centre cross-bar on big canvases, keys in the corners
    const wood: RGB = old ? [120, 88, 56] : [196, 164, 116];
    const bar = (x: number, y: number, w: number, h: number) => {
      ctx.fillStyle = linear(ctx, x, y, x + (w > h ? 0 : w), y + (w > h ? h : 0), [
        [0, mix(wood, [255, 240, 210], 0.15)],
        [0.5, wood],
        [1, scale(wood, 0.7)],
      ]);
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = css(scale(wood, 0.6), 0.35);
      ctx.lineWidth = 1;
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        if (w > h) {
          const yy = y + h * rng.next();
          ctx.moveTo(x, yy);
          ctx.bezierCurveTo(x + w * 0.3, yy + rng.range(-3, 3), x + w * 0.6, yy + rng.range(-3, 3), x + w, yy);
        } else {
          const xx = x + w * rng.next();
          ctx.moveTo(xx, y);
          ctx.bezierCurveTo(xx + rng.range(-3, 3), y + h * 0.3, xx + rng.range(-3, 3), y + h * 0.6, xx, y + h);
        }
        ctx.stroke();
      }
      ctx.strokeStyle = css([0, 0, 0], 0.35);
      ctx.strokeRect(x, y, w, h);
    };
    bar(m, m, bw, sb);
    bar(m, m + bh - sb, bw, sb);
    bar(m, m, sb, bh);
    bar(m + bw - sb, m, sb, bh);
    if (p.def.wCm >= 80) bar(m + bw / 2 - sb / 2, m + sb, sb, bh - 2 * sb);
    if (p.def.hCm >= 100) bar(m + sb, m + bh / 2 - sb / 2, bw - 2 * sb, sb);
    for (const [cx, cy, a] of [
      [m + sb, m + sb, 0],
      [m + bw - sb, m + sb, Math.PI / 2],
      [m + bw - sb, m + bh - sb, Math.PI],
      [m + sb, m + bh - sb, -Math.PI / 2],
    ] as [number, number, number][]) {
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(a);
      for (const flip of [0, 1]) {
        ctx.fillStyle = css(scale(wood, 0.85));
        ctx.beginPath();
        if (flip) {
          ctx.moveTo(sb * 0.1, sb * 0.3);
          ctx.lineTo(sb * 0.9, sb * 0.3);
          ctx.lineTo(sb * 0.1, sb * 0.7);
        } else {
          ctx.moveTo(sb * 0.3, sb * 0.1);
          ctx.lineTo(sb * 0.3, sb * 0.9);
          ctx.lineTo(sb * 0.7, sb * 0.1);
        }
        ctx.fill();
        ctx.strokeStyle = css([0, 0, 0], 0.4);
        ctx.stroke();
      }
      ctx.restore();
    }
    // tacks along the turned-over edge
    ctx.fillStyle = css([50, 44, 40]);
    const step = sb * 1.4;
    for (let x = m + sb; x < m + bw - sb; x += step) {
      for (const y of [m + sb * 0.25, m + bh - sb * 0.25]) {
        ctx.beginPath();
        ctx.arc(x + rng.range(-2, 2), y, sb * 0.06, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    for (let y = m + sb; y < m + bh - sb; y += step) {
      for (const x of [m + sb * 0.25, m + bw - sb * 0.25]) {
        ctx.beginPath();
        ctx.arc(x, y + rng.range(-2, 2), sb * 0.06, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  // labels, stamps and inscriptions
  const labels = p.def.backLabels ?? ['Collection', 'No. 1'];
  const lw = bw * 0.24;
  const lh = lw * 0.5;
  const spots: [number, number][] = [
    [m + bw * 0.2, m + bh * 0.3],
    [m + bw * 0.58, m + bh * 0.58],
  ];
  labels.slice(0, 2).forEach((text, i) => {
    const [lx, ly] = spots[i]!;
    ctx.save();
    ctx.translate(lx, ly);
    ctx.rotate(rng.range(-0.05, 0.05));
    ctx.fillStyle = css(old ? [214, 200, 166] : [236, 230, 212]);
    ctx.fillRect(0, 0, lw, lh);
    ctx.strokeStyle = css([120, 100, 70], 0.6);
    ctx.lineWidth = 2;
    ctx.strokeRect(lw * 0.04, lh * 0.08, lw * 0.92, lh * 0.84);
    ctx.fillStyle = css([50, 40, 34]);
    ctx.font = `${Math.round(lh * 0.16)}px "DejaVu Serif"`;
    ctx.fillText(text, lw * 0.08, lh * 0.32, lw * 0.84);
    ctx.font = `${Math.round(lh * 0.12)}px "DejaVu Sans"`;
    ctx.fillText(
      i === 0 ? `${p.def.wCm} × ${p.def.hCm} cm` : 'Inv. Nr. ' + (1000 + ((p.def.slug.length * 37) % 900)),
      lw * 0.08,
      lh * 0.55,
      lw * 0.84,
    );
    ctx.fillStyle = css([120, 110, 96], 0.6);
    ctx.fillRect(lw * 0.08, lh * 0.68, lw * 0.6, 2);
    ctx.fillRect(lw * 0.08, lh * 0.78, lw * 0.45, 2);
    ctx.restore();
  });
  // round ink stamp
  const sx = m + bw * 0.72;
  const sy = m + bh * 0.28;
  ctx.strokeStyle = css([70, 60, 140], 0.6);
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(sx, sy, lw * 0.22, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(sx, sy, lw * 0.16, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = css([70, 60, 140], 0.6);
  ctx.font = `${Math.round(lw * 0.06)}px "DejaVu Sans"`;
  ctx.fillText('ZOLL', sx - lw * 0.06, sy + lw * 0.02);
  // chalk or pencil inscription
  const insc = labels[2] ?? '';
  if (insc) {
    ctx.save();
    ctx.translate(m + bw * 0.15, m + bh * 0.78);
    ctx.rotate(-0.04);
    ctx.fillStyle = css(cardboard ? [60, 56, 54] : [236, 236, 230], cardboard ? 0.7 : 0.8);
    ctx.font = `italic ${Math.round(lw * 0.13)}px "DejaVu Serif"`;
    ctx.fillText(insc, 0, 0);
    ctx.restore();
  }
  // red wax seal
  ctx.fillStyle = radial(ctx, m + bw * 0.85 - 3, m + bh * 0.8 - 3, 0, m + bw * 0.85, m + bh * 0.8, lw * 0.08, [
    [0, [200, 60, 50]],
    [1, [110, 20, 20]],
  ]);
  ctx.beginPath();
  ctx.arc(m + bw * 0.85, m + bh * 0.8, lw * 0.08, 0, Math.PI * 2);
  ctx.fill();
  const out = Raster.fromCanvas(canvas);
  // a little photographic grain
  const g = new Rng(3);
  for (let i = 0; i < out.r.length; i++) {
    const n = (g.next() - 0.5) * 0.02;
    out.r[i] += n;
    out.g[i] += n;
    out.b[i] += n;
  }
  return out;
}
