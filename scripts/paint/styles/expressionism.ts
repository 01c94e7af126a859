/** Egon Haller and Marta Kessler (German Expressionism): flat bold colour, thick outlines, loaded brush. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PaintingDef } from '../lib/painting.ts';
import { type RGB, css, linear, mix, smoothClosed, smoothOpen } from '../lib/draw.ts';
import type { Rng } from '../lib/rng.ts';
import { drawBust, drawHead } from './figures.ts';
import { expressionistLook } from './looks.ts';

const INK: RGB = [30, 32, 60];

type P = [number, number];

function poly(ctx: SKRSContext2D, pts: P[], fill: RGB | CanvasGradientLike, line: RGB | null = INK, lw = 6) {
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
  ctx.closePath();
  ctx.fillStyle = Array.isArray(fill) ? css(fill) : (fill as unknown as string);
  ctx.fill();
  if (line) {
    ctx.lineJoin = 'round';
    ctx.strokeStyle = css(line);
    ctx.lineWidth = lw;
    ctx.stroke();
  }
}
type CanvasGradientLike = ReturnType<SKRSContext2D['createLinearGradient']>;

function wobbly(pts: P[], rng: Rng, amt: number): P[] {
  return pts.map(([x, y]) => [x + rng.range(-amt, amt), y + rng.range(-amt, amt)]);
}

/** A village house in two-point-ish perspective: front gable, side wall and roof. */
function house(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  wall: RGB,
  roof: RGB,
  rng: Rng,
  lw: number,
) {
  const side = mix(wall, [60, 70, 140], 0.35);
  const rh = w * 0.55;
  // side wall (to the right, receding up)
  poly(
    ctx,
    wobbly(
      [
        [x + w, y],
        [x + w + depth, y - depth * 0.35],
        [x + w + depth, y - h - depth * 0.35],
        [x + w, y - h],
      ],
      rng,
      2,
    ),
    side,
    INK,
    lw,
  );
  // roof side
  poly(
    ctx,
    wobbly(
      [
        [x + w / 2, y - h - rh],
        [x + w / 2 + depth, y - h - rh - depth * 0.35],
        [x + w + depth + w * 0.06, y - h - depth * 0.35 + w * 0.04],
        [x + w + w * 0.06, y - h + w * 0.04],
      ],
      rng,
      2,
    ),
    roof,
    INK,
    lw,
  );
  // front wall with gable
  poly(
    ctx,
    wobbly(
      [
        [x, y],
        [x + w, y],
        [x + w, y - h],
        [x + w / 2, y - h - rh],
        [x, y - h],
      ],
      rng,
      2,
    ),
    wall,
    INK,
    lw,
  );
  // front roof edge
  ctx.strokeStyle = css(mix(roof, [40, 10, 10], 0.4));
  ctx.lineWidth = lw * 1.6;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.06, y - h + w * 0.04);
  ctx.lineTo(x + w / 2, y - h - rh - 2);
  ctx.lineTo(x + w + w * 0.06, y - h + w * 0.04);
  ctx.stroke();
  // windows
  const win: RGB = rng.chance(0.5) ? [40, 60, 150] : [30, 90, 110];
  const cols = w > 60 ? 2 : 1;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 2; r++) {
      const wx = x + w * (cols === 1 ? 0.38 : 0.2 + c * 0.42);
      const wy = y - h * (0.35 + r * 0.38);
      poly(
        ctx,
        [
          [wx, wy],
          [wx + w * 0.2, wy],
          [wx + w * 0.2, wy - h * 0.2],
          [wx, wy - h * 0.2],
        ],
        win,
        INK,
        lw * 0.6,
      );
    }
  }
}

