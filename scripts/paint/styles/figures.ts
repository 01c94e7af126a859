/** Heads and busts drawn with canvas primitives, shaded for a light from the upper left. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type RGB, css, mix, radial, linear, scale, smoothClosed } from '../lib/draw.ts';
import { Rng } from '../lib/rng.ts';

export interface HeadOpts {
  x: number;
  y: number;
  /** Distance from the eyes' line to the chin ≈ h/2; the face (hairline to chin) is about h. */
  h: number;
  /** −1..1: positive turns the face towards the right of the picture. */
  turn: number;
  tilt?: number;
  skin: RGB;
  /** Colour of the shadow side (defaults to a darker warm skin). */
  shadow?: RGB;
  /** Strength of the shadow side 0..1. */
  shadowAmt?: number;
  hair: RGB;
  hairStyle: 'cap' | 'short' | 'long' | 'bun' | 'bob' | 'bald' | 'wavy' | 'cropped' | 'curls';
  beard?: 'none' | 'goatee' | 'full' | 'stubble';
  eyes?: RGB;
  lips?: RGB;
  /** Dark contour lines around features (expressionist). */
  outline?: RGB | null;
  outlineW?: number;
  /** Reduce modelling to a few flat planes. */
  flat?: boolean;
  age?: number;
  seed?: number;
  /** Gaze offset −1..1. */
  gaze?: number;
  capColor?: RGB;
  glasses?: boolean;
}

type P = [number, number];

/** Face outline in head units: chin at y=1, top of the skull at y≈-1.25. */
function faceOutline(turn: number): P[] {
  const pts: P[] = [];
  const n = 40;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    let y = -Math.cos(a) * 1.16 - 0.1;
    let x = Math.sin(a) * 0.68;
    if (y > 0.1) {
      const t = Math.min(1, (y - 0.1) / 0.96);
      x *= 1 - 0.42 * Math.pow(t, 2);
    }
    if (y > 0.95) y = 0.95 + (y - 0.95) * 0.6;
    // three-quarter view: the far side is foreshortened, the near side swells
    const side = Math.sign(x);
    if (side === Math.sign(turn)) x *= 1 - Math.abs(turn) * 0.22;
    else x *= 1 + Math.abs(turn) * 0.08;
    x += turn * 0.06 * (1 - Math.min(1, Math.abs(y)));
    pts.push([x, y + 0.02]);
  }
  return pts;
}

