/**
 * An audited change as the console shows it: one line per field the entry names, with what it was
 * and what it became, instead of two JSON objects side by side (stop 31's open item). A value
 * that is itself structured (a painting's texts, a list) stays JSON, on its own line.
 */
export interface ChangeLine {
  field: string;
  /** Undefined where the field was not recorded on that side (added, or removed). */
  before?: string;
  after?: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueText(value: unknown): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Lines of the change, fields in the order first recorded; null when either side is not an object of fields. */
export function changeLines(before: unknown, after: unknown): ChangeLine[] | null {
  const from = before ?? {};
  const to = after ?? {};
  if (!isRecord(from) || !isRecord(to)) return null;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const was = field in from ? valueText(from[field]) : undefined;
    const is = field in to ? valueText(to[field]) : undefined;
    return { field, before: was, after: is, changed: was !== is };
  });
}
