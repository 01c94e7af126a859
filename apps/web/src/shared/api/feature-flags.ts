import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { api } from './client.ts';

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags'],
    queryFn: async ({ signal }) => {
      // The schema (and the schema library) loads with the answer, not with the first page.
      const { getFeatureFlags } = await import('@pinacoteca/contracts/system/feature-flags');
      return api.call(getFeatureFlags, { signal });
    },
  });

/** Whether a server feature flag is on; undefined while loading. */
export function useFeatureFlag(name: FeatureFlagName): boolean | undefined {
  const { data } = useQuery(featureFlagsQueryOptions());
  return data?.find((f) => f.name === name)?.enabled;
}
