import { useCallback, useState } from 'react';
import type { CalendarTick } from '@pinacoteca/contracts/forecast';

/** A 'YYYY-MM-DD' day as a UTC timestamp: where it sits on a chart's time axis. */
export function dayTime(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** Steps that keep thinned ticks on the same months or quarters each year. */
const STRIDES: Record<CalendarTick['unit'], number[]> = { month: [1, 2, 3, 6, 12], quarter: [1, 2, 4, 8] };

/**
 * At most `max` of the items, evenly spaced by the first of `strides` that is enough, always
 * keeping the last one (the end of a forecast horizon, today in a history), so a narrow chart
 * labels fewer periods rather than letting labels collide or the chart library drop arbitrary ones.
 */
export function thinEvenly<T>(items: readonly T[], max: number, strides: readonly number[]): T[] {
  const needed = Math.ceil(items.length / Math.max(1, max));
  const stride = strides.find((s) => s >= needed) ?? needed;
  return items.filter((_, index) => (items.length - 1 - index) % stride === 0);
}

export function thinTicks(ticks: readonly CalendarTick[], max: number): CalendarTick[] {
  return thinEvenly(ticks, max, STRIDES[ticks[0]?.unit ?? 'month']);
}

/**
 * The ticks of an axis that opens on today (a forecast's): today always leads, as the point the
 * forecast starts from, and a period's tick closer to it than one label's width (`span` is the
 * axis's length in time, `budget` how many labels fit it) gives way, rather than today's label.
 */
export function todayFirst<T extends { time: number }>(
  today: T,
  periods: readonly T[],
  span: number,
  budget: number,
): T[] {
  const labelSpan = span / Math.max(2, budget);
  return [today, ...periods.filter((tick) => tick.time - today.time >= labelSpan)];
}

/**
 * How many axis labels of about `labelWidth` px fit the chart, from the container's measured
 * width: hand `onResize` to recharts' ResponsiveContainer.
 */
export function useTickBudget(labelWidth: number, initial = 12): [number, (width: number) => void] {
  const [budget, setBudget] = useState(initial);
  const onResize = useCallback((width: number) => setBudget(Math.max(2, Math.floor(width / labelWidth))), [labelWidth]);
  return [budget, onResize];
}
