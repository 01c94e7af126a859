import { describe, expect, it, vi } from 'vitest';
import { ListPaintingsResponse } from '@pinacoteca/contracts/catalog/painting';
import { createTestApp, eventually, fakeWebBuild } from '../../../test/helpers.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';

const webDist = fakeWebBuild();
const ORIGIN = 'https://pinacoteca.example';
const { app, sql, catalog } = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: `${ORIGIN}/` });

const paintings = ListPaintingsResponse.parse((await app.inject({ url: '/api/paintings' })).json());
const painting = paintings[0]!;
const [author] = await sql<{ name: { en: string; ru: string } }[]>`
  select a.name from authors a join paintings p on p.author_id = a.id where p.id = ${painting.id}`;

async function page(url: string, headers: Record<string, string> = {}, status = 200) {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = response.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => decode(pattern.exec(head)?.[1]);
  return {
    html,
    head,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1]),
    meta: (key: string) => attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)),
    link: (rel: string, hreflang?: string) =>
      attr(new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`)),
    jsonLd: () => {
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    },
  };
}

function decode(text: string | undefined): string | undefined {
  return text
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('public pages', () => {
  it("carry a painting's name, picture and schema.org artwork for search engines and link previews", async () => {
    const doc = await page(`/gallery/${painting.id}`);
    expect(doc.title).toBe(`${painting.name} — Pinacoteca`);
    expect(doc.meta('og:title')).toBe(`${painting.name} — Pinacoteca`);
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
    const image = `${ORIGIN}/media/images/${painting.main_image.uuid}/normal2x`;
    expect(doc.meta('og:image')).toBe(image);
    expect(doc.meta('twitter:image')).toBe(image);
    const longest = Math.max(painting.main_image.width, painting.main_image.height);
    expect(Math.max(Number(doc.meta('og:image:width')), Number(doc.meta('og:image:height')))).toBe(
      Math.min(1600, longest),
    );
    const description = painting.short_description.replace(/\s+/g, ' ').trim();
    expect(doc.meta('description')).toContain(description.slice(0, 40));
    expect(doc.meta('description')!.length).toBeLessThanOrEqual(200);
    expect(doc.meta('og:description')).toBe(doc.meta('description'));
    expect(doc.link('canonical')).toBe(`${ORIGIN}/gallery/${painting.id}?lang=en`);
    expect(doc.meta('og:url')).toBe(`${ORIGIN}/gallery/${painting.id}?lang=en`);
    expect(doc.link('alternate', 'en')).toBe(`${ORIGIN}/gallery/${painting.id}?lang=en`);
    expect(doc.link('alternate', 'ru')).toBe(`${ORIGIN}/gallery/${painting.id}?lang=ru`);
    expect(doc.link('alternate', 'x-default')).toBe(`${ORIGIN}/gallery/${painting.id}`);
    expect(doc.jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: painting.name,
      creator: { '@type': 'Person', name: author!.name.en },
      image: { url: image },
      url: `${ORIGIN}/gallery/${painting.id}?lang=en`,
    });
    // The static title and description give way; the app's scripts stay.
    expect(doc.html).not.toContain('Static');
    expect(doc.html.match(/<title>/g)).toHaveLength(1);
    expect(doc.html.match(/name="description"/g)).toHaveLength(1);
    expect(doc.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(doc.html).toContain('<div id="root"></div>');
  });

  it('speak Russian to a Russian browser, and the language the address asks for before that', async () => {
    const [ru] = await sql<{ name: string }[]>`select name->>'ru' as name from paintings where id = ${painting.id}`;
    const russian = await page(`/gallery/${painting.id}`, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(russian.html).toContain('<html lang="ru">');
    expect(russian.title).toBe(`${ru!.name} — Pinacoteca`);
    expect(russian.meta('og:locale')).toBe('ru_RU');
    expect(russian.link('canonical')).toBe(`${ORIGIN}/gallery/${painting.id}?lang=ru`);
    expect(russian.jsonLd()).toMatchObject({ name: ru!.name, creator: { name: author!.name.ru }, inLanguage: 'ru' });

    const gallery = await page('/gallery?lang=ru&genres[]=1');
    expect(gallery.title).toBe('Галерея — Pinacoteca');
    expect(gallery.link('canonical')).toBe(`${ORIGIN}/gallery?lang=ru`);

    const english = await page('/tokens?lang=en', { 'accept-language': 'ru' });
    expect(english.html).toContain('<html lang="en">');
    expect(english.title).toBe('Tokens — Pinacoteca');
    expect(english.meta('description')).toMatch(/index token/);

    const home = await page('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(home.title).toBe('Pinacoteca — invest in paintings');
    expect(home.link('alternate', 'x-default')).toBe(`${ORIGIN}/`);
  });

  it('give each public page its own title and canonical address', async () => {
    const titles: Record<string, string> = {
      '/privacy-policy': 'Privacy policy — Pinacoteca',
      '/terms-of-use': 'Terms of use — Pinacoteca',
      '/cookies-policy': 'Cookie policy — Pinacoteca',
      '/support/faq': 'Frequently asked questions — Pinacoteca',
      '/support/contact-us/': 'Contact support — Pinacoteca',
    };
    for (const [url, title] of Object.entries(titles)) {
      const doc = await page(url);
      expect({ url, title: doc.title }).toEqual({ url, title });
      expect(doc.link('canonical')).toBe(`${ORIGIN}${url.replace(/\/$/, '')}?lang=en`);
      expect(doc.meta('robots')).toBeUndefined();
    }
  });

  it('escape what the catalogue says, in attributes and in JSON-LD', async () => {
    const [original] = await sql<{ name: unknown }[]>`select name from paintings where id = ${painting.id}`;
    const hostile = `Dawn </script><script>alert(1)</script> "quoted" & 'single'`;
    await sql.begin(async (tx) => {
      await tx`update paintings set name = jsonb_set(name, '{en}', to_jsonb(${hostile}::text)) where id = ${painting.id}`;
      // As the console's editor does: a painting's texts are the catalogue's structure.
      await notifyCatalogChanged(tx, 'structure');
    });
    try {
      await eventually(async () => {
        expect((await page(`/gallery/${painting.id}`)).title).toBe(`${hostile} — Pinacoteca`);
      });
      const doc = await page(`/gallery/${painting.id}`);
      expect(doc.head).not.toContain('<script>alert(1)');
      expect(doc.head.match(/<\/script>/g)).toHaveLength(2); // JSON-LD's own and the app's
      expect(doc.meta('og:title')).toBe(`${hostile} — Pinacoteca`);
      expect(doc.jsonLd()).toMatchObject({ name: hostile });
    } finally {
      await sql.begin(async (tx) => {
        await tx`update paintings set name = ${sql.json(original!.name as never)} where id = ${painting.id}`;
        await notifyCatalogChanged(tx, 'structure');
      });
    }
    await eventually(async () => {
      expect((await page(`/gallery/${painting.id}`)).title).toBe(`${painting.name} — Pinacoteca`);
    });
  });

  it('still serve the app for an unknown painting, with the site-wide tags and no index, answered 404', async () => {
    const doc = await page('/gallery/00000000-0000-4000-8000-000000000000', {}, 404);
    expect(doc.title).toBe('Pinacoteca — invest in paintings');
    expect(doc.meta('robots')).toBe('noindex');
    expect(doc.link('canonical')).toBeUndefined();
    expect(doc.meta('og:image')).toBeUndefined();
    expect(doc.jsonLd()).toBeUndefined();
    expect(doc.html).toContain('<div id="root"></div>');
  });

  it('still serve the app when the catalogue cannot be read, with the site-wide tags', async () => {
    catalog.invalidate();
    const failing = vi.spyOn(catalog, 'listPaintings').mockRejectedValue(new Error('database unavailable'));
    try {
      const doc = await page(`/gallery/${painting.id}`);
      expect(doc.title).toBe('Pinacoteca — invest in paintings');
      expect(doc.html).toContain('<div id="root"></div>');
    } finally {
      failing.mockRestore();
    }
    expect((await page(`/gallery/${painting.id}`)).title).toBe(`${painting.name} — Pinacoteca`);
  });

  it('keep signed-in pages out of search results', async () => {
    const doc = await page('/wallet', { 'accept-language': 'ru' });
    expect(doc.meta('robots')).toBe('noindex');
    expect(doc.title).toBe('Pinacoteca — инвестиции в живопись');
    expect(doc.link('canonical')).toBeUndefined();
  });

  it('never fail on odd addresses', async () => {
    for (const url of [
      '/gallery/%00',
      '/gallery/not-a-uuid',
      '/%00',
      '/gallery/%ZZ',
      '/gallery?lang=%00',
      '/gallery?lang=xx',
      '/gallery/' + 'a'.repeat(5000),
      '//gallery',
      '/gallery/../tokens',
    ]) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  });
});

/** Checks that a document is well-formed XML: balanced elements, escaped text, known entities. */
function expectWellFormedXml(text: string): void {
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = text.slice(text.indexOf('?>') + 2);
  const open: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, attributes, selfClosing, content] = match;
    for (const part of [attributes, content]) {
      if (part) expect(part.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toMatch(/&/);
    }
    if (content !== undefined) continue;
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(consumed).toBe(body.length);
  expect(open).toEqual([]);
}

describe('GET /sitemap.xml', () => {
  it('lists every public page and painting in both languages with their alternates', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expectWellFormedXml(xml);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const p of paintings) {
      for (const language of ['en', 'ru']) expect(locations).toContain(`${ORIGIN}/gallery/${p.id}?lang=${language}`);
    }
    for (const route of ['/', '/gallery', '/tokens', '/privacy-policy', '/terms-of-use', '/cookies-policy']) {
      expect(locations).toContain(`${ORIGIN}${route}?lang=en`);
    }
    for (const route of ['/support/faq', '/support/contact-us', '/transparency'])
      expect(locations).toContain(`${ORIGIN}${route}?lang=ru`);
    expect(locations).toHaveLength(2 * (10 - 1 + paintings.length));
    const entry = new RegExp(`<url><loc>${ORIGIN}/gallery/${painting.id}\\?lang=ru</loc>(.*?)</url>`).exec(xml)?.[1];
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/gallery/${painting.id}?lang=en"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/gallery/${painting.id}"/>`,
    );
  });
});

describe('GET /robots.txt', () => {
  it('opens public pages, closes signed-in areas and the API, and points at the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dev/', '/wallet', '/operations', '/settings', '/tokens/buy', '/sell', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => /^Disallow: \/(gallery|tokens$|support|privacy)/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
