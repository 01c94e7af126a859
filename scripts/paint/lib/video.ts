/** Slow Ken Burns pan/zoom over a painting, encoded with ffmpeg (H.264, yuv420p, faststart) when it is installed. */
import { spawn, spawnSync } from 'node:child_process';
import type { Raster } from './raster.ts';

export interface KenBurns {
  /** Centre (0..1 of the painting) and zoom (1 = the widest 16:9 window that fits). */
  from: { cx: number; cy: number; zoom: number };
  to: { cx: number; cy: number; zoom: number };
}

const OW = 1280;
const OH = 720;
const FPS = 25;
const SECONDS = 7;

export function ffmpegAvailable(): boolean {
  try {
    return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}

const ease = (t: number) => t * t * (3 - 2 * t);

export async function makeVideo(img: Raster, dst: string, kb: KenBurns): Promise<boolean> {
  if (!ffmpegAvailable()) return false;
  const W = img.w;
  const H = img.h;
  const soft = img.blurred(1, 1);
  // widest 16:9 window inside the painting
  const baseW = Math.min(W, (H * OW) / OH);
  const ff = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${OW}x${OH}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-crf',
      '27',
      '-maxrate',
      '1400k',
      '-bufsize',
      '2800k',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      dst,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<boolean>((resolve) => ff.on('exit', (code) => resolve(code === 0)));
  const frames = FPS * SECONDS;
  const frame = Buffer.alloc(OW * OH * 3);
  const tmp = new Float32Array(3);
  for (let f = 0; f < frames; f++) {
    const t = ease(f / (frames - 1));
    const zoom = kb.from.zoom + (kb.to.zoom - kb.from.zoom) * t;
    const ww = baseW / zoom;
    const wh = (ww * OH) / OW;
    let cx = (kb.from.cx + (kb.to.cx - kb.from.cx) * t) * W;
    let cy = (kb.from.cy + (kb.to.cy - kb.from.cy) * t) * H;
    cx = Math.min(Math.max(cx, ww / 2), W - ww / 2);
    cy = Math.min(Math.max(cy, wh / 2), H - wh / 2);
    const x0 = cx - ww / 2;
    const y0 = cy - wh / 2;
    const k = ww / OW;
    const srcImg = k > 1.1 ? soft : img;
    for (let y = 0; y < OH; y++) {
      for (let x = 0; x < OW; x++) {
        srcImg.sample(x0 + (x + 0.5) * k, y0 + (y + 0.5) * k, tmp);
        const j = (y * OW + x) * 3;
        frame[j] = Math.max(0, Math.min(255, Math.round(tmp[0]! * 255)));
        frame[j + 1] = Math.max(0, Math.min(255, Math.round(tmp[1]! * 255)));
        frame[j + 2] = Math.max(0, Math.min(255, Math.round(tmp[2]! * 255)));
      }
    }
    if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  return done;
}
