import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { FeatureFlagsResponse } from '@pinacoteca/contracts/system/feature-flags';
import { api } from './client.ts';

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => api.get('/api/system/feature-flags/state', FeatureFlagsResponse, { signal }),
  });

/** Whether a server feature flag is on; undefined while loading. */
export function useFeatureFlag(name: FeatureFlagName): boolean | undefined {
  const { data } = useQuery(featureFlagsQueryOptions());
  return data?.find((f) => f.name === name)?.enabled;
}
