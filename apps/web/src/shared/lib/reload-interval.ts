/** Shortest period accepted from configuration: a typo must not hammer the API. */
export const MIN_RELOAD_INTERVAL_MS = 1000;

/**
 * A data-reload period (SPEC §9: the periodic reload interval, the reload timeout): a configured
 * whole number of milliseconds, or `fallback`, the contract's default, when the setting is
 * missing or not a sane period.
 */
export function reloadIntervalFrom(configured: string | undefined, fallback: number): number {
  if (!configured || !/^\d+$/.test(configured.trim())) return fallback;
  const value = Number(configured);
  return value >= MIN_RELOAD_INTERVAL_MS ? value : fallback;
}
