import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { Answer, JsonText, ResponseCache } from './response-cache.ts';

// The cache keeps small answers only in their brotli form (a body is recovered from it when a
// request wants it as it is, or as gzip), and large ones as they are: every form must carry the
// same bytes, whichever a first request asked for.
const cache = new ResponseCache(3);
const app = Fastify();
let builds = 0;
const small = {
  items: Array.from({ length: 200 }, (_, i) => ({
    i,
    name: `Картина №${(i * 7919) % 10007}`,
    price: ((i * 104729) % 99991) / 100,
  })),
};
const large = 'x'.repeat(300 * 1024);
app.get('/small', (request, reply) =>
  cache.send(request, reply, 'small', async () => {
    builds += 1;
    return small;
  }),
);
app.get('/parts', (request, reply) =>
  cache.send(
    request,
    reply,
    null,
    async () => new Answer(new JsonText([Buffer.from('[1,'), Buffer.from('"é"]')]), { 'x-next': 'n' }),
  ),
);
app.get('/large', (request, reply) => cache.send(request, reply, 'large', async () => ({ large })));
afterAll(() => app.close());

const as = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
const bodyOf = (response: Awaited<ReturnType<typeof as>>) => {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  return (
    encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
  ).toString();
};

describe('ResponseCache', () => {
  it('answers brotli, then the body as it is, then gzip, all the same JSON, built once', async () => {
    const br = await as('/small', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await as('/small');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await as('/small', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [br, plain, gzip]) expect(JSON.parse(bodyOf(response))).toEqual(small);
    expect(new Set([br, plain, gzip].map((r) => r.headers.etag)).size).toBe(1);
    expect(builds).toBe(1);
  });

  it('serves a better brotli of an entry asked for again, with the same body', async () => {
    cache.invalidate();
    const first = (await as('/small', 'br')).rawPayload.length;
    for (let i = 0; i < 2; i += 1) await as('/small', 'br');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const better = await as('/small', 'br');
    expect(better.rawPayload.length).toBeLessThan(first);
    expect(JSON.parse(bodyOf(better))).toEqual(small);
  });

  it('joins an answer given in pieces, with its own headers, for one request', async () => {
    const plain = await as('/parts');
    expect(plain.body).toBe('[1,"é"]');
    expect(plain.headers['x-next']).toBe('n');
    expect(bodyOf(await as('/parts', 'br'))).toBe('[1,"é"]');
    expect(bodyOf(await as('/parts', 'gzip'))).toBe('[1,"é"]');
  });

  it('keeps a body too large to compress at once as it is, and compresses it on demand', async () => {
    const plain = await as('/large');
    expect(JSON.parse(plain.body)).toEqual({ large });
    expect(JSON.parse(bodyOf(await as('/large', 'br')))).toEqual({ large });
    expect(JSON.parse(bodyOf(await as('/large', 'gzip')))).toEqual({ large });
  });

  it('answers 304 to the entry’s ETag', async () => {
    const { etag } = (await as('/small', 'br')).headers;
    const again = await app.inject({ url: '/small', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});
