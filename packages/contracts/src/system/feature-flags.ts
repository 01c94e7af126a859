import { z } from 'zod';
import { FEATURE_FLAGS } from '../enums.ts';

export const FeatureFlag = z.object({ name: z.enum(FEATURE_FLAGS), enabled: z.boolean() });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/** GET /api/system/feature-flags/state */
export const FeatureFlagsResponse = z.array(FeatureFlag);
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;
