import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

const { app } = await createTestApp();

describe('cross-cutting HTTP behaviour', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a path part of any length that names nothing as not found, not as too long', async () => {
    for (const length of [2_000, 15_000]) {
      const response = await app.inject({ url: `/api/paintings/${'a'.repeat(length)}` });
      expect(response.statusCode, String(length)).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers an address it cannot decode like any refusal, in the request language', async () => {
    for (const url of ['/api/paintings/%zz', '/api/order/%E0%A4%A', '/%']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: 'The address of the request is not valid' });
    }
    const russian = await app.inject({ url: '/api/paintings/%zz', headers: { 'accept-language': 'ru' } });
    expect(russian.json()).toEqual({ message: 'Некорректный адрес запроса' });
  });

  it('says a body is too large when it is', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large' });
  });

  it('says a body that is not JSON is not taken, with a message as every refusal has', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('answers headers over the limit with 431 and its own message, not the framework’s', async () => {
    const server = await createTestApp();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET /api/paintings?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', (error) => (text ? resolve(text) : reject(error)));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"message":"The request is too large"}');
    } finally {
      await server.app.close();
    }
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