export const redRoofs: PaintingDef = {
  slug: 'red-roofs',
  wCm: 68,
  hCm: 50,
  frame: 'none',
  extras: ['back'],
  backLabels: ['E. Haller 1911', 'Weilheim', 'Galerie Lindenhof · München'],
  look: (W, H) =>
    expressionistLook(W, H, {
      baseField: (x, y) => (y < H * 0.3 ? 0.3 * Math.sin(x / 120) : 0.6 * Math.sin(x / 200 + y / 150)),
    }),
  draw(ctx, W, H, rng) {
    const lw = W * 0.006;
    // sky: turquoise and cobalt with white clouds
    ctx.fillStyle = linear(ctx, 0, 0, 0, H * 0.35, [
      [0, [50, 90, 190]],
      [1, [110, 190, 200]],
    ]);
    ctx.fillRect(0, 0, W, H * 0.4);
    for (let i = 0; i < 6; i++) {
      const cx = W * rng.next();
      const cy = H * rng.range(0.05, 0.22);
      const pts: P[] = [];
      for (let k = 0; k < 10; k++) {
        const a = (k / 10) * Math.PI * 2;
        pts.push([cx + Math.cos(a) * W * rng.range(0.06, 0.1), cy + Math.sin(a) * H * rng.range(0.03, 0.06)]);
      }
      smoothClosed(ctx, pts);
      ctx.fillStyle = css([245, 240, 225]);
      ctx.fill();
      ctx.strokeStyle = css([90, 120, 200]);
      ctx.lineWidth = lw * 0.7;
      ctx.stroke();
    }
    // blue-violet mountains
    const mount: P[] = [[0, H * 0.34]];
    for (let i = 0; i <= 12; i++)
      mount.push([(i / 12) * W, H * (0.27 - 0.08 * Math.sin(i * 0.9 + 1) * rng.range(0.5, 1))]);
    mount.push([W, H * 0.4], [0, H * 0.4]);
    poly(ctx, mount, [110, 80, 170], INK, lw);
    // green hills in bands
    const bands: [number, RGB][] = [
      [0.36, [70, 150, 80]],
      [0.44, [150, 190, 60]],
      [0.5, [40, 120, 90]],
    ];
    for (const [y0, col] of bands) {
      const pts: P[] = [];
      for (let i = 0; i <= 10; i++) pts.push([(i / 10) * W, H * (y0 - 0.05 * Math.sin(i * 0.7 + y0 * 20))]);
      ctx.beginPath();
      smoothOpen(ctx, pts);
      ctx.lineTo(W, H);
      ctx.lineTo(0, H);
      ctx.closePath();
      ctx.fillStyle = css(col);
      ctx.fill();
      ctx.strokeStyle = css(INK);
      ctx.lineWidth = lw;
      ctx.stroke();
    }
    // church with an onion dome
    const cx = W * 0.7;
    const cy = H * 0.55;
    poly(
      ctx,
      [
        [cx, cy],
        [cx + W * 0.05, cy],
        [cx + W * 0.05, cy - H * 0.25],
        [cx, cy - H * 0.25],
      ],
      [240, 226, 170],
      INK,
      lw,
    );
    ctx.beginPath();
    ctx.moveTo(cx - W * 0.005, cy - H * 0.25);
    ctx.bezierCurveTo(cx - W * 0.02, cy - H * 0.3, cx + W * 0.02, cy - H * 0.32, cx + W * 0.025, cy - H * 0.37);
    ctx.bezierCurveTo(cx + W * 0.03, cy - H * 0.32, cx + W * 0.07, cy - H * 0.3, cx + W * 0.055, cy - H * 0.25);
    ctx.closePath();
    ctx.fillStyle = css([40, 140, 110]);
    ctx.fill();
    ctx.strokeStyle = css(INK);
    ctx.lineWidth = lw;
    ctx.stroke();
    poly(
      ctx,
      [
        [cx + W * 0.01, cy - H * 0.12],
        [cx + W * 0.04, cy - H * 0.12],
        [cx + W * 0.04, cy - H * 0.17],
        [cx + W * 0.01, cy - H * 0.17],
      ],
      [40, 50, 140],
      INK,
      lw * 0.6,
    );
    // houses with red roofs
    const walls: RGB[] = [
      [246, 220, 120],
      [240, 236, 220],
      [236, 170, 150],
      [250, 200, 80],
      [220, 230, 240],
    ];
    const roofs: RGB[] = [
      [220, 50, 30],
      [200, 40, 40],
      [236, 90, 40],
      [180, 30, 40],
    ];
    const spots: [number, number, number][] = [
      [0.06, 0.62, 1.1],
      [0.24, 0.6, 1.0],
      [0.4, 0.64, 1.2],
      [0.55, 0.59, 0.9],
      [0.8, 0.63, 1.05],
      [0.15, 0.74, 1.35],
      [0.62, 0.76, 1.3],
    ];
    for (const [sx, sy, k] of spots) {
      house(ctx, W * sx, H * sy, W * 0.09 * k, H * 0.09 * k, W * 0.05 * k, rng.pick(walls), rng.pick(roofs), rng, lw);
    }
    // trees
    for (let i = 0; i < 7; i++) {
      const tx = W * rng.range(0.02, 0.98);
      const ty = H * rng.range(0.5, 0.66);
      ctx.strokeStyle = css(INK);
      ctx.lineWidth = lw * 1.2;
      ctx.beginPath();
      ctx.moveTo(tx, ty + H * 0.06);
      ctx.lineTo(tx, ty);
      ctx.stroke();
      const pts: P[] = [];
      for (let k = 0; k < 9; k++) {
        const a = (k / 9) * Math.PI * 2;
        pts.push([
          tx + Math.cos(a) * W * rng.range(0.025, 0.04),
          ty - H * 0.03 + Math.sin(a) * H * rng.range(0.04, 0.06),
        ]);
      }
      smoothClosed(ctx, pts);
      ctx.fillStyle = css(
        rng.pick([
          [20, 90, 60],
          [30, 110, 50],
          [10, 70, 80],
        ] as RGB[]),
      );
      ctx.fill();
      ctx.stroke();
    }
    // road sweeping into the foreground
    ctx.beginPath();
    ctx.moveTo(W * 0.35, H);
    ctx.bezierCurveTo(W * 0.45, H * 0.88, W * 0.42, H * 0.8, W * 0.52, H * 0.72);
    ctx.lineTo(W * 0.56, H * 0.72);
    ctx.bezierCurveTo(W * 0.52, H * 0.82, W * 0.62, H * 0.9, W * 0.7, H);
    ctx.closePath();
    ctx.fillStyle = linear(ctx, 0, H * 0.72, 0, H, [
      [0, [230, 160, 110]],
      [1, [240, 120, 90]],
    ]);
    ctx.fill();
    ctx.strokeStyle = css(INK);
    ctx.lineWidth = lw;
    ctx.stroke();
    // foreground meadow strokes of yellow and blue
    for (let i = 0; i < 40; i++) {
      ctx.strokeStyle = css(
        rng.pick([
          [240, 210, 60],
          [80, 160, 60],
          [60, 80, 180],
        ] as RGB[]),
        0.8,
      );
      ctx.lineWidth = lw * 2;
      const x = W * rng.next();
      const y = H * rng.range(0.86, 1);
      if (x > W * 0.33 && x < W * 0.72) continue;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + rng.range(-40, 40), y - rng.range(10, 40));
      ctx.stroke();
    }
  },
};

