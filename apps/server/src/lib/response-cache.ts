import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);

/**
 * Security headers of a cached JSON answer, fixed once instead of built per request by helmet:
 * JSON is never a document, so it may load nothing and be framed by no one.
 */
const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
});
const gzip = promisify(zlib.gzip);

interface Entry {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Serialised, precompressed answers of the public catalogue, keyed by what the answer depends
 * on (language, filter). Compressing once per version instead of once per request is what lets
 * the catalogue serve thousands of requests a second. `invalidate()` is called when the
 * catalogue changes in this process or another one (see catalog/changes.ts).
 */
export class ResponseCache {
  private entries = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Answers from the cache, building the entry with `load` on a miss; 304 on a matching ETag. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<void> {
    const entry = await this.get(key, load);
    reply.headers(SECURITY_HEADERS);
    reply.header('etag', entry.etag);
    reply.header('vary', 'Accept-Encoding, Accept-Language');
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    if (matches(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // Return the reply, not await it: awaiting a reply waits for the whole body to be flushed.
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.identity);
  }

  private get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const pending = build(load).catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, pending);
    // An entry built from data read before an invalidation must not outlive it.
    void pending.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === pending) this.entries.delete(key);
      },
      () => undefined,
    );
    return pending;
  }
}

async function build(load: () => Promise<unknown>): Promise<Entry> {
  const identity = Buffer.from(JSON.stringify(await load()));
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, gzip: gz, br };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
