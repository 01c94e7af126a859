/**
 * Generates the seed pictures: paintings (main view + extra views), author portraits and two videos.
 * Deterministic: every random choice comes from a PRNG seeded by the painting's slug.
 *
 *   npx tsx scripts/paint/main.ts            # everything, in two worker processes
 *   npx tsx scripts/paint/main.ts red-roofs  # only the named slugs (paintings or authors)
 */
import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveJpeg } from './lib/raster.ts';
import { type PaintingDef, prepare, renderDetail } from './lib/painting.ts';
import { renderBack, renderWall } from './lib/presentation.ts';
import { makeVideo } from './lib/video.ts';
import { AUTHORS, PAINTINGS } from './catalogue.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_P = join(ROOT, 'apps/server/src/db/seed/assets/paintings');
const OUT_A = join(ROOT, 'apps/server/src/db/seed/assets/authors');
const WORKERS = 2;

interface Job {
  def: PaintingDef;
  author: boolean;
}

function jobs(only: string[]): Job[] {
  const all: Job[] = [
    ...PAINTINGS.map((def) => ({ def, author: false })),
    ...AUTHORS.map((def) => ({ def, author: true })),
  ];
  return only.length ? all.filter((j) => only.includes(j.def.slug)) : all;
}

async function runJob(j: Job): Promise<string> {
  const t0 = process.cpuUsage();
  const { def } = j;
  const p = prepare(def);
  if (j.author) {
    await saveJpeg(p.main, join(OUT_A, `${def.slug}.jpg`));
  } else {
    await saveJpeg(p.main, join(OUT_P, `${def.slug}-1.jpg`));
    let n = 1;
    for (const ex of def.extras) {
      n++;
      const file = join(OUT_P, `${def.slug}-${n}.jpg`);
      if (ex === 'detail') await saveJpeg(renderDetail(p), file);
      else if (ex === 'wall') await saveJpeg(renderWall(p), file);
      else await saveJpeg(renderBack(p), file);
    }
  }
  let video = '';
  if (!j.author && def.video) {
    const ok = await makeVideo(p.main, join(OUT_P, `${def.slug}.mp4`), def.video);
    video = ok ? ', video written' : ', video skipped (ffmpeg not available)';
  }
  const c = process.cpuUsage(t0);
  return `${def.slug}: ${p.strokes.length} strokes, ${((c.user + c.system) / 1e6).toFixed(1)} s cpu${video}`;
}

/** Rough cost, so that the slowest jobs start first. */
function weight(j: Job): number {
  if (j.author) return 1;
  return 4 + (j.def.video ? 6 : 0) + j.def.extras.length * 2 + (j.def.look(100, 100).finish.crackle ? 2 : 0);
}

/** Child process: runs the jobs the parent sends, one at a time. */
function worker() {
  const all = jobs([]);
  process.on('message', (m: { slug: string | null }) => {
    if (!m.slug) process.exit(0);
    const job = all.find((j) => j.def.slug === m.slug)!;
    runJob(job).then(
      (log) => process.send!({ log }),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
  process.send!({ log: null });
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--worker') {
    worker();
    return;
  }
  mkdirSync(OUT_P, { recursive: true });
  mkdirSync(OUT_A, { recursive: true });
  const t0 = Date.now();
  const queue = jobs(args).sort((a, b) => weight(b) - weight(a));
  const n = Math.min(WORKERS, Math.max(1, queue.length));
  const script = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve, reject) => {
          const child = fork(script, ['--worker'], { stdio: 'inherit' });
          child.on('message', (m: { log: string | null }) => {
            if (m.log) console.log(m.log);
            const next = queue.shift();
            child.send({ slug: next ? next.def.slug : null });
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
        }),
    ),
  );
  let total = 0;
  let files = 0;
  for (const dir of [OUT_P, OUT_A]) {
    for (const f of readdirSync(dir)) {
      if (!/\.(jpg|mp4)$/.test(f)) continue;
      total += statSync(join(dir, f)).size;
      files++;
    }
  }
  console.log(`${files} files, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