export const harbourLowTide: PaintingDef = {
  slug: 'harbour-low-tide',
  wCm: 100,
  hCm: 70,
  frame: 'oak',
  extras: ['wall'],
  wall: [0.86, 0.85, 0.82],
  look: (W, H) =>
    expressionistLook(W, H, {
      support: 'linen',
      ground: [0.85, 0.8, 0.7],
      threadsPerCm: 9,
      underpaint: 0.6,
      baseField: (_x, y) => (y < H * 0.4 ? 0.05 : 0.15),
    }),
  draw(ctx, W, H, rng) {
    const lw = W * 0.006;
    const hz = H * 0.38;
    // sky: hot orange at the horizon, ultramarine above
    ctx.fillStyle = linear(ctx, 0, 0, 0, hz, [
      [0, [40, 60, 170]],
      [0.55, [90, 120, 200]],
      [0.8, [250, 170, 70]],
      [1, [250, 120, 40]],
    ]);
    ctx.fillRect(0, 0, W, hz);
    // sun
    ctx.fillStyle = css([255, 220, 80]);
    ctx.beginPath();
    ctx.arc(W * 0.72, hz - H * 0.08, H * 0.05, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css([230, 100, 30]);
    ctx.lineWidth = lw;
    ctx.stroke();
    // clouds as blue-violet streaks
    for (let i = 0; i < 8; i++) {
      ctx.strokeStyle = css(
        rng.pick([
          [60, 50, 140],
          [250, 200, 150],
          [120, 80, 170],
        ] as RGB[]),
        0.9,
      );
      ctx.lineWidth = H * rng.range(0.012, 0.025);
      ctx.lineCap = 'round';
      const x = W * rng.next();
      const y = H * rng.range(0.05, 0.28);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + W * rng.range(0.1, 0.25), y + rng.range(-10, 10));
      ctx.stroke();
    }
    // distant sea line
    poly(
      ctx,
      [
        [0, hz],
        [W, hz],
        [W, hz + H * 0.04],
        [0, hz + H * 0.05],
      ],
      [30, 70, 170],
      INK,
      lw,
    );
    // harbour wall and houses on the left
    poly(
      ctx,
      [
        [0, hz - H * 0.02],
        [W * 0.3, hz + H * 0.05],
        [W * 0.3, hz + H * 0.12],
        [0, hz + H * 0.12],
      ],
      [120, 100, 140],
      INK,
      lw,
    );
    for (let i = 0; i < 5; i++) {
      const x = W * i * 0.055;
      const h = H * rng.range(0.12, 0.2);
      const y = hz + H * 0.01 * i;
      poly(
        ctx,
        [
          [x, y],
          [x + W * 0.05, y + H * 0.01],
          [x + W * 0.05, y - h],
          [x + W * 0.025, y - h - H * 0.05],
          [x, y - h],
        ],
        rng.pick([
          [250, 230, 200],
          [240, 150, 80],
          [200, 220, 240],
        ] as RGB[]),
        INK,
        lw,
      );
      poly(
        ctx,
        [
          [x - 3, y - h + 4],
          [x + W * 0.025, y - h - H * 0.05],
          [x + W * 0.053, y - h + 4],
        ],
        [210, 60, 40],
        INK,
        lw,
      );
    }
    // mud flats: orange and ochre with blue pools and channels
    ctx.fillStyle = linear(ctx, 0, hz + H * 0.04, 0, H, [
      [0, [200, 120, 60]],
      [0.5, [220, 140, 70]],
      [1, [170, 90, 50]],
    ]);
    ctx.fillRect(0, hz + H * 0.045, W, H);
    for (let i = 0; i < 9; i++) {
      const cx = W * rng.next();
      const cy = H * rng.range(0.48, 0.95);
      const pts: P[] = [];
      const rx = W * rng.range(0.05, 0.14);
      const ry = H * rng.range(0.012, 0.03);
      for (let k = 0; k < 10; k++) {
        const a = (k / 10) * Math.PI * 2;
        pts.push([cx + Math.cos(a) * rx * rng.range(0.7, 1.2), cy + Math.sin(a) * ry * rng.range(0.7, 1.2)]);
      }
      smoothClosed(ctx, pts);
      ctx.fillStyle = css(
        rng.pick([
          [40, 90, 200],
          [70, 140, 220],
          [30, 60, 160],
        ] as RGB[]),
      );
      ctx.fill();
      ctx.strokeStyle = css(INK);
      ctx.lineWidth = lw * 0.7;
      ctx.stroke();
    }
    // channel winding out to sea
    ctx.strokeStyle = css([40, 80, 190]);
    ctx.lineWidth = H * 0.035;
    ctx.beginPath();
    ctx.moveTo(W * 0.55, hz + H * 0.05);
    ctx.bezierCurveTo(W * 0.45, H * 0.6, W * 0.8, H * 0.75, W * 0.7, H);
    ctx.stroke();
    // boats lying on the mud, tilted
    const boat = (x: number, y: number, len: number, tilt: number, hull: RGB, stripe: RGB, mast: boolean) => {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(tilt);
      const h = len * 0.28;
      poly(
        ctx,
        [
          [-len / 2, -h * 0.6],
          [len / 2, -h * 0.9],
          [len * 0.38, h * 0.35],
          [-len * 0.36, h * 0.4],
        ],
        hull,
        INK,
        lw * 1.1,
      );
      poly(
        ctx,
        [
          [-len / 2 + 4, -h * 0.6],
          [len / 2 - 4, -h * 0.9],
          [len / 2 - 6, -h * 0.62],
          [-len / 2 + 6, -h * 0.35],
        ],
        stripe,
        INK,
        lw * 0.7,
      );
      // inside of the boat
      poly(
        ctx,
        [
          [-len / 2, -h * 0.6],
          [len / 2, -h * 0.9],
          [len * 0.4, -h * 1.15],
          [-len * 0.4, -h * 0.8],
        ],
        [110, 60, 40],
        INK,
        lw * 0.8,
      );
      if (mast) {
        ctx.strokeStyle = css(INK);
        ctx.lineWidth = lw * 1.3;
        ctx.beginPath();
        ctx.moveTo(-len * 0.05, -h * 0.9);
        ctx.lineTo(-len * 0.05, -h * 0.9 - len * 1.1);
        ctx.stroke();
        ctx.lineWidth = lw * 0.4;
        ctx.beginPath();
        ctx.moveTo(-len * 0.05, -h * 0.9 - len * 1.1);
        ctx.lineTo(len * 0.48, -h * 0.9);
        ctx.moveTo(-len * 0.05, -h * 0.9 - len * 1.1);
        ctx.lineTo(-len * 0.5, -h * 0.6);
        ctx.stroke();
      }
      ctx.restore();
      // shadow on the mud
      ctx.fillStyle = css([60, 40, 120], 0.6);
      ctx.beginPath();
      ctx.ellipse(x + len * 0.08, y + len * 0.14, len * 0.5, len * 0.06, 0, 0, Math.PI * 2);
      ctx.fill();
    };
    boat(W * 0.2, H * 0.62, W * 0.22, 0.25, [40, 70, 190], [250, 240, 220], true);
    boat(W * 0.47, H * 0.56, W * 0.15, -0.2, [220, 60, 40], [250, 200, 60], true);
    boat(W * 0.82, H * 0.68, W * 0.24, -0.32, [250, 240, 220], [40, 90, 200], true);
    boat(W * 0.36, H * 0.86, W * 0.2, 0.12, [240, 140, 40], [40, 60, 170], false);
    // mooring posts
    for (let i = 0; i < 6; i++) {
      const x = W * (0.05 + i * 0.17) + rng.range(-20, 20);
      const y = H * rng.range(0.5, 0.8);
      poly(
        ctx,
        [
          [x, y],
          [x + W * 0.012, y],
          [x + W * 0.012, y - H * 0.08],
          [x, y - H * 0.08],
        ],
        [60, 40, 90],
        INK,
        lw * 0.6,
      );
    }
  },
};

