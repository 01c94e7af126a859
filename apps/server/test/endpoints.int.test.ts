import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@pinacoteca/contracts/endpoint';
import { createTestApp } from './helpers.ts';
import { bearer, createUser, login } from './accounts.ts';

const contractsRoot = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

/** Every endpoint every contract file exports, found by shape (decision 0052). */
async function declaredEndpoints(): Promise<Endpoint[]> {
  const files = fs
    .readdirSync(contractsRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: Endpoint[] = [];
  for (const file of files) {
    const module = (await import(path.join(contractsRoot, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value) {
        found.push(value as Endpoint);
      }
    }
  }
  return found;
}

const key = (method: string, route: string) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`;

describe('endpoint contracts and the routes the server serves', async () => {
  const t = await createTestApp();
  const declared = await declaredEndpoints();
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const served = Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => key(method, route)),
  );

  it('serves every declared endpoint, once', () => {
    const declaredKeys = declared.map((e) => key(e.method, e.path));
    expect(declaredKeys.length).toBeGreaterThan(90);
    expect(new Set(declaredKeys).size).toBe(declaredKeys.length);
    expect(declaredKeys.filter((k) => !served.includes(k))).toEqual([]);
  });

  it('serves no API route that is not declared by a contract', () => {
    const declaredKeys = new Set(declared.map((e) => key(e.method, e.path)));
    expect(served.filter((k) => k.split(' ')[1]!.startsWith('/api/') && !declaredKeys.has(k))).toEqual([]);
  });

  it('guards every endpoint as its contract says, before reading anything it was sent', async () => {
    for (const endpoint of declared.filter((e) => e.access !== 'public' && e.access !== 'guest-or-signed-in')) {
      const url = endpoint.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: endpoint.method, url, payload: endpoint.body ? {} : undefined });
      expect({ endpoint: `${endpoint.method} ${endpoint.path}`, status: response.statusCode }).toEqual({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        status: 401,
      });
    }
  });

  // Three password routes, which answer field errors as a list (SPEC §8), answered 500 to a form
  // or XML body: the empty list went out under the 415's contract (an outside tester).
  it('refuses a body that is not JSON with 415 and a message on every endpoint that reads one', async () => {
    const person = await createUser(t);
    const headers = { ...bearer(await login(t, person.email)), 'content-type': 'application/x-www-form-urlencoded' };
    const readers = declared.filter((e) => e.body && e.access !== 'staff' && e.access !== 'admin');
    expect(readers.length).toBeGreaterThan(20);
    const answers = [];
    for (const endpoint of readers) {
      const url = endpoint.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: endpoint.method, url, headers, payload: 'a=1' });
      answers.push({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        status: response.statusCode,
        body: response.json(),
      });
    }
    const expected = answers.map(({ endpoint }) => ({
      endpoint,
      status: 415,
      body: { message: 'The request is not valid' },
    }));
    expect(answers).toEqual(expected);
  });
});
