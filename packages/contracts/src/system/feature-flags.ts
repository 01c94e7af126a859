import { z } from 'zod';
import { FEATURE_FLAGS } from '../enums.ts';
import { type Endpoint } from '../endpoint.ts';

export const FeatureFlag = z.object({ name: z.enum(FEATURE_FLAGS), enabled: z.boolean() });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** GET /api/system/feature-flags/state */
export const FeatureFlagsResponse = z.array(FeatureFlag);
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;

export const listStaffFlags = {
  method: 'GET',
  path: '/api/admin/flags',
  access: 'staff',
  tags: ['admin'],
  summary: 'The feature flags',
  responses: { 200: FeatureFlagsResponse },
} as const satisfies Endpoint;

export const getFeatureFlags = {
  method: 'GET',
  path: '/api/system/feature-flags/state',
  access: 'public',
  tags: ['system'],
  summary: 'Which of deposit, withdraw and swap are switched on',
  responses: { 200: FeatureFlagsResponse },
} as const satisfies Endpoint;