/** Marta Kessler: self-portrait with a green shadow. */
export const greenShadow: PaintingDef = {
  slug: 'green-shadow',
  wCm: 45,
  hCm: 60,
  frame: 'none',
  extras: [],
  look: (W, H) => expressionistLook(W, H),
  draw(ctx, W, H) {
    // background split in two colour fields
    ctx.fillStyle = css([200, 60, 120]);
    ctx.fillRect(0, 0, W * 0.5, H);
    ctx.fillStyle = css([230, 150, 40]);
    ctx.fillRect(W * 0.5, 0, W * 0.5, H * 0.55);
    ctx.fillStyle = css([60, 150, 110]);
    ctx.fillRect(W * 0.5, H * 0.55, W * 0.5, H * 0.45);
    const skin: RGB = [240, 170, 120];
    const hx = W * 0.5;
    const hy = H * 0.37;
    const hh = H * 0.3;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.4,
      w: W * 0.9,
      bottom: H,
      color: [90, 50, 140],
      skin,
      turn: 0,
      neckW: u * 0.36,
      neckTop: hy + u * 0.5,
      collar: 'open',
      collarColor: [240, 220, 90],
      outline: INK,
      flat: true,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.05,
      skin,
      shadow: [90, 170, 90],
      shadowAmt: 1,
      hair: [30, 30, 70],
      hairStyle: 'bob',
      eyes: [30, 40, 60],
      lips: [210, 40, 50],
      outline: INK,
      outlineW: 0.04,
      flat: true,
      seed: 31,
    });
    // the green stripe down the middle of the face
    ctx.save();
    ctx.translate(hx, hy);
    ctx.scale(u, u);
    ctx.strokeStyle = css([90, 170, 80], 0.85);
    ctx.lineWidth = 0.14;
    ctx.beginPath();
    ctx.moveTo(0.05, -0.7);
    ctx.bezierCurveTo(0.0, -0.3, 0.12, 0.0, 0.06, 0.32);
    ctx.stroke();
    ctx.restore();
  },
};

