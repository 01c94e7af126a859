export interface RoadMapEntry<T> {
  item: T;
  passed: boolean;
  /** The first item not yet passed: the one the platform is working towards. */
  next: boolean;
}

/**
 * The road map in its own order, each item passed as the road map marks it (contracts'
 * ROAD_MAP: what has happened, not what is past its quarter), the first one not passed as next.
 */
export function roadMapOf<T extends { passed: boolean }>(items: readonly T[]): RoadMapEntry<T>[] {
  const next = items.findIndex((item) => !item.passed);
  return items.map((item, index) => ({ item, passed: item.passed, next: index === next }));
}
