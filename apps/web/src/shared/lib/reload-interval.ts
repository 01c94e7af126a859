import { DATA_RELOAD_INTERVAL_MS } from '@pinacoteca/contracts/constants';

/** Shortest renewal period accepted from configuration: a typo must not hammer the API. */
export const MIN_RELOAD_INTERVAL_MS = 1000;

/** The periodic renewal interval: the contract's default, or a configured whole number of milliseconds. */
export function reloadIntervalFrom(configured: string | undefined): number {
  if (!configured || !/^\d+$/.test(configured.trim())) return DATA_RELOAD_INTERVAL_MS;
  const value = Number(configured);
  return value >= MIN_RELOAD_INTERVAL_MS ? value : DATA_RELOAD_INTERVAL_MS;
}