/** Marta Kessler: Dancers at the Blue Café — angular figures, electric blue and pink. */
export const dancersBlueCafe: PaintingDef = {
  slug: 'dancers-blue-cafe',
  wCm: 80,
  hCm: 60,
  frame: 'none',
  extras: [],
  look: (W, H) => expressionistLook(W, H, { baseField: () => 1.3, fieldWeight: 0.5 }),
  draw(ctx, W, H, _rng) {
    const lw = W * 0.006;
    // electric blue room, floor tilting up steeply
    ctx.fillStyle = linear(ctx, 0, 0, W, H * 0.6, [
      [0, [30, 40, 160]],
      [1, [40, 90, 210]],
    ]);
    ctx.fillRect(0, 0, W, H);
    poly(
      ctx,
      [
        [0, H * 0.58],
        [W, H * 0.5],
        [W, H],
        [0, H],
      ],
      [200, 80, 150],
      INK,
      lw,
    );
    for (let i = 0; i < 9; i++) {
      ctx.strokeStyle = css([240, 140, 190]);
      ctx.lineWidth = lw;
      ctx.beginPath();
      ctx.moveTo(W * (i / 8) * 1.2 - W * 0.1, H);
      ctx.lineTo(W * 0.5 + (i - 4) * W * 0.05, H * 0.54);
      ctx.stroke();
    }
    // lamps
    for (let i = 0; i < 4; i++) {
      const x = W * (0.12 + i * 0.25);
      ctx.strokeStyle = css(INK);
      ctx.lineWidth = lw * 0.6;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, H * 0.12);
      ctx.stroke();
      ctx.fillStyle = css([250, 230, 80]);
      ctx.beginPath();
      ctx.arc(x, H * 0.14, H * 0.035, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.strokeStyle = css([250, 240, 150], 0.5);
      ctx.lineWidth = lw * 0.8;
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(x + Math.cos(a) * H * 0.05, H * 0.14 + Math.sin(a) * H * 0.05);
        ctx.lineTo(x + Math.cos(a) * H * 0.08, H * 0.14 + Math.sin(a) * H * 0.08);
        ctx.stroke();
      }
    }
    // café tables with seated shadows
    for (let i = 0; i < 3; i++) {
      const x = W * (0.08 + i * 0.4);
      const y = H * 0.6;
      poly(
        ctx,
        [
          [x, y],
          [x + W * 0.1, y - H * 0.02],
          [x + W * 0.11, y + H * 0.01],
          [x + W * 0.01, y + H * 0.03],
        ],
        [240, 240, 220],
        INK,
        lw * 0.8,
      );
      poly(
        ctx,
        [
          [x + W * 0.05, y + H * 0.02],
          [x + W * 0.06, y + H * 0.02],
          [x + W * 0.065, y + H * 0.15],
          [x + W * 0.045, y + H * 0.15],
        ],
        [20, 20, 40],
        null,
      );
      poly(
        ctx,
        [
          [x - W * 0.03, y - H * 0.15],
          [x + W * 0.0, y - H * 0.17],
          [x + W * 0.02, y + H * 0.05],
          [x - W * 0.04, y + H * 0.06],
        ],
        [20, 30, 90],
        INK,
        lw * 0.6,
      );
    }
    // angular dancers
    const dancer = (x: number, y: number, s: number, lean: number, dress: RGB, skin: RGB, male: boolean) => {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(lean);
      // legs
      ctx.strokeStyle = css(male ? [20, 20, 40] : skin);
      ctx.lineWidth = s * 0.07;
      ctx.lineJoin = 'miter';
      ctx.beginPath();
      ctx.moveTo(-s * 0.05, -s * 0.02);
      ctx.lineTo(-s * 0.2, s * 0.35);
      ctx.lineTo(-s * 0.12, s * 0.7);
      ctx.moveTo(s * 0.05, -s * 0.02);
      ctx.lineTo(s * 0.2, s * 0.3);
      ctx.lineTo(s * 0.34, s * 0.62);
      ctx.stroke();
      // body / dress
      if (male) {
        poly(
          ctx,
          [
            [-s * 0.12, -s * 0.55],
            [s * 0.12, -s * 0.57],
            [s * 0.1, 0],
            [-s * 0.1, s * 0.02],
          ],
          dress,
          INK,
          lw,
        );
      } else {
        poly(
          ctx,
          [
            [-s * 0.09, -s * 0.55],
            [s * 0.1, -s * 0.56],
            [s * 0.06, -s * 0.25],
            [s * 0.28, s * 0.2],
            [s * 0.05, s * 0.12],
            [-s * 0.1, s * 0.24],
            [-s * 0.26, s * 0.16],
            [-s * 0.06, -s * 0.25],
          ],
          dress,
          INK,
          lw,
        );
      }
      // arms
      ctx.strokeStyle = css(male ? dress : skin);
      ctx.lineWidth = s * 0.055;
      ctx.beginPath();
      ctx.moveTo(-s * 0.1, -s * 0.5);
      ctx.lineTo(-s * 0.3, -s * 0.3);
      ctx.lineTo(-s * 0.22, -s * 0.62);
      ctx.moveTo(s * 0.1, -s * 0.5);
      ctx.lineTo(s * 0.3, -s * 0.35);
      ctx.lineTo(s * 0.42, -s * 0.45);
      ctx.stroke();
      // head: a mask-like oval with a long nose
      ctx.fillStyle = css(skin);
      ctx.beginPath();
      ctx.ellipse(s * 0.01, -s * 0.68, s * 0.07, s * 0.1, 0.15, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = css(INK);
      ctx.lineWidth = lw * 0.8;
      ctx.stroke();
      ctx.fillStyle = css(male ? [20, 20, 40] : [240, 200, 40]);
      ctx.beginPath();
      ctx.ellipse(-s * 0.0, -s * 0.75, s * 0.075, s * 0.05, 0.1, Math.PI, Math.PI * 2.1);
      ctx.fill();
      ctx.strokeStyle = css([40, 140, 80]);
      ctx.lineWidth = lw * 0.7;
      ctx.beginPath();
      ctx.moveTo(s * 0.02, -s * 0.7);
      ctx.lineTo(s * 0.045, -s * 0.64);
      ctx.stroke();
      ctx.fillStyle = css([230, 30, 60]);
      ctx.fillRect(s * 0.0, -s * 0.62, s * 0.035, s * 0.012);
      ctx.restore();
    };
    dancer(W * 0.3, H * 0.58, H * 0.62, -0.12, [240, 80, 150], [250, 200, 180], false);
    dancer(W * 0.4, H * 0.57, H * 0.66, 0.1, [20, 30, 70], [240, 190, 160], true);
    dancer(W * 0.66, H * 0.6, H * 0.6, 0.16, [250, 120, 190], [250, 210, 190], false);
    dancer(W * 0.76, H * 0.58, H * 0.64, -0.1, [40, 40, 120], [230, 180, 150], true);
    dancer(W * 0.93, H * 0.55, H * 0.5, 0.2, [250, 210, 60], [250, 200, 180], false);
    // musician with a saxophone at the left edge
    poly(
      ctx,
      [
        [W * 0.02, H * 0.2],
        [W * 0.1, H * 0.18],
        [W * 0.12, H * 0.6],
        [W * 0.0, H * 0.62],
      ],
      [240, 70, 60],
      INK,
      lw,
    );
    ctx.strokeStyle = css([250, 200, 40]);
    ctx.lineWidth = lw * 2.5;
    ctx.beginPath();
    ctx.moveTo(W * 0.06, H * 0.28);
    ctx.lineTo(W * 0.1, H * 0.45);
    ctx.lineTo(W * 0.13, H * 0.42);
    ctx.stroke();
  },
};

