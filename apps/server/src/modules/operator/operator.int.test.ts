import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../config.ts';
import { createTestApp } from '../../../test/helpers.ts';

const demo = await createTestApp();
const configured = await createTestApp({
  OPERATOR_NAME: 'Pinacoteca Art Ltd',
  OPERATOR_ADDRESS: '5 Vermeer Square, Amsterdam',
  OPERATOR_JURISDICTION: 'the Netherlands',
  OPERATOR_REGISTRATION: 'KvK 12345678',
});

describe('GET /api/system/operator', () => {
  it('names the demo operator outside production, cacheable by anyone', async () => {
    const response = await demo.app.inject({ url: '/api/system/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_OPERATOR);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('names the configured operator', async () => {
    expect((await configured.app.inject({ url: '/api/system/operator' })).json()).toEqual({
      name: 'Pinacoteca Art Ltd',
      address: '5 Vermeer Square, Amsterdam',
      jurisdiction: 'the Netherlands',
      registration: 'KvK 12345678',
    });
  });
});
