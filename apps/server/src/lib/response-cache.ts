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

/** An answer with headers of its own (a page's next cursor), cached with it. */
export class Answer {
  constructor(
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/** A body already serialised as JSON, in UTF-8 pieces kept serialised, sent as they are joined. */
export class JsonText {
  constructor(readonly parts: readonly Buffer[]) {}
}

export type Encoding = 'gzip' | 'br';

/** The compression a request accepts, brotli first; null for none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Bodies up to this size are compressed on the main thread at a moderate effort: brotli 4 takes
 * about 0.35 ms for a gallery page of 70 KB, less than handing it to the thread pool through
 * zlib's stream machinery costs the main thread (most answers built per request are this size).
 */
const SYNC_MAX_BYTES = 256 * 1024;
const SYNC_MAX_BROTLI_QUALITY = 5;

/** Whether `compress` makes the brotli form of a body of `size` at once, on the main thread. */
const brotliAtOnce = (size: number, quality: number) => size <= SYNC_MAX_BYTES && quality <= SYNC_MAX_BROTLI_QUALITY;

/**
 * `body` compressed for `encoding`; `brotliQuality` is the effort of brotli, `gzipLevel` that of
 * gzip (6 unless told). Small bodies at a moderate effort are compressed at once on the main
 * thread, the rest on the thread pool.
 */
export function compress(
  body: Buffer | string,
  encoding: Encoding,
  brotliQuality: number,
  gzipLevel = 6,
): Promise<Buffer> {
  const size = Buffer.byteLength(body);
  if (encoding === 'br') {
    const options = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    };
    return brotliAtOnce(size, brotliQuality)
      ? settle(() => zlib.brotliCompressSync(body, options))
      : brotli(body, options);
  }
  return size <= SYNC_MAX_BYTES && gzipLevel <= 6
    ? settle(() => zlib.gzipSync(body, { level: gzipLevel }))
    : gzip(body, { level: gzipLevel });
}

/** The result of `work` as a promise, its error as a rejection. */
function settle(work: () => Buffer): Promise<Buffer> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

interface Entry {
  etag: string;
  /**
   * The body as it is, or null while only its brotli form is kept (a body compressed at once on
   * the main thread, `encoded.br`): recovered from that form the first time a request needs it.
   */
  identity: Buffer | null;
  headers: Readonly<Record<string, string>>;
  /** Compressed on first demand, once per entry: a client that never asks for gzip costs no gzip. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Brotli effort: high for stored entries (paid once), moderate for answers built per request. */
  brotliQuality: number;
  /** Requests this entry answered; a stored entry asked for again is worth its high-effort brotli. */
  hits: number;
}

/**
 * Brotli at quality 3 costs less than gzip and still beats it (the demo's gallery page, 46 KB,
 * measured on 2026-11-26: quality 3 takes 0.17 ms for 7.7 KB, 4 takes 0.27 ms for 7.5 KB, 5 takes
 * 0.55 ms for 6.8 KB, gzip at 6 0.30 ms for 7.8 KB); 9 squeezes a few percent more for many times
 * the time. An entry starts at 3, so a filter asked for once (most of the thousands of
 * combinations) never pays more on the request path; an entry asked for again is recompressed at
 * its own quality in the background and served from that once it is ready.
 */
const FIRST_BROTLI_QUALITY = 3;
const REPEAT_HITS = 2;

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

  /**
   * Answers from the cache, building the entry with `load` on a miss; 304 on a matching ETag.
   * A null key builds the answer for this request only: answers too many to keep (later pages).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    load: () => Promise<unknown>,
  ): Promise<void> {
    const entry = await (key === null ? build(load, FIRST_BROTLI_QUALITY) : this.get(key, load));
    reply.headers(SECURITY_HEADERS);
    reply.headers(entry.headers);
    reply.header('etag', entry.etag);
    reply.header('vary', 'Accept-Encoding, Accept-Language');
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    if (matches(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(await identityOf(entry));
    const body = await encoded(entry, encoding);
    // Return the reply, not await it: awaiting a reply waits for the whole body to be flushed.
    return reply.header('content-encoding', encoding).send(body);
  }

  private get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const pending = build(load, 9).catch((error: unknown) => {
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

/**
 * Where an answer's body is put together before it is compressed, reused by every answer small
 * enough to be compressed at once: most answers built per request are kept only compressed, so
 * they allocate no buffer of their full size. Buffers are memory outside the JavaScript heap, and
 * allocating them by the megabyte a second (a 69 KB gallery page per filter) had the collector run
 * a full mark-compact every 0.6 s under the scale bench's load (docs/decisions/0057).
 */
const scratch = Buffer.allocUnsafe(SYNC_MAX_BYTES);

async function build(load: () => Promise<unknown>, brotliQuality: number): Promise<Entry> {
  const value = await load();
  const { body, headers } = value instanceof Answer ? value : { body: value, headers: {} };
  const parts = body instanceof JsonText ? body.parts : null;
  const text = parts ? null : JSON.stringify(body);
  const size = parts ? parts.reduce((sum, part) => sum + part.length, 0) : Buffer.byteLength(text!);
  const first = Math.min(FIRST_BROTLI_QUALITY, brotliQuality);
  if (brotliAtOnce(size, first)) {
    // Put together, hashed and compressed in one go: `compress` works at once for this size and
    // quality, so the scratch is free again before any other answer can use it.
    let at = 0;
    if (parts) for (const part of parts) at += part.copy(scratch, at);
    else at = scratch.write(text!, 0);
    const bytes = scratch.subarray(0, at);
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
    return { etag, identity: null, headers, encoded: { br: compress(bytes, 'br', first) }, brotliQuality, hits: 0 };
  }
  const identity = parts ? Buffer.concat(parts) : Buffer.from(text!);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, headers, encoded: {}, brotliQuality, hits: 0 };
}

/** The entry's body as it is: kept, or recovered from its brotli form (and kept from then on). */
async function identityOf(entry: Entry): Promise<Buffer> {
  // An entry is built either with its body or with its brotli form.
  entry.identity ??= zlib.brotliDecompressSync(await entry.encoded.br!);
  return entry.identity;
}

async function compressBrotli(entry: Entry, quality: number): Promise<Buffer> {
  return compress(await identityOf(entry), 'br', quality);
}

function encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
  entry.hits += 1;
  if (encoding === 'gzip') {
    entry.encoded.gzip ??= identityOf(entry).then((body) => compress(body, 'gzip', 0));
    return entry.encoded.gzip;
  }
  const first = entry.encoded.br;
  if (!first) {
    entry.encoded.br = compressBrotli(entry, Math.min(FIRST_BROTLI_QUALITY, entry.brotliQuality));
    return entry.encoded.br;
  }
  if (entry.hits === REPEAT_HITS && entry.brotliQuality > FIRST_BROTLI_QUALITY) {
    // The smaller body replaces the first only once it exists; meanwhile the first is served.
    void compressBrotli(entry, entry.brotliQuality).then(
      (better) => {
        entry.encoded.br = Promise.resolve(better);
      },
      () => undefined,
    );
  }
  return first;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
