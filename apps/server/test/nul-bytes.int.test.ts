import { describe, expect, it } from 'vitest';
import { bearer, CALLBACK, createStaff, createUser, PASSWORD, uniqueEmail } from './accounts.ts';
import { createTestApp } from './helpers.ts';

/**
 * PostgreSQL text cannot hold a NUL character: one that reached a query used to answer 500.
 * Every route of the OpenAPI document is called with NUL in each place a value can travel.
 */

const t = await createTestApp();
const user = await createUser(t);
// Every call is made as an admin, who may make the console's calls (under /api/admin, and test
// USDC under /api/dev) as well as everyone's, so the NUL check (not the role check) answers.
const staff = await createStaff(t, 'admin');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation })),
);

const NUL = 'x\u0000y';
const SAFE_ID = '00000000-0000-4000-8000-000000000000';

function url(path: string, pathValue: (name: string) => string, query: Record<string, string> = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValue(name)));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

let address = 0;
/** Each call from its own address on this machine (the dev routes answer only there), so that no rate limit answers first. */
async function call(method: Method, target: string, payload?: unknown) {
  address += 1;
  const response = await t.app.inject({
    method,
    url: target,
    headers: bearer(staff.token),
    remoteAddress: `127.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { target, status: response.statusCode, body: response.body };
}

describe('a NUL character anywhere in a request', () => {
  it('is refused with 400 in a path parameter', async () => {
    const results = [];
    for (const { path, method, operation } of operations) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      if (!names.length) continue;
      for (const name of names) {
        const body = operation.requestBody ? {} : undefined;
        results.push(
          await call(
            method,
            url(path, (n) => (n === name ? NUL : SAFE_ID)),
            body,
          ),
        );
      }
    }
    expect(results.length).toBeGreaterThan(3);
    expect(results.filter((r) => r.status !== 400).map((r) => `${r.status} ${r.target}`)).toEqual([]);
  });

  it('is refused with 400 in a query value', async () => {
    const results = [];
    for (const { path, method, operation } of operations) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of names) {
        const body = operation.requestBody ? {} : undefined;
        results.push(
          await call(
            method,
            url(path, () => SAFE_ID, { [name]: NUL }),
            body,
          ),
        );
      }
    }
    expect(results.length).toBeGreaterThan(10);
    expect(results.filter((r) => r.status !== 400).map((r) => `${r.status} ${r.target}`)).toEqual([]);
  });

  it.each([
    ['a NUL character', NUL],
    // JSON can carry half a surrogate pair ("\ud800"), which is no character: in a json column it
    // failed the query, in a text column it was stored altered (as U+FFFD).
    ['a lone surrogate', 'x\ud800y'],
  ])('%s is refused with 400 in a JSON body field, a nested value and a key', async (_, bad) => {
    const results = [];
    for (const { path, method, operation } of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const target = url(path, () => SAFE_ID);
      for (const name of Object.keys(schema.properties ?? {})) {
        results.push(await call(method, target, { [name]: bad }));
      }
      results.push(await call(method, target, { nested: [{ deeper: bad }] }));
      results.push(await call(method, target, { [bad]: 'value' }));
    }
    expect(results.length).toBeGreaterThan(40);
    expect(results.filter((r) => r.status !== 400).map((r) => `${r.status} ${r.target}`)).toEqual([]);
  });

  it('is answered with a message in the request language and the field it was found in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login?_locale=ru',
      payload: { email: user.email, password: `a\u0000b` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Поле должно быть заполнено корректно',
      errors: { password: 'Поле должно быть заполнено корректно' },
    });
  });

  it('is refused in an otherwise valid registration and support message', async () => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: uniqueEmail('nul'),
        username: 'Ann\u0000',
        phone: null,
        password: PASSWORD,
        repeat_password: PASSWORD,
        callback_url: CALLBACK,
      },
    });
    expect(registration.statusCode).toBe(400);
    // Said as any wrong field is: the field's message above the fields too, not "The request is not valid".
    expect(registration.json()).toEqual({
      message: 'The field must be correct',
      errors: { username: 'The field must be correct' },
    });
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { email: uniqueEmail('nul'), message: 'Hello\u0000' },
    });
    expect(feedback.statusCode).toBe(400);
  });

  it('is refused outside the API too, and plain text without it still passes', async () => {
    expect((await t.app.inject({ url: '/media/files/videos/a%00b.mp4' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/paintings?search_query=%E2%80%94' })).statusCode).toBe(200);
  });

  it('refuses a lone surrogate in otherwise valid calls that store it as json or as text', async () => {
    const person = await createUser(t);
    // Stored in the audit trail's json: this was a 500.
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/block`,
      headers: bearer(staff.token),
      payload: { reason: 'x\ud800y' },
    });
    expect(block.statusCode, block.body).toBe(400);
    expect(block.json()).toMatchObject({ errors: { reason: 'The field must be correct' } });
    const author = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/authors',
      headers: bearer(staff.token),
      payload: { name: { en: '\ud800', ru: 'x' } },
    });
    expect(author.statusCode, author.body).toBe(400);
    // Stored as text: this was accepted and kept altered.
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: '127.78.0.1',
      payload: { email: uniqueEmail('surrogate'), message: 'Hello \udc00 there' },
    });
    expect(feedback.statusCode, feedback.body).toBe(400);
    const [blocked] = await t.sql<{ blocked_at: Date | null }[]>`select blocked_at from users where id = ${person.id}`;
    expect(blocked!.blocked_at).toBeNull();
  });

  it('refuses a body nested deeper, or with more values, than any request at once, before parsing it', async () => {
    // An outside tester's 100,000 nested objects (600 KB) held the whole server for minutes.
    const body = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: 'The request is not valid' });
    // Flat but with two million values (4 MB): parsing and walking it held everyone for seconds.
    const flat = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":[${'1,'.repeat(2_000_000)}1]}`,
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toEqual({ message: 'The request is not valid' });
    // Nested as deep as a request may be, it is answered by the route's own rules.
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD, extra: JSON.parse(`${'['.repeat(20)}${']'.repeat(20)}`) },
    });
    expect(shallow.statusCode, shallow.body).toBe(200);
  });
});