/** Egon Haller: self-portrait, angular, green and orange. */
export const hallerPortrait: PaintingDef = {
  slug: 'egon-haller',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => expressionistLook(W, H, { layers: expressionistLook(W * 1.6, H * 1.6).layers }),
  draw(ctx, W, H) {
    ctx.fillStyle = css([40, 110, 120]);
    ctx.fillRect(0, 0, W, H);
    poly(
      ctx,
      [
        [W * 0.55, 0],
        [W, 0],
        [W, H],
        [W * 0.75, H],
      ],
      [230, 120, 40],
      null,
    );
    const skin: RGB = [230, 160, 110];
    const hx = W * 0.5;
    const hy = H * 0.42;
    const hh = H * 0.36;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.35,
      w: W * 0.95,
      bottom: H,
      color: [40, 50, 110],
      skin,
      turn: -0.2,
      neckW: u * 0.4,
      neckTop: hy + u * 0.5,
      collar: 'tie',
      collarColor: [240, 230, 200],
      outline: INK,
      flat: true,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: -0.2,
      skin,
      shadow: [70, 140, 90],
      shadowAmt: 0.9,
      hair: [60, 40, 30],
      hairStyle: 'cropped',
      eyes: [30, 50, 70],
      lips: [190, 60, 50],
      outline: INK,
      flat: true,
      beard: 'stubble',
      seed: 41,
    });
  },
};

