import { describe, expect, it } from 'vitest';
import { waitMessageKey } from '../../lib/errors.ts';
import { messageText } from '@pinacoteca/contracts/messages';
import { bearer, createUser, enableTwoFactor, login } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';

const t = await createTestApp({ RATE_LIMIT_FEEDBACK_PER_HOUR: '3' });
const { app, sql } = t;

function post(payload: unknown, query = '', ip = '10.0.0.1', headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/feedback${query}`,
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
}

describe('POST /api/feedback', () => {
  it('stores a guest message for operators', async () => {
    const response = await post(
      { email: 'guest@example.com', message: 'The chart does not open on my phone.' },
      '',
      '10.0.1.1',
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await sql`select email, message, locale from feedback where id = ${id}`;
    expect(row).toMatchObject({
      email: 'guest@example.com',
      message: 'The chart does not open on my phone.',
      locale: 'en',
    });
  });

  it('asks a guest for an e-mail', async () => {
    const response = await post({ message: 'Hello' }, '', '10.0.1.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This is a required field',
      errors: { email: 'This is a required field' },
    });
  });

  it("stores a signed-in person's message with their account's e-mail", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const response = await post({ message: 'Where is my refund?' }, '', '10.0.2.1', bearer(token));
    expect(response.statusCode).toBe(201);
    const [row] = await sql`select email, user_id, message from feedback where id = ${response.json().id}`;
    expect(row).toEqual({ email: user.email, user_id: user.id, message: 'Where is my refund?' });
  });

  it('answers a signed-in person at the account address even when the body names another', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const response = await post({ email: 'someone.else@example.com', message: 'Hi' }, '', '10.0.2.2', bearer(token));
    expect(response.statusCode).toBe(201);
    const [row] = await sql`select email from feedback where id = ${response.json().id}`;
    expect(row!.email).toBe(user.email);
  });

  it('refuses a bearer that is no longer valid instead of taking the person for a guest', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const response = await post({ message: 'Hi' }, '', '10.0.2.3', bearer(token));
    expect(response.statusCode).toBe(401);
    expect(await sql`select 1 from feedback where user_id = ${user.id}`).toHaveLength(0);
  });

  it('treats a session still waiting for its two-factor code as a guest', async () => {
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const withoutEmail = await post({ message: 'Lost my phone' }, '', '10.0.2.4', bearer(pending));
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json().errors).toEqual({ email: 'This is a required field' });
    const withEmail = await post(
      { email: 'me@example.com', message: 'Lost my phone' },
      '',
      '10.0.2.4',
      bearer(pending),
    );
    expect(withEmail.statusCode).toBe(201);
    const [row] = await sql`select email, user_id from feedback where id = ${withEmail.json().id}`;
    expect(row).toEqual({ email: 'me@example.com', user_id: null });
  });

  it('refuses an invalid e-mail and an empty message with the messages of SPEC §5', async () => {
    const response = await post({ email: 'not-an-email', message: '   ' }, '', '10.0.1.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'The field must be correct',
      message: 'This is a required field',
    });
  });

  it('refuses a message over 400 characters', async () => {
    const response = await post({ email: 'a@b.co', message: 'x'.repeat(401) }, '', '10.0.1.4');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.message).toBe('Max 400 characters');
  });

  it('answers in Russian with _locale=ru', async () => {
    const response = await post({ email: 'bad', message: 'Привет' }, '?_locale=ru', '10.0.1.5');
    expect(response.json().errors.email).toBe('Поле должно быть заполнено корректно');
  });

  it('answers malformed JSON with a 400 message and no internals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.0.1.6',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is not valid' });
  });

  it('limits how often one address may write, with Retry-After', async () => {
    const ip = '10.0.9.9';
    for (let i = 0; i < 3; i += 1) {
      expect((await post({ email: 'a@b.co', message: `try ${i}` }, '', ip)).statusCode).toBe(201);
    }
    const limited = await post({ email: 'a@b.co', message: 'once more' }, '', ip);
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited.json().message).toBe(messageText(waitMessageKey(wait), 'en'));
    // Another address is not affected.
    expect((await post({ email: 'a@b.co', message: 'hi' }, '', '10.0.9.10')).statusCode).toBe(201);
  });

  it('counts only the messages it took: mistakes before them do not use the hour up', async () => {
    const ip = '10.0.9.20';
    for (const mistake of [
      { email: 'bad', message: 'hi' },
      { message: 'no address' },
      { email: 'a@b.co', message: '' },
    ]) {
      expect((await post(mistake, '', ip)).statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await post({ email: 'a@b.co', message: `taken ${i}` }, '', ip)).statusCode).toBe(201);
    }
    const limited = await post({ email: 'a@b.co', message: 'one too many' }, '', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused one was not kept for operators.
    const kept = await t.sql`select 1 from feedback where message = 'one too many'`;
    expect(kept).toHaveLength(0);
  });
});
