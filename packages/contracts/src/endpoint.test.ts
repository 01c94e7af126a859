import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from './common.ts';
import { type Endpoint, needsSession, pathOf, successOf } from './endpoint.ts';

const answer = z.object({ ok: z.boolean() });
const endpoint = (responses: Endpoint['responses']): Endpoint => ({
  method: 'POST',
  path: '/api/things/:id/parts/:part',
  access: 'public',
  tags: [],
  summary: '',
  responses,
});

describe('endpoint contracts', () => {
  it('fill the path with each parameter encoded', () => {
    expect(pathOf(endpoint({}), { id: 'a b/c', part: 7 })).toBe('/api/things/a%20b%2Fc/parts/7');
  });

  it('refuse a path with a parameter missing', () => {
    expect(() => pathOf(endpoint({}), { id: 'x' })).toThrow(/no value for :part/);
  });

  it('find the one success answer among the refusals', () => {
    expect(successOf(endpoint({ 400: ErrorResponse, 201: answer }))).toEqual({ status: 201, schema: answer });
    expect(successOf(endpoint({ 404: ErrorResponse }))).toEqual({ status: 200, schema: undefined });
  });

  it('carry a bearer only where the access needs a session', () => {
    expect(needsSession('public')).toBe(false);
    expect(needsSession('guest-or-signed-in')).toBe(false);
    expect(needsSession('signed-in')).toBe(true);
    expect(needsSession('staff')).toBe(true);
  });
});