/** Marta Kessler: portrait in a red hat against blue. */
export const kesslerPortrait: PaintingDef = {
  slug: 'marta-kessler',
  wCm: 40,
  hCm: 40,
  long: 640,
  frame: 'none',
  extras: [],
  look: (W, H) => expressionistLook(W, H, { layers: expressionistLook(W * 1.6, H * 1.6).layers }),
  draw(ctx, W, H) {
    ctx.fillStyle = linear(ctx, 0, 0, W, H, [
      [0, [40, 60, 180]],
      [1, [90, 40, 140]],
    ]);
    ctx.fillRect(0, 0, W, H);
    const skin: RGB = [245, 190, 150];
    const hx = W * 0.5;
    const hy = H * 0.45;
    const hh = H * 0.34;
    const u = hh / 2;
    drawBust(ctx, {
      x: hx,
      y: hy + u * 1.35,
      w: W * 0.9,
      bottom: H,
      color: [40, 140, 100],
      skin,
      turn: 0.25,
      neckW: u * 0.34,
      neckTop: hy + u * 0.5,
      collar: 'scarf',
      collarColor: [250, 200, 40],
      outline: INK,
      flat: true,
    });
    drawHead(ctx, {
      x: hx,
      y: hy,
      h: hh,
      turn: 0.25,
      skin,
      shadow: [160, 90, 160],
      shadowAmt: 0.9,
      hair: [200, 90, 30],
      hairStyle: 'bob',
      eyes: [40, 80, 60],
      lips: [220, 40, 50],
      outline: INK,
      flat: true,
      seed: 51,
    });
    // cloche hat
    ctx.fillStyle = css([220, 40, 40]);
    ctx.beginPath();
    ctx.moveTo(hx - u * 1.0, hy - u * 0.45);
    ctx.bezierCurveTo(hx - u * 1.05, hy - u * 1.7, hx + u * 1.05, hy - u * 1.75, hx + u * 1.05, hy - u * 0.5);
    ctx.quadraticCurveTo(hx, hy - u * 0.75, hx - u * 1.0, hy - u * 0.45);
    ctx.fill();
    ctx.strokeStyle = css(INK);
    ctx.lineWidth = W * 0.008;
    ctx.stroke();
  },
};
