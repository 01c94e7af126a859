import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

const { app } = await createTestApp();

describe('cross-cutting HTTP behaviour', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('sends a strict content security policy and security headers', async () => {
    const response = await app.inject({ url: '/api/system/feature-flags/state' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends security headers with cached catalogue answers too', async () => {
    for (const url of ['/api/tokens', '/api/paintings', '/api/authors']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown>; openapi: string }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/paintings',
      '/api/paintings/{uuid}',
      '/api/authors',
      '/api/tokens',
      '/api/system/feature-flags/state',
      '/api/feedback',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const page = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('media', () => {
  it('serves picture variants in the best format the browser accepts', async () => {
    const [painting] = (await app.inject({ url: '/api/paintings' })).json<{ main_image: { thumbnail: string } }[]>();
    const url = painting!.main_image.thumbnail;
    const webp = await app.inject({ url, headers: { accept: 'image/webp,image/*' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toContain('Accept');
    const jpeg = await app.inject({ url });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const avif = await app.inject({ url, headers: { accept: 'image/avif,image/webp' } });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('answers 404 for an unknown variant or image', async () => {
    const [painting] = (await app.inject({ url: '/api/paintings' })).json<{ main_image: { uuid: string } }[]>();
    expect((await app.inject({ url: `/media/images/${painting!.main_image.uuid}/huge` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/images/00000000-0000-4000-8000-000000000000/small' })).statusCode).toBe(
      404,
    );
  });
});
