/** From a painting definition to finished rasters: reference → strokes → any view of the surface. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { Raster, newCanvas } from './raster.ts';
import { Rng } from './rng.ts';
import {
  type AngleFn,
  type BrushLayer,
  type Stroke,
  computeField,
  newSurface,
  rasterizeStroke,
  tracePainterly,
} from './strokes.ts';
import type { KenBurns } from './video.ts';
import { type FinishOpts, type Geom, type SupportKind, finish, makeSupport } from './surface.ts';

export const LONG_SIDE = 1600;

export type FrameKind = 'gilt' | 'dark-gilt' | 'ebony' | 'oak' | 'none';
export type ExtraView = 'detail' | 'wall' | 'back';

export interface Look {
  support: SupportKind;
  /** Ground colour (canvas) or board colour (cardboard). */
  ground: [number, number, number];
  threadsPerCm?: number;
  /** What lies under the strokes: the bare support, the blurred reference, or a mix (0 = support, 1 = reference). */
  underpaint: number;
  /** Blur of the reference used as underpainting, in reference pixels. */
  underBlur?: number;
  layers: BrushLayer[];
  fieldSigma: number;
  fieldWeight: number;
  baseField?: AngleFn;
  finish: Omit<FinishOpts, 'seed' | 'crackle'> & { crackleCm?: number; crackle?: number };
}

export interface PaintingDef {
  slug: string;
  /** Long side of the main image in pixels (default 1600). */
  long?: number;
  wCm: number;
  hCm: number;
  frame: FrameKind;
  /** Views after the main one, in order (images = 1 + extras.length). */
  extras: ExtraView[];
  /** Ken Burns move for the optional video. */
  video?: KenBurns;
  /** Centre (0..1) and zoom of the detail view. */
  detail?: { cx: number; cy: number; zoom: number };
  /** Wall colour for the gallery view. */
  wall?: [number, number, number];
  /** Text for labels on the back. */
  backLabels?: string[];
  look: (W: number, H: number) => Look;
  draw: (ctx: SKRSContext2D, W: number, H: number, rng: Rng) => void;
  /** Post-process the reference raster (per-pixel effects). */
  postRef?: (ref: Raster, rng: Rng) => void;
  /** Strokes laid after the painterly pass (drips, signatures, outlines). */
  extra?: (W: number, H: number, rng: Rng, ref: Raster) => Stroke[];
}

export interface Prepared {
  def: PaintingDef;
  W: number;
  H: number;
  cmPerRef: number;
  look: Look;
  ref: Raster;
  underRef: Raster;
  strokes: Stroke[];
  main: Raster;
}

export function sizeFor(wCm: number, hCm: number, long = LONG_SIDE): [number, number] {
  return wCm >= hCm ? [long, Math.round((long * hCm) / wCm)] : [Math.round((long * wCm) / hCm), long];
}

export function prepare(def: PaintingDef): Prepared {
  const [W, H] = sizeFor(def.wCm, def.hCm, def.long ?? LONG_SIDE);
  const rng = new Rng(def.slug);
  const { canvas, ctx } = newCanvas(W, H);
  def.draw(ctx, W, H, rng.fork('draw'));
  const ref = Raster.fromCanvas(canvas);
  def.postRef?.(ref, rng.fork('post'));
  const look = def.look(W, H);
  const cmPerRef = def.wCm / W;
  const underRef = ref.blurred(look.underBlur ?? 6, 3);
  const geom: Geom = { x0: 0, y0: 0, scale: 1, cmPerRef, refW: W, refH: H };
  const { img, relief } = makeUnder(look, underRef, geom, W, H, def.slug);
  const surf = newSurface(img);
  const field = computeField(ref, look.fieldSigma, look.baseField, look.fieldWeight);
  const strokes = tracePainterly(ref, surf, field, look.layers, rng.fork('strokes'));
  if (def.extra) {
    const ex = def.extra(W, H, rng.fork('extra'), ref);
    for (const s of ex) rasterizeStroke(surf, s, { x0: 0, y0: 0, scale: 1 });
    strokes.push(...ex);
  }
  const main = finishLook(surf, relief, geom, look, def.slug);
  return { def, W, H, cmPerRef, look, ref, underRef, strokes, main };
}

function makeUnder(look: Look, underRef: Raster, g: Geom, w: number, h: number, slug: string) {
  const sup = makeSupport(w, h, g, {
    kind: look.support,
    color: look.ground,
    threadsPerCm: look.threadsPerCm,
    seed: 11 + slug.length * 7,
  });
  const m = look.underpaint;
  if (m > 0) {
    const ur =
      g.scale === 1 && g.x0 === 0 && g.y0 === 0 && underRef.w === w
        ? underRef
        : underRef.resample(g.x0, g.y0, w / g.scale, h / g.scale, w, h);
    const img = sup.img;
    for (let i = 0; i < w * h; i++) {
      img.r[i] = img.r[i] * (1 - m) + ur.r[i] * m;
      img.g[i] = img.g[i] * (1 - m) + ur.g[i] * m;
      img.b[i] = img.b[i] * (1 - m) + ur.b[i] * m;
    }
  }
  return sup;
}

function finishLook(
  surf: ReturnType<typeof newSurface>,
  relief: Float32Array,
  g: Geom,
  look: Look,
  slug: string,
): Raster {
  const f = look.finish;
  return finish(surf, relief, g, {
    ...f,
    seed: slug.length * 31 + 5,
    crackle: f.crackle ? { cellCm: f.crackleCm ?? 1, strength: f.crackle, seed: 3 + slug.length } : null,
  });
}

/** Render the region (x0,y0,w,h in reference pixels) of the painting at outW×outH. */
export function renderView(p: Prepared, x0: number, y0: number, w: number, outW: number, outH: number): Raster {
  const scale = outW / w;
  const geom: Geom = { x0, y0, scale, cmPerRef: p.cmPerRef, refW: p.W, refH: p.H };
  const { img, relief } = makeUnder(p.look, p.underRef, geom, outW, outH, p.def.slug);
  const surf = newSurface(img);
  const v = { x0, y0, scale };
  const x1 = x0 + w;
  const y1 = y0 + outH / scale;
  for (const s of p.strokes) {
    if (s.bx1! < x0 || s.bx0! > x1 || s.by1! < y0 || s.by0! > y1) continue;
    rasterizeStroke(surf, s, v);
  }
  return finishLook(surf, relief, geom, p.look, p.def.slug);
}

export function renderDetail(p: Prepared): Raster {
  const d = p.def.detail ?? { cx: 0.5, cy: 0.4, zoom: 2.5 };
  const w = p.W / d.zoom;
  const h = p.H / d.zoom;
  const x0 = Math.min(Math.max(d.cx * p.W - w / 2, 0), p.W - w);
  const y0 = Math.min(Math.max(d.cy * p.H - h / 2, 0), p.H - h);
  return renderView(p, x0, y0, w, p.W, p.H);
}
