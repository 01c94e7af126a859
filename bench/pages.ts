/**
 * Lighthouse over the four public pages of the built platform — `/`, `/gallery`, the first
 * painting's page and `/tokens` — with the mobile (default) and desktop profiles, three runs each,
 * in Debian's Chromium. Writes the medians of performance, accessibility, LCP, CLS and TBT to its
 * section of docs/performance.md between its own markers.
 *
 * Run: npm run bench:pages (builds first). Starts the built platform (embedded PostgreSQL, demo
 * catalogue, fresh data folder) unless BENCH_URL names one already running. Lighthouse 12 is used:
 * 13 needs Node 22 and the project runs on Node 20.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startPlatform, waitForQuiet, writeSection } from './platform.ts';

const PORT = 3203;
const PG_PORT = 54353;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 12's targets, for the mobile profile. */
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05, tbtMs: 200 };

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART and the like): try again. */
async function auditWithRetries(url: string, port: number, config: Config | undefined): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, config);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

async function audit(url: string, port: number, config: Config | undefined): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    config,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

/** The targets a page's figures miss, by name (none: it meets them all). */
function missed(f: Figures): string[] {
  return [
    f.performance >= TARGETS.performance ? null : 'performance',
    f.accessibility >= TARGETS.accessibility ? null : 'accessibility',
    f.lcpMs < TARGETS.lcpMs ? null : 'LCP',
    f.cls < TARGETS.cls ? null : 'CLS',
    f.tbtMs < TARGETS.tbtMs ? null : 'TBT',
  ].filter((name): name is string => name !== null);
}

const load = () => os.loadavg()[0]!.toFixed(1);
const started = Date.now();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-pages-'));
let platform: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  if (!base) {
    platform = await startPlatform({
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(PG_PORT),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    });
    base = `http://127.0.0.1:${PORT}`;
  }
  const paintings = (await (await fetch(`${base}/api/paintings`)).json()) as unknown;
  // A plain list, or a page of one with its cursor beside it.
  const list = Array.isArray(paintings)
    ? paintings
    : (Object.values(paintings as Record<string, unknown>).find(Array.isArray) as unknown[] | undefined);
  const first = (list?.[0] ?? {}) as { id?: string };
  if (!first.id) throw new Error('GET /api/paintings listed no painting');
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'gallery', path: '/gallery' },
    { name: 'painting', path: `/gallery/${first.id}` },
    { name: 'tokens', path: '/tokens' },
  ];

  // Each page drawn and compressed once, as a running server has them, then the platform's own
  // start-up work (pictures' variants, issuing tokens on the embedded chain) left to finish: what
  // is measured is the page on a phone, not the server's first minutes.
  for (const page of pages) await fetch(`${base}${page.path}`, { headers: { 'accept-encoding': 'br' } });
  const settled = await waitForQuiet();
  console.log(`machine ${settled.quiet ? 'quiet' : 'still busy'} after ${(settled.waitedMs / 1000).toFixed(0)} s`);
  const loadAtStart = load();

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const profiles = [
    { name: 'mobile', config: undefined },
    { name: 'desktop', config: desktopConfig },
  ];
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const profile of profiles) {
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditWithRetries(`${base}${page.path}`, chrome.port, profile.config));
      const m: Figures = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      };
      console.log(profile.name, page.path, JSON.stringify(m), 'runs:', JSON.stringify(runs));
      rows.push(
        `| ${page.name} | ${profile.name} | ${m.performance} | ${m.accessibility} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms |`,
      );
      if (profile.name === 'mobile') {
        const misses = missed(m);
        verdicts.push(
          `- ${page.name} (mobile): ${misses.length === 0 ? 'meets the targets' : `MISSES the targets (${misses.join(', ')})`}`,
        );
      }
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const served = platform
    ? 'The built platform (embedded PostgreSQL, demo catalogue)'
    : `The platform already running at ${base} (\`BENCH_URL\`)`;
  const section = `## Public pages in Lighthouse

Measured by \`npm run bench:pages\` (\`bench/pages.ts\`) on ${new Date().toISOString().slice(0, 10)},
${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Lighthouse 12
(13 needs Node 22) driving Debian's Chromium headless, in ${minutes} min. ${served} serves the
pages on the same machine; the runs start once its start-up work is done (the machine ${settled.quiet ? `was quiet after ${(settled.waitedMs / 1000).toFixed(0)} s` : `was still busy after ${(settled.waitedMs / 1000).toFixed(0)} s`}; 1-minute load average
${loadAtStart} then and ${load()} after the runs: Lighthouse's simulated throttling scales with
the machine, so a busy one reads lower). Each figure is the median of ${RUNS} runs; the painting is
the first one \`GET /api/paintings\` lists. Mobile is Lighthouse's default profile (a mid-range
phone on a slow 4G link), desktop its desktop preset.

| page | profile | performance | accessibility | LCP | CLS | TBT |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Targets on the mobile profile: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility},
LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms.

${verdicts.join('\n')}

The page shell reserves the space of what arrives later (the route's code, pictures, web fonts),
so nothing on screen moves when it does (docs/decisions/0035-no-layout-shift.md).`;
  await writeSection('pages', section);
  console.log(section);
} finally {
  await chrome?.kill();
  platform?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await fs.rm(dataDir, { recursive: true, force: true });
}
