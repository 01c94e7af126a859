import { describe, expect, it } from 'vitest';
import { FeatureFlagsResponse } from '@pinacoteca/contracts/system/feature-flags';
import { createTestApp } from '../../../test/helpers.ts';

const { app, sql } = await createTestApp();

describe('GET /api/system/feature-flags/state', () => {
  it('lists deposit, withdraw and swap with their state', async () => {
    const response = await app.inject({ url: '/api/system/feature-flags/state' });
    expect(response.statusCode).toBe(200);
    const flags = FeatureFlagsResponse.parse(response.json());
    expect(flags.map((f) => f.name).sort()).toEqual(['deposit', 'swap', 'withdraw']);
    expect(flags.every((f) => f.enabled === false)).toBe(true);
  });

  it('reflects an operator switching a flag on', async () => {
    await sql`update feature_flags set enabled = true where name = 'swap'`;
    const flags = FeatureFlagsResponse.parse((await app.inject({ url: '/api/system/feature-flags/state' })).json());
    expect(flags.find((f) => f.name === 'swap')!.enabled).toBe(true);
  });
});
