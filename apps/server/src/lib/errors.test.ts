import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pinacoteca/contracts/messages';
import { installErrorHandling, isTransactionConflict } from './errors.ts';

/** What the `postgres` driver throws for a server error: an Error carrying PostgreSQL's SQLSTATE as `code`. */
const pgError = (code: string) => Object.assign(new Error('database error'), { code });

describe('errors from PostgreSQL that rolled a transaction back', () => {
  it('knows a deadlock and a serialization failure, and nothing else', () => {
    expect(isTransactionConflict(pgError('40P01'))).toBe(true);
    expect(isTransactionConflict(pgError('40001'))).toBe(true);
    expect(isTransactionConflict(pgError('23505'))).toBe(false);
    expect(isTransactionConflict(new Error('40P01'))).toBe(false);
    expect(isTransactionConflict(null)).toBe(false);
  });

  it('answers 503 with Retry-After and a try-again message in the request language, not a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/deadlock', async () => {
      throw pgError('40P01');
    });
    app.get('/other', async () => {
      throw pgError('23505');
    });
    await app.ready();
    const busy = await app.inject({ url: '/deadlock', headers: { 'accept-language': 'ru' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: MESSAGES.busy_try_again.ru });
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
  });
});
