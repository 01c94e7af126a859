import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ListPaintingsResponse } from '@pinacoteca/contracts/catalog/painting';
import { createTestApp, eventually, fakeWebBuild } from '../../../test/helpers.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';
import { setFlag } from '../flags/service.ts';

// The web app's real server renderer, built once from source by Vite as `npm run build` builds it,
// beside an index.html of the shape Vite writes.
const webDist = fakeWebBuild();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
execFileSync(
  process.execPath,
  [
    path.join(repo, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    path.join(webDist, 'server'),
    '--logLevel',
    'error',
  ],
  // As `npm run build` runs it (the test runner's NODE_ENV=test would pick React's development JSX).
  { cwd: path.join(repo, 'apps/web'), stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
);
const { app, sql } = await createTestApp({ WEB_DIST: webDist, PAGE_REDRAW_SECONDS: '0.2' });

const paintings = ListPaintingsResponse.parse((await app.inject({ url: '/api/paintings' })).json());
const painting = paintings[0]!;

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const html = response.body;
  const root = /<div id="root">([\s\S]*?)<\/div><script id="page-state"/.exec(html)?.[1] ?? '';
  const stateTag = /<script id="page-state" type="application\/json"( data-stale)?>([\s\S]*?)<\/script>/.exec(html);
  return {
    html,
    root,
    stale: Boolean(stateTag?.[1]),
    state: stateTag
      ? (JSON.parse(stateTag[2]!) as { language: string; texts: object; queries: { queries: unknown[] } })
      : null,
  };
}

const usd = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('server-rendered public pages', () => {
  it("come with a painting's name, price and pictures in the first HTML, and the data to hydrate with", async () => {
    const doc = await page(`/gallery/${painting.id}`);
    expect(doc.root).toContain(painting.name);
    expect(doc.root).toContain(usd(painting.art_token.current_price));
    expect(doc.root).toContain(`/media/images/${painting.main_image.uuid}/`);
    // The first picture's preload is in the head, where the browser finds it before the body.
    const head = doc.html.slice(0, doc.html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*${painting.main_image.uuid}`));
    expect(doc.state?.language).toBe('en');
    expect(Object.keys(doc.state!.texts)).toEqual(expect.arrayContaining(['common', 'gallery']));
    expect(JSON.stringify(doc.state!.queries)).toContain(painting.id);
    // Sent compressed, from bytes compressed once.
    const compressed = await app.inject({ url: `/gallery/${painting.id}`, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(doc.html);
    // Nothing in the page runs before the app's own script.
    expect(doc.html.match(/<script\b(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    ]);
  });

  it("draw the gallery's cards and the token table", async () => {
    const gallery = await page('/gallery');
    for (const p of paintings.slice(0, 3)) expect(gallery.root).toContain(p.name);
    const tokens = await page('/tokens');
    expect(tokens.root).toContain(painting.art_token.name);
  });

  it("are written in the stored choice's language, else the browser's, and the address's above both", async () => {
    const [ru] = await sql<{ name: string }[]>`select name->>'ru' as name from paintings where id = ${painting.id}`;
    const russian = await page(`/gallery/${painting.id}`, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(russian.html).toContain('<html lang="ru">');
    expect(russian.root).toContain(ru!.name);
    expect(russian.root).toContain('Галерея');
    expect(russian.state?.language).toBe('ru');

    const stored = await page(`/gallery/${painting.id}`, { 'accept-language': 'ru', cookie: 'theme=x; language=en' });
    expect(stored.html).toContain('<html lang="en">');
    expect(stored.root).toContain(painting.name);

    const asked = await page(`/gallery/${painting.id}?lang=ru`, { cookie: 'language=en' });
    expect(asked.root).toContain(ru!.name);
  });

  it('carry the cookie notice until the browser records consent in its cookie', async () => {
    const notice = 'aria-label="Cookie notice"';
    const first = await page('/gallery');
    expect(first.root).toContain(notice);
    expect(first.root).toContain('cookie policy');
    expect((first.state as unknown as { cookieBar: boolean }).cookieBar).toBe(true);
    const seen = await page('/gallery', { cookie: 'language=en; cookie_consent=accepted' });
    expect(seen.root).not.toContain(notice);
    expect((seen.state as unknown as { cookieBar: boolean }).cookieBar).toBe(false);
    // In Russian too, each kept apart.
    const russian = await page('/gallery', { cookie: 'language=ru' });
    expect(russian.root).toContain('Уведомление о cookie');
  });

  it('after a catalogue change serve the last drawing at once, marked stale, and a new one next', async () => {
    const before = await page('/tokens');
    expect(before.stale).toBe(false);
    await notifyCatalogChanged(sql);
    await eventually(async () => expect((await page('/tokens')).stale).toBe(true));
    await eventually(async () => expect((await page('/tokens')).stale).toBe(false));
  });

  it('after a change of what pages show (a feature flag) draw them anew rather than serve the last drawing', async () => {
    const before = await page('/tokens');
    expect(before.stale).toBe(false);
    const flags = () =>
      (before.state?.queries.queries as { queryKey: unknown[]; state: { data: unknown } }[]).find(
        (q) => q.queryKey[0] === 'feature-flags',
      );
    expect(flags()).toBeDefined();
    const swapWas = (flags()!.state.data as { name: string; enabled: boolean }[]).find(
      (f) => f.name === 'swap',
    )!.enabled;
    await setFlag(sql, 'swap', !swapWas);
    try {
      // Until the change reaches this process the old drawing is still current; from then on every
      // answer is a fresh drawing with the new flags: none is the old one marked stale.
      const seen: boolean[] = [];
      await eventually(async () => {
        const after = await page('/tokens');
        seen.push(after.stale);
        const data = (
          after.state?.queries.queries as {
            queryKey: unknown[];
            state: { data: { name: string; enabled: boolean }[] };
          }[]
        ).find((q) => q.queryKey[0] === 'feature-flags')!.state.data;
        expect(data.find((f) => f.name === 'swap')!.enabled).toBe(!swapWas);
      });
      expect(seen).not.toContain(true);
    } finally {
      await setFlag(sql, 'swap', swapWas);
    }
  });

  it('leave new addresses to the browser while many drawings are under way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.inject({ url: `/gallery?search=burst${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const drawn = answers.filter((a) => a.body.includes('id="page-state"')).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(30);
    expect(answers.find((a) => !a.body.includes('id="page-state"'))?.body).toContain('<div id="root"></div>');
  });

  it('leave unknown paintings and signed-in pages to the browser', async () => {
    const unknown = await app.inject({ url: '/gallery/00000000-0000-4000-8000-000000000000' });
    // Not found, as a search engine must hear it; the app draws the page that says so.
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).toContain('name="robots" content="noindex"');
    const wallet = await app.inject({ url: '/wallet' });
    expect(wallet.body).toContain('<div id="root"></div>');
    expect(wallet.body).not.toContain('page-state');
  });
});
