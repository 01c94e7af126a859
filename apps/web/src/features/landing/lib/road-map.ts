/** The last quarter a road-map period covers: "1-2 Q 2021" → the second quarter of 2021. */
export function periodEnd(period: string): { year: number; quarter: number } {
  const match = /^([1-4])(?:-([1-4]))?\s*Q\s*(\d{4})$/.exec(period.trim());
  if (!match) throw new Error(`Not a road-map period: "${period}" (expected e.g. "3-4 Q 2021")`);
  return { year: Number(match[3]), quarter: Number(match[2] ?? match[1]) };
}

/** Quarters counted from year 0, so two quarters compare as numbers. */
const quarterIndex = (year: number, quarter: number) => year * 4 + quarter - 1;

/**
 * An item is passed once its last quarter has ended by `today` (the visitor's calendar); an item
 * whose quarter is still running, or yet to come, is planned.
 */
export function isPassed(period: string, today: Date): boolean {
  const end = periodEnd(period);
  return quarterIndex(today.getFullYear(), Math.floor(today.getMonth() / 3) + 1) > quarterIndex(end.year, end.quarter);
}

export interface RoadMapEntry<T> {
  item: T;
  passed: boolean;
  /** The first item not yet passed: the one the platform is working towards. */
  next: boolean;
}

/** The road map as of `today`, in its own order. */
export function roadMapAsOf<T extends { period: string }>(items: readonly T[], today: Date): RoadMapEntry<T>[] {
  const passed = items.map((item) => isPassed(item.period, today));
  const next = passed.indexOf(false);
  return items.map((item, index) => ({ item, passed: passed[index]!, next: index === next }));
}
