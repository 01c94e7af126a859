import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild } from '../../test/helpers.ts';

// A build with one hashed script, one style and a picture, as Vite leaves them.
const webDist = fakeWebBuild();
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log("app");\n');
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.css'), 'body{margin:0}\n');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
const { app, sql } = await createTestApp({ WEB_DIST: webDist });

describe('the web build', () => {
  it('serves the files it has, the hashed ones cached for good', async () => {
    const script = await app.inject({ url: '/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it("answers 404, not the app's page, for a file it does not have, and keeps caches from storing it", async () => {
    for (const url of [
      '/assets/index-OLDHASH.css',
      '/assets/index-OLDHASH.js',
      '/assets/nothing.js',
      '/assets/nothing.js?v=2',
      '/assets/fonts/gone.woff2',
      '/assets/index-OLDHASH.js.map',
      '/assets/no-extension',
      '/gone.js',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/gallery/picture.webp',
      '/logo.SVG',
      '/humans.txt',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { accept: '*/*' } });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers['content-type'], url).not.toMatch(/html/);
        expect(response.body, url).not.toContain('<html');
      }
    }
  });

  it("still answers the app's page for the app's own addresses, and robots.txt and sitemap.xml as ever", async () => {
    for (const url of ['/', '/gallery', '/settings', '/admin/orders', '/operations/some-id', '/no-such-page']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
  });

  it('answers a painting address that names no painting 404, with the app that says so', async () => {
    const unknown = await app.inject({ url: '/gallery/00000000-0000-0000-0000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      '/gallery/abc',
      '/gallery/1',
      '/gallery/00000000-0000-0000-0000-000000000000/x',
      '/gallery//abc',
      '/GALLERY/abc',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: '/gallery' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/gallery/' })).statusCode).toBe(200);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<meta name="robots" content="noindex"');
    const [painting] = await sql<{ id: string }[]>`select id from paintings limit 1`;
    const known = await app.inject({ url: `/gallery/${painting!.id}` });
    expect(known.statusCode).toBe(200);
  });

  it('sends a page asked for with a NUL in its query to the same page without that value, as the API refuses it', async () => {
    const page = await app.inject({ url: '/gallery?search=a%00b&sort=price_desc' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/gallery?sort=price_desc');
    const followed = await app.inject({ url: page.headers.location! });
    expect(followed.statusCode).toBe(200);
    expect((await app.inject({ url: '/gallery?search_query=%00' })).headers.location).toBe('/gallery');
    const api = await app.inject({ url: '/api/paintings?search_query=a%00b' });
    expect(api.statusCode).toBe(400);
  });

  it('sends a page whose address holds a NUL to the address without it; the API refuses it', async () => {
    for (const [url, to] of [
      ['/%00', '/'],
      ['/gallery/%00', '/gallery/'],
      ['/gallery/abc%00def?search=x', '/gallery/abcdef?search=x'],
      ['/tokens%00?q=%00', '/tokens'],
    ] as const) {
      const page = await app.inject({ url });
      expect({ url, status: page.statusCode, to: page.headers.location }).toEqual({ url, status: 303, to });
      const followed = await app.inject({ url: to });
      expect(followed.headers['content-type'], to).toBe('text/html; charset=utf-8');
    }
    // Never to another site: what is left begins with exactly one slash (an outside tester's
    // `/%00/evil.example` went to `//evil.example`), and an address a URL parser takes for a host is
    // no 500.
    // Sent as a browser sends them, byte for byte: some are no URL a parser takes.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const raw = (target: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: new URL(address).port, path: target }, (response) => {
            response.resume();
            resolve({ status: response.statusCode!, location: response.headers.location });
          })
          .on('error', reject);
      });
    for (const url of [
      '/%00/evil.example',
      '/%00//evil.example/login',
      '/%00/\\evil.example',
      '//evil.example%00',
      '/\\%00/evil.example',
    ]) {
      const page = await raw(url);
      expect({ url, status: page.status }).toEqual({ url, status: 303 });
      expect(page.location, url).toMatch(/^\/(?![/\\])/);
      expect(new URL(page.location!, 'https://pinacoteca.example').host, url).toBe('pinacoteca.example');
    }
    // Other control characters (an encoded line break drew a blank page) go the same way.
    for (const [url, to] of [
      ['/%0a/evil', '/evil'],
      ['/gallery%0d?lang=en', '/gallery?lang=en'],
      ['/%0a/%0a/evil.example', '/evil.example'],
    ] as const) {
      const page = await raw(url);
      expect({ url, status: page.status, to: page.location }).toEqual({ url, status: 303, to });
    }
    const api = await app.inject({ url: '/api/paintings/%00' });
    expect(api.statusCode).toBe(400);
    const posted = await app.inject({ method: 'POST', url: '/gallery/%00', payload: {} });
    expect(posted.statusCode).not.toBe(303);
  });
});
