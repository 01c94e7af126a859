/**
 * The second baseline: a bare Fastify server answering every request with the exact bytes the
 * platform sends for GET /api/paintings (already compressed, with the same encoding and type), so
 * the catalogue's figures can be read against the cost of sending that answer at all.
 * BODY_FILE names the bytes, CONTENT_ENCODING and CONTENT_TYPE their headers (bench/catalogue.ts).
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE ?? '');
const headers: Record<string, string> = { 'content-type': process.env.CONTENT_TYPE ?? 'application/json' };
if (process.env.CONTENT_ENCODING) headers['content-encoding'] = process.env.CONTENT_ENCODING;

const app = Fastify();
app.get('/', async (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT ?? 3204), host: '127.0.0.1' });
console.log('same-bytes ready');