export function drawHead(ctx: SKRSContext2D, o: HeadOpts): void {
  const rng = new Rng(o.seed ?? 7);
  const u = o.h / 2;
  const t = o.turn;
  const skin = o.skin;
  const shadow = o.shadow ?? mix(scale(skin, 0.55), [90, 50, 40], 0.25);
  const shAmt = o.shadowAmt ?? 0.75;
  const lips = o.lips ?? mix(skin, [170, 70, 60], 0.45);
  const eyeC = o.eyes ?? [70, 52, 36];
  const out = o.outline ?? null;
  const ow = (o.outlineW ?? 0.035) * 1;
  ctx.save();
  ctx.translate(o.x, o.y);
  ctx.rotate(o.tilt ?? 0);
  ctx.scale(u, u);

  const cx = t * 0.3; // centre line of the features
  const face = faceOutline(t);

  // hair behind the head
  drawHairBack(ctx, o, rng);

  // ear on the side we see more of
  const earSide = t >= 0 ? -1 : 1;
  if (Math.abs(t) > 0.08 && o.hairStyle !== 'long' && o.hairStyle !== 'cap') {
    const ex = earSide * (0.74 - Math.abs(t) * 0.05) + t * 0.04;
    ctx.fillStyle = css(mix(skin, shadow, 0.35));
    ctx.beginPath();
    ctx.ellipse(ex, 0.12, 0.1, 0.2, earSide * 0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css(shadow, 0.7);
    ctx.lineWidth = 0.025;
    ctx.beginPath();
    ctx.ellipse(ex + earSide * 0.01, 0.12, 0.05, 0.12, earSide * 0.15, -1.2, 1.8);
    ctx.stroke();
  }

  // face
  smoothClosed(ctx, face);
  ctx.fillStyle = css(skin);
  ctx.fill();
  ctx.save();
  smoothClosed(ctx, face);
  ctx.clip();
  if (o.flat) {
    // two or three flat planes
    ctx.fillStyle = css(shadow, shAmt);
    ctx.beginPath();
    ctx.moveTo(cx + 0.12, -1.4);
    ctx.bezierCurveTo(cx + 0.05, -0.4, cx + 0.28, 0.1, cx + 0.12, 0.45);
    ctx.bezierCurveTo(cx + 0.05, 0.7, cx + 0.2, 0.9, cx + 0.1, 1.2);
    ctx.lineTo(2, 1.2);
    ctx.lineTo(2, -1.4);
    ctx.fill();
  } else {
    // the face is modelled from shadow up into a soft light from the upper left
    ctx.fillStyle = css(mix(skin, shadow, 0.8 * shAmt));
    ctx.fillRect(-2, -2, 4, 4);
    ctx.save();
    ctx.scale(1, 1.35);
    ctx.fillStyle = radial(ctx, cx - 0.3, -0.12, 0.05, cx - 0.12, -0.05, 0.95, [
      [0, mix(skin, [255, 244, 226], 0.18)],
      [0.45, skin],
      [0.75, mix(skin, shadow, 0.45 * shAmt)],
      [1, mix(skin, shadow, 0.8 * shAmt), 0],
    ]);
    ctx.fillRect(-2, -2, 4, 4);
    ctx.restore();
    // the shadow side: a soft-edged plane turning away from the light
    ctx.save();
    ctx.filter = `blur(${Math.max(1, u * 0.07).toFixed(1)}px)`;
    ctx.fillStyle = css(shadow, 0.7 * shAmt);
    ctx.beginPath();
    ctx.moveTo(cx + 0.08, -1.5);
    ctx.bezierCurveTo(cx + 0.22, -0.9, cx + 0.36, -0.45, cx + 0.3, -0.1);
    ctx.bezierCurveTo(cx + 0.22, 0.2, cx + 0.36, 0.45, cx + 0.24, 0.75);
    ctx.bezierCurveTo(cx + 0.2, 0.95, cx + 0.1, 1.05, cx, 1.2);
    ctx.lineTo(2, 1.3);
    ctx.lineTo(2, -1.5);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
    // reflected light at the far edge
    ctx.fillStyle = linear(ctx, cx + 0.45, 0, cx + 0.85, 0, [
      [0, shadow, 0],
      [1, mix(shadow, skin, 0.35), 0.5],
    ]);
    ctx.fillRect(-2, -2, 4, 4);
    // top light on forehead, shadow under the jaw
    ctx.fillStyle = radial(ctx, cx - 0.2, -0.55, 0, cx - 0.2, -0.55, 0.6, [
      [0, [255, 244, 228], 0.28],
      [1, [255, 244, 228], 0],
    ]);
    ctx.fillRect(-2, -2, 4, 4);
    ctx.fillStyle = linear(ctx, 0, 0.55, 0, 1.05, [
      [0, shadow, 0],
      [1, shadow, 0.45 * shAmt],
    ]);
    ctx.fillRect(-2, -2, 4, 4);
    // cheeks
    for (const s of [-1, 1]) {
      const chx = cx + s * 0.4 - (s === Math.sign(t) ? t * 0.1 : 0);
      ctx.fillStyle = radial(ctx, chx, 0.3, 0, chx, 0.3, 0.3, [
        [0, [200, 90, 80], 0.16],
        [1, [200, 90, 80], 0],
      ]);
      ctx.fillRect(-2, -2, 4, 4);
    }
    // eye sockets
    for (const s of [-1, 1]) {
      const ex = cx + s * 0.3 * (1 - s * t * 0.3);
      ctx.fillStyle = radial(ctx, ex, -0.05, 0, ex, -0.05, 0.26, [
        [0, shadow, 0.8 * shAmt],
        [1, shadow, 0],
      ]);
      ctx.fillRect(-2, -2, 4, 4);
    }
    if (o.age && o.age > 0) {
      ctx.strokeStyle = css(shadow, 0.35 * o.age);
      ctx.lineWidth = 0.02;
      for (const s of [-1, 1]) {
        const mx = cx + s * 0.28;
        ctx.beginPath();
        ctx.moveTo(cx + s * 0.14, 0.32);
        ctx.quadraticCurveTo(mx, 0.5, mx - s * 0.02, 0.68);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(cx - 0.2, -0.42);
      ctx.quadraticCurveTo(cx, -0.45, cx + 0.2, -0.42);
      ctx.stroke();
    }
  }
  ctx.restore();

  // eyes
  const gaze = o.gaze ?? t * 0.3;
  for (const s of [-1, 1]) {
    const far = s === Math.sign(t) && t !== 0;
    const k = far ? 1 - Math.abs(t) * 0.35 : 1;
    const ex = cx + s * 0.3 * (1 - s * t * 0.3);
    const ey = -0.03;
    const ew = 0.19 * k;
    const eh = 0.075;
    // brow
    ctx.strokeStyle = css(mix(o.hair, shadow, 0.3), 0.85);
    ctx.lineWidth = 0.055;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(ex - s * ew * 0.1 - ew * 0.6 * s * -1, ey - 0.17);
    ctx.quadraticCurveTo(ex, ey - 0.23 - (o.flat ? 0.02 : 0), ex + s * ew * 1.05, ey - 0.16);
    ctx.stroke();
    // almond
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(ex - ew, ey);
    ctx.quadraticCurveTo(ex, ey - eh * 1.9, ex + ew, ey);
    ctx.quadraticCurveTo(ex, ey + eh * 1.3, ex - ew, ey);
    ctx.closePath();
    ctx.fillStyle = css(mix([232, 222, 205], skin, 0.35));
    ctx.fill();
    ctx.clip();
    const ix = ex + gaze * ew * 0.35;
    ctx.fillStyle = css(eyeC);
    ctx.beginPath();
    ctx.arc(ix, ey - eh * 0.1, eh * 1.05, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = css([18, 12, 10]);
    ctx.beginPath();
    ctx.arc(ix, ey - eh * 0.1, eh * 0.45, 0, Math.PI * 2);
    ctx.fill();
    // upper lid shadow on the eyeball
    ctx.fillStyle = css(shadow, 0.45);
    ctx.fillRect(ex - ew, ey - eh * 2, ew * 2, eh * 1.1);
    ctx.restore();
    ctx.fillStyle = css([255, 250, 240], 0.9);
    ctx.beginPath();
    ctx.arc(ix - eh * 0.35, ey - eh * 0.45, eh * 0.2, 0, Math.PI * 2);
    ctx.fill();
    // lids
    ctx.strokeStyle = css(out ?? [40, 24, 18], 0.9);
    ctx.lineWidth = 0.03;
    ctx.beginPath();
    ctx.moveTo(ex - ew * 1.05, ey + 0.005);
    ctx.quadraticCurveTo(ex, ey - eh * 1.95, ex + ew * 1.05, ey + 0.005);
    ctx.stroke();
    ctx.strokeStyle = css(shadow, 0.55);
    ctx.lineWidth = 0.018;
    ctx.beginPath();
    ctx.moveTo(ex - ew * 0.9, ey - eh * 1.2);
    ctx.quadraticCurveTo(ex, ey - eh * 2.9, ex + ew * 0.95, ey - eh * 1.1);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(ex - ew * 0.8, ey + eh * 0.6);
    ctx.quadraticCurveTo(ex, ey + eh * 1.5, ex + ew * 0.9, ey + eh * 0.3);
    ctx.stroke();
  }

  // nose
  const nx = t * 0.42;
  const ns = t >= 0 ? 1 : -1; // side of the nose turned away
  ctx.fillStyle = css(shadow, 0.55 * shAmt);
  ctx.beginPath();
  ctx.moveTo(nx + 0.02, -0.05);
  ctx.quadraticCurveTo(nx + 0.1, 0.2, nx + 0.13, 0.36);
  ctx.quadraticCurveTo(nx + 0.05, 0.42, nx - 0.02, 0.4);
  ctx.quadraticCurveTo(nx + 0.04, 0.2, nx + 0.02, -0.05);
  ctx.fill();
  if (!o.flat) {
    ctx.strokeStyle = css(mix(skin, [255, 245, 230], 0.5), 0.5);
    ctx.lineWidth = 0.04;
    ctx.beginPath();
    ctx.moveTo(nx - 0.04, -0.02);
    ctx.quadraticCurveTo(nx - 0.03, 0.2, nx - 0.03, 0.33);
    ctx.stroke();
  }
  // under the nose
  ctx.fillStyle = css(mix(shadow, [60, 30, 25], 0.3), 0.7);
  ctx.beginPath();
  ctx.ellipse(nx - 0.04, 0.41, 0.13, 0.035, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([60, 30, 26], 0.75);
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(nx - 0.03 + s * 0.07 * (1 - s * ns * 0.3), 0.395, 0.035, 0.018, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = css(out ?? shadow, out ? 0.9 : 0.6);
  ctx.lineWidth = out ? ow : 0.022;
  ctx.beginPath();
  ctx.moveTo(nx + 0.02, -0.08);
  ctx.quadraticCurveTo(nx + 0.12 * ns, 0.2, nx + 0.13 * ns + 0.02, 0.34);
  ctx.quadraticCurveTo(nx + 0.09 * ns, 0.42, nx + 0.02 * ns, 0.4);
  ctx.stroke();

  // mouth
  const mx = t * 0.32;
  const mw = 0.22 * (1 - Math.abs(t) * 0.15);
  const my = 0.6;
  ctx.fillStyle = css(mix(lips, shadow, 0.35));
  ctx.beginPath();
  ctx.moveTo(mx - mw, my);
  ctx.quadraticCurveTo(mx - mw * 0.4, my - 0.075, mx, my - 0.045);
  ctx.quadraticCurveTo(mx + mw * 0.4, my - 0.075, mx + mw, my);
  ctx.quadraticCurveTo(mx, my + 0.01, mx - mw, my);
  ctx.fill();
  ctx.fillStyle = css(lips);
  ctx.beginPath();
  ctx.moveTo(mx - mw * 0.9, my + 0.005);
  ctx.quadraticCurveTo(mx, my + 0.12, mx + mw * 0.9, my + 0.005);
  ctx.quadraticCurveTo(mx, my + 0.02, mx - mw * 0.9, my + 0.005);
  ctx.fill();
  ctx.strokeStyle = css([70, 30, 28], 0.85);
  ctx.lineWidth = 0.02;
  ctx.beginPath();
  ctx.moveTo(mx - mw * 1.02, my - 0.005);
  ctx.quadraticCurveTo(mx, my + 0.02, mx + mw * 1.02, my - 0.005);
  ctx.stroke();
  ctx.fillStyle = css(shadow, 0.4);
  ctx.beginPath();
  ctx.ellipse(mx, my + 0.2, 0.14, 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  if (!o.flat) {
    ctx.fillStyle = css([255, 235, 220], 0.3);
    ctx.beginPath();
    ctx.ellipse(mx - 0.03, my + 0.06, 0.07, 0.02, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  // beard
  if (o.beard && o.beard !== 'none') drawBeard(ctx, o, cx, mx, my, shadow);

  // contour
  if (out) {
    ctx.strokeStyle = css(out);
    ctx.lineWidth = ow * 1.4;
    smoothClosed(ctx, face);
    ctx.stroke();
  }

  drawHairFront(ctx, o, rng, shadow);
  if (o.glasses) {
    ctx.strokeStyle = css([30, 26, 24], 0.9);
    ctx.lineWidth = 0.03;
    for (const s of [-1, 1]) {
      const ex = cx + s * 0.3 * (1 - s * t * 0.3);
      ctx.beginPath();
      ctx.ellipse(ex, -0.02, 0.21, 0.15, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.moveTo(cx - 0.09, -0.05);
    ctx.quadraticCurveTo(cx, -0.1, cx + 0.09, -0.05);
    ctx.stroke();
  }
  ctx.restore();
}

function drawBeard(ctx: SKRSContext2D, o: HeadOpts, cx: number, mx: number, my: number, _shadow: RGB) {
  const c = o.hair;
  if (o.beard === 'stubble') {
    ctx.fillStyle = css(mix(c, o.skin, 0.5), 0.35);
    ctx.beginPath();
    ctx.moveTo(cx - 0.62, 0.3);
    ctx.quadraticCurveTo(cx - 0.5, 1.05, cx, 1.02);
    ctx.quadraticCurveTo(cx + 0.5, 1.05, cx + 0.62, 0.3);
    ctx.quadraticCurveTo(cx, 0.75, cx - 0.62, 0.3);
    ctx.fill();
    return;
  }
  // moustache
  ctx.fillStyle = css(c, 0.95);
  ctx.beginPath();
  ctx.moveTo(mx - 0.27, my + 0.02);
  ctx.quadraticCurveTo(mx - 0.2, my - 0.15, mx, my - 0.1);
  ctx.quadraticCurveTo(mx + 0.2, my - 0.15, mx + 0.27, my + 0.02);
  ctx.quadraticCurveTo(mx + 0.15, my - 0.05, mx, my - 0.04);
  ctx.quadraticCurveTo(mx - 0.15, my - 0.05, mx - 0.27, my + 0.02);
  ctx.fill();
  if (o.beard === 'goatee') {
    ctx.beginPath();
    ctx.moveTo(mx - 0.1, my + 0.14);
    ctx.quadraticCurveTo(mx, my + 0.12, mx + 0.1, my + 0.14);
    ctx.quadraticCurveTo(mx + 0.06, my + 0.45, mx, my + 0.58);
    ctx.quadraticCurveTo(mx - 0.06, my + 0.45, mx - 0.1, my + 0.14);
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(cx - 0.7, 0.1);
    ctx.quadraticCurveTo(cx - 0.6, 0.9, mx, 1.18);
    ctx.quadraticCurveTo(cx + 0.6, 0.9, cx + 0.7, 0.1);
    ctx.quadraticCurveTo(cx + 0.55, 0.55, mx + 0.2, my + 0.12);
    ctx.quadraticCurveTo(mx, my + 0.2, mx - 0.2, my + 0.12);
    ctx.quadraticCurveTo(cx - 0.55, 0.55, cx - 0.7, 0.1);
    ctx.fill();
  }
  ctx.strokeStyle = css(mix(c, [255, 240, 220], 0.25), 0.35);
  ctx.lineWidth = 0.012;
  for (let i = 0; i < 30; i++) {
    const x = mx + (i / 30 - 0.5) * 0.9;
    ctx.beginPath();
    ctx.moveTo(x, my + 0.15);
    ctx.lineTo(x + (mx - x) * 0.15, my + 0.15 + 0.25);
    ctx.stroke();
  }
}

function hairShade(ctx: SKRSContext2D, c: RGB) {
  return linear(ctx, -0.9, -1.2, 0.9, 0.4, [
    [0, mix(c, [255, 240, 210], 0.25)],
    [0.5, c],
    [1, scale(c, 0.45)],
  ]);
}

function drawHairBack(ctx: SKRSContext2D, o: HeadOpts, rng: Rng) {
  const c = o.hair;
  ctx.fillStyle = hairShade(ctx, c);
  switch (o.hairStyle) {
    case 'long':
      ctx.beginPath();
      ctx.moveTo(-0.85, -0.5);
      ctx.bezierCurveTo(-1.0, 0.5, -1.05, 1.5, -0.9, 2.1);
      ctx.lineTo(0.9, 2.1);
      ctx.bezierCurveTo(1.05, 1.5, 1.0, 0.5, 0.85, -0.5);
      ctx.closePath();
      ctx.fill();
      break;
    case 'bob':
      ctx.beginPath();
      ctx.moveTo(-0.92, -0.6);
      ctx.bezierCurveTo(-1.05, 0.1, -0.98, 0.6, -0.82, 0.8);
      ctx.lineTo(0.82, 0.8);
      ctx.bezierCurveTo(0.98, 0.6, 1.05, 0.1, 0.92, -0.6);
      ctx.closePath();
      ctx.fill();
      break;
    case 'bun':
      ctx.beginPath();
      ctx.ellipse(0.1, -1.25, 0.36, 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'cap':
      ctx.beginPath();
      ctx.moveTo(-0.9, -0.7);
      ctx.bezierCurveTo(-1.02, -0.1, -0.98, 0.45, -0.8, 0.72);
      ctx.quadraticCurveTo(-0.5, 0.82, -0.45, 0.5);
      ctx.lineTo(0.45, 0.5);
      ctx.quadraticCurveTo(0.55, 0.78, 0.78, 0.68);
      ctx.bezierCurveTo(0.96, 0.4, 1.0, -0.1, 0.9, -0.7);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = css(scale(c, 0.6), 0.5);
      ctx.lineWidth = 0.02;
      for (let i = 0; i < 16; i++) {
        const sx = (i < 8 ? -1 : 1) * (0.7 + rng.next() * 0.22);
        ctx.beginPath();
        ctx.moveTo(sx, -0.5);
        ctx.quadraticCurveTo(sx * 1.05, 0.1, sx * (0.9 + rng.next() * 0.1), 0.7);
        ctx.stroke();
      }
      break;
    case 'curls':
      for (let i = 0; i < 40; i++) {
        const a = Math.PI * (0.9 + rng.next() * 1.2);
        const r = 0.85 + rng.next() * 0.2;
        ctx.beginPath();
        ctx.arc(Math.cos(a) * r * 0.9, Math.sin(a) * r * 1.1 - 0.25, 0.16 + rng.next() * 0.1, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    default:
      break;
  }
}

function drawHairFront(ctx: SKRSContext2D, o: HeadOpts, rng: Rng, shadow: RGB) {
  const c = o.hair;
  const t = o.turn;
  ctx.fillStyle = hairShade(ctx, c);
  const cap = (y0: number, side: number) => {
    ctx.beginPath();
    ctx.moveTo(-0.8 - side * 0.02, 0.05);
    ctx.bezierCurveTo(-0.98, -1.75, 0.98, -1.85, 0.82, y0);
    ctx.bezierCurveTo(0.7, -0.5, 0.3, -0.72, t * 0.3, -0.72);
    ctx.bezierCurveTo(-0.3, -0.72, -0.66, -0.5, -0.8, 0.05);
    ctx.fill();
  };
  switch (o.hairStyle) {
    case 'short':
    case 'cropped':
      cap(o.hairStyle === 'cropped' ? -0.35 : 0, 0);
      break;
    case 'wavy':
    case 'long':
    case 'bob':
    case 'bun':
      ctx.beginPath();
      ctx.moveTo(-0.86, 0.2);
      ctx.bezierCurveTo(-1.02, -1.8, 1.02, -1.85, 0.86, 0.2);
      ctx.bezierCurveTo(0.75, -0.4, 0.5, -0.62, t * 0.3 + 0.05, -0.7);
      ctx.bezierCurveTo(-0.3, -0.6, -0.7, -0.45, -0.86, 0.2);
      ctx.fill();
      break;
    case 'curls':
      for (let i = 0; i < 26; i++) {
        const x = -0.8 + rng.next() * 1.6;
        const y = -1.1 + rng.next() * 0.45 - 0.3 * Math.cos(x);
        ctx.beginPath();
        ctx.arc(x, y, 0.13 + rng.next() * 0.08, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'cap': {
      const cc = o.capColor ?? [120, 24, 22];
      // the bonnet
      ctx.fillStyle = linear(ctx, -1, -1.6, 1, -0.4, [
        [0, mix(cc, [255, 200, 170], 0.25)],
        [0.45, cc],
        [1, scale(cc, 0.4)],
      ]);
      ctx.beginPath();
      ctx.moveTo(-0.92, -0.42);
      ctx.bezierCurveTo(-1.2, -1.0, -0.9, -1.55, 0.0, -1.6);
      ctx.bezierCurveTo(0.95, -1.6, 1.2, -1.0, 0.92, -0.45);
      ctx.bezierCurveTo(0.5, -0.6, -0.5, -0.6, -0.92, -0.42);
      ctx.fill();
      // band and folds
      ctx.strokeStyle = css(scale(cc, 0.55), 0.8);
      ctx.lineWidth = 0.05;
      ctx.beginPath();
      ctx.moveTo(-0.9, -0.48);
      ctx.bezierCurveTo(-0.5, -0.66, 0.5, -0.66, 0.9, -0.5);
      ctx.stroke();
      ctx.lineWidth = 0.08;
      ctx.strokeStyle = css(scale(cc, 0.7), 0.25);
      for (let i = 0; i < 4; i++) {
        const x = -0.5 + i * 0.33;
        ctx.beginPath();
        ctx.moveTo(x, -0.72);
        ctx.quadraticCurveTo(x + 0.12, -1.1, x + 0.02, -1.45);
        ctx.stroke();
      }
      break;
    }
    case 'bald':
    default:
      break;
  }
  // strands
  if (o.hairStyle !== 'bald' && o.hairStyle !== 'cap') {
    ctx.strokeStyle = css(mix(c, [255, 235, 200], 0.3), 0.35);
    ctx.lineWidth = 0.018;
    for (let i = 0; i < 14; i++) {
      const x = -0.7 + rng.next() * 1.4;
      ctx.beginPath();
      ctx.moveTo(x, -1.1);
      ctx.quadraticCurveTo(x * 1.1, -0.9, x * 1.15, -0.65);
      ctx.stroke();
    }
    ctx.strokeStyle = css(shadow, 0.3);
    for (let i = 0; i < 8; i++) {
      const x = -0.7 + rng.next() * 1.4;
      ctx.beginPath();
      ctx.moveTo(x, -1.05);
      ctx.quadraticCurveTo(x * 1.15, -0.85, x * 1.2, -0.6);
      ctx.stroke();
    }
  }
}

export interface BustOpts {
  /** Centre of the neck base (pit of the neck). */
  x: number;
  y: number;
  /** Shoulder width. */
  w: number;
  /** How far down the body goes (to the picture bottom). */
  bottom: number;
  color: RGB;
  skin: RGB;
  turn: number;
  /** Half width of the neck (absolute). */
  neckW: number;
  /** Where the neck disappears behind the chin (absolute y). */
  neckTop: number;
  collar?: 'none' | 'shirt' | 'band' | 'lace' | 'open' | 'tie' | 'scarf';
  collarColor?: RGB;
  outline?: RGB | null;
  flat?: boolean;
  /** Shoulder slope 0..1. */
  slope?: number;
}

export function bustPath(ctx: SKRSContext2D, o: BustOpts) {
  const { x, y, w, bottom, neckW: nw } = o;
  const sh = w / 2;
  const sl = o.slope ?? 0.5;
  const sy = y + w * (0.08 + 0.12 * sl);
  ctx.beginPath();
  ctx.moveTo(x - nw * 1.15, y - w * 0.015);
  ctx.bezierCurveTo(x - sh * 0.55, y + w * 0.01, x - sh * 0.88, sy - w * 0.04, x - sh, sy + w * 0.03);
  ctx.bezierCurveTo(x - sh * 1.06, sy + w * 0.15, x - sh * 1.1, bottom - (bottom - y) * 0.4, x - sh * 1.2, bottom + 10);
  ctx.lineTo(x + sh * 1.2, bottom + 10);
  ctx.bezierCurveTo(x + sh * 1.1, bottom - (bottom - y) * 0.4, x + sh * 1.06, sy + w * 0.15, x + sh, sy + w * 0.03);
  ctx.bezierCurveTo(x + sh * 0.88, sy - w * 0.04, x + sh * 0.55, y + w * 0.01, x + nw * 1.15, y - w * 0.015);
  ctx.closePath();
}

export function drawBust(ctx: SKRSContext2D, o: BustOpts): void {
  const { x, y, w, bottom, color, neckW: nw, neckTop } = o;
  const shadow = mix(scale(o.skin, 0.55), [80, 45, 35], 0.3);
  const tx = o.turn * nw * 0.4;
  // neck
  ctx.fillStyle = linear(ctx, x - nw, 0, x + nw, 0, [
    [0, o.skin],
    [0.5, mix(o.skin, shadow, 0.25)],
    [1, shadow],
  ]);
  ctx.beginPath();
  ctx.moveTo(x - nw * 0.88 + tx, neckTop);
  ctx.bezierCurveTo(
    x - nw * 0.9 + tx,
    (neckTop + y) / 2,
    x - nw * 1.05,
    y - (y - neckTop) * 0.15,
    x - nw * 1.25,
    y + w * 0.01,
  );
  ctx.lineTo(x + nw * 1.25, y + w * 0.01);
  ctx.bezierCurveTo(
    x + nw * 1.05,
    y - (y - neckTop) * 0.15,
    x + nw * 0.9 + tx,
    (neckTop + y) / 2,
    x + nw * 0.88 + tx,
    neckTop,
  );
  ctx.fill();
  // shadow cast by the head
  ctx.fillStyle = linear(ctx, 0, neckTop, 0, neckTop + (y - neckTop) * 0.6, [
    [0, shadow, 0.85],
    [1, shadow, 0],
  ]);
  ctx.fillRect(x - nw * 1.3, neckTop, nw * 2.6, (y - neckTop) * 0.6);
  // torso
  bustPath(ctx, o);
  ctx.fillStyle = linear(ctx, x - w / 2, y, x + w / 2, y + w * 0.2, [
    [0, mix(color, [255, 240, 220], o.flat ? 0.08 : 0.16)],
    [0.45, color],
    [1, scale(color, o.flat ? 0.7 : 0.45)],
  ]);
  ctx.fill();
  if (!o.flat) {
    ctx.save();
    bustPath(ctx, o);
    ctx.clip();
    ctx.fillStyle = linear(ctx, 0, y, 0, bottom, [
      [0, [255, 255, 255], 0],
      [1, [0, 0, 0], 0.35],
    ]);
    ctx.fillRect(x - w, y, w * 2, bottom - y + 20);
    // the arms read as slightly separate volumes
    for (const s of [-1, 1]) {
      const ax = x + s * w * 0.33;
      ctx.strokeStyle = css(scale(color, 0.45), 0.55);
      ctx.lineWidth = w * 0.025;
      ctx.beginPath();
      ctx.moveTo(ax + s * w * 0.02, y + w * 0.3);
      ctx.quadraticCurveTo(ax - s * w * 0.01, (y + bottom) / 2, ax - s * w * 0.02, bottom + 5);
      ctx.stroke();
    }
    const rng = new Rng(Math.round(x + y));
    for (let i = 0; i < 7; i++) {
      const fx = x + (rng.next() - 0.5) * w * 1.5;
      ctx.strokeStyle = css(scale(color, 0.55), 0.3);
      ctx.lineWidth = w * 0.018;
      ctx.beginPath();
      ctx.moveTo(fx, y + w * (0.2 + rng.next() * 0.2));
      ctx.quadraticCurveTo(
        fx + (rng.next() - 0.5) * w * 0.15,
        (y + bottom) / 2,
        fx + (rng.next() - 0.5) * w * 0.25,
        bottom + 5,
      );
      ctx.stroke();
      ctx.strokeStyle = css(mix(color, [255, 240, 220], 0.3), 0.22);
      ctx.lineWidth = w * 0.01;
      ctx.beginPath();
      ctx.moveTo(fx + w * 0.022, y + w * 0.32);
      ctx.quadraticCurveTo(fx + w * 0.03, (y + bottom) / 2, fx + w * 0.02, bottom);
      ctx.stroke();
    }
    ctx.restore();
  }
  if (o.outline) {
    ctx.strokeStyle = css(o.outline);
    ctx.lineWidth = w * 0.018;
    bustPath(ctx, o);
    ctx.stroke();
  }
  const cc = o.collarColor ?? [236, 230, 214];
  switch (o.collar) {
    case 'shirt':
    case 'tie':
    case 'open': {
      ctx.fillStyle = css(cc);
      ctx.beginPath();
      ctx.moveTo(x - nw * 1.3, y - w * 0.03);
      ctx.lineTo(x, y + w * (o.collar === 'open' ? 0.26 : 0.13));
      ctx.lineTo(x + nw * 1.3, y - w * 0.03);
      ctx.lineTo(x + nw * 1.0, y - w * 0.09);
      ctx.lineTo(x, y + w * 0.04);
      ctx.lineTo(x - nw * 1.0, y - w * 0.09);
      ctx.fill();
      if (o.collar === 'tie') {
        ctx.fillStyle = css([70, 40, 36]);
        ctx.beginPath();
        ctx.moveTo(x - nw * 0.25, y + w * 0.05);
        ctx.lineTo(x + nw * 0.25, y + w * 0.05);
        ctx.lineTo(x + nw * 0.38, y + w * 0.5);
        ctx.lineTo(x, y + w * 0.58);
        ctx.lineTo(x - nw * 0.38, y + w * 0.5);
        ctx.fill();
      }
      ctx.fillStyle = css(scale(color, 0.8));
      for (const s of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(x + s * nw * 1.3, y - w * 0.02);
        ctx.lineTo(x + s * nw * 0.3, y + w * 0.42);
        ctx.lineTo(x + s * nw * 2.6, y + w * 0.12);
        ctx.closePath();
        ctx.fill();
      }
      break;
    }
    case 'band': {
      ctx.fillStyle = linear(ctx, x - w * 0.3, y, x + w * 0.3, y + w * 0.2, [
        [0, mix(cc, [255, 255, 255], 0.3)],
        [0.6, cc],
        [1, scale(cc, 0.7)],
      ]);
      ctx.beginPath();
      ctx.moveTo(x - nw * 1.2, y - w * 0.05);
      ctx.bezierCurveTo(x - w * 0.2, y - w * 0.02, x - w * 0.24, y + w * 0.06, x - w * 0.22, y + w * 0.13);
      ctx.quadraticCurveTo(x - w * 0.12, y + w * 0.16, x - w * 0.01, y + w * 0.15);
      ctx.lineTo(x + w * 0.01, y + w * 0.15);
      ctx.quadraticCurveTo(x + w * 0.12, y + w * 0.16, x + w * 0.22, y + w * 0.13);
      ctx.bezierCurveTo(x + w * 0.24, y + w * 0.06, x + w * 0.2, y - w * 0.02, x + nw * 1.2, y - w * 0.05);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = css(scale(cc, 0.6), 0.5);
      ctx.lineWidth = w * 0.006;
      ctx.beginPath();
      ctx.moveTo(x, y + w * 0.02);
      ctx.lineTo(x, y + w * 0.15);
      ctx.stroke();
      break;
    }
    case 'scarf': {
      ctx.fillStyle = css(cc);
      ctx.beginPath();
      ctx.moveTo(x - nw * 1.4, y - w * 0.04);
      ctx.bezierCurveTo(x - nw, y + w * 0.13, x + nw, y + w * 0.13, x + nw * 1.4, y - w * 0.04);
      ctx.lineTo(x + nw * 0.6, y + w * 0.42);
      ctx.lineTo(x + nw * 0.1, y + w * 0.42);
      ctx.closePath();
      ctx.fill();
      break;
    }
    default:
      break;
  }
}
