/**
 * The pages loaded so far as one list. A painting whose place in the sort changed between two
 * pages (a new price, a new ordering) can come back on a later page: it is shown once, where it
 * was first seen, so the cards neither jump nor repeat.
 */
export function mergePages<T extends { id: string }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const list: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
  }
  return list;
}
