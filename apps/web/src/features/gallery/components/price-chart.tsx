import { useId, useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { CHART_MIN_Y, type Language, type PricePeriod } from '@pinacoteca/contracts/constants';
import { calendarTicks } from '@pinacoteca/contracts/forecast';
import { formatDate, formatMonth, formatUsd, formatUsdValue } from '../../../shared/lib/format.ts';
import { dayTime, thinEvenly, thinTicks, useTickBudget } from '../../../shared/lib/time-axis.ts';

/**
 * The token price chart of the painting page. It is the only module that imports recharts and
 * is loaded lazily, so the gallery list and the first paint of the page do not carry it.
 */

interface Datum {
  time: number;
  date: string;
  value: number;
  price: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };
const Y_AXIS_WIDTH = 64;

interface Tick {
  time: number;
  label: string;
}

/**
 * The time axis of a period: every month once for the year (SPEC §9's year toggle), days for the
 * week and the month, each counted back from the last day so today is always labelled.
 */
function periodTicks(data: readonly Datum[], period: PricePeriod, language: Language, budget: number): Tick[] {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return [];
  if (period === 'year')
    return thinTicks(calendarTicks(first.date, last.date), budget).map((tick) => ({
      time: dayTime(tick.date),
      label: formatMonth(tick.date, language, tick.unit === 'month' && tick.month === 1),
    }));
  const day = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const days = period === 'week' ? data : data.filter((_, i) => (data.length - 1 - i) % 7 === 0);
  return thinEvenly(days, budget, [1, 2, 3, 7]).map((d) => ({ time: d.time, label: day.format(d.time) }));
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  language: Language;
}

function ChartTooltip({ active, payload, language }: ChartTooltipProps) {
  const datum = payload?.[0]?.payload as Datum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-sm shadow-lg">
      <p className="text-xs text-ink-500">{formatDate(datum.date, language, 'long')}</p>
      <p className="mt-0.5 font-medium tabular-nums text-ink-900">
        {formatUsd(datum.price, language, { cents: true })}
      </p>
    </div>
  );
}

interface PriceChartProps {
  points: PricePoint[];
  period: PricePeriod;
  language: Language;
}

export default function PriceChart({ points, period, language }: PriceChartProps) {
  // useId gives characters such as «» or : that do not survive inside url(#…).
  const gradientId = `price-fill-${useId().replace(/[^\w-]/g, '')}`;
  // A month label ("Aug", "18 Nov") needs about this much room beside its neighbours.
  const [budget, onResize] = useTickBudget(period === 'year' ? 44 : 56);
  const data: Datum[] = useMemo(
    () =>
      points.map((point) => ({
        time: dayTime(point.date),
        date: point.date,
        value: Number(point.price),
        price: point.price,
      })),
    [points],
  );
  const ticks = useMemo(() => periodTicks(data, period, language, budget), [data, period, language, budget]);
  const labels = new Map(ticks.map((tick) => [tick.time, tick.label]));
  // SPEC §9: the price axis starts at 50, unless the prices themselves go lower.
  const lowest = Math.min(...data.map((d) => d.value));
  const yMin = Math.min(CHART_MIN_Y, Math.floor(lowest));

  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(width) => onResize(width - Y_AXIS_WIDTH)}>
      {/* Room on the right for the last day's label, centred on the chart's edge. */}
      {/* Without Recharts' keyboard layer: it made the SVG a focusable, nameless role="application"
          inside the box that names the chart as a picture (an outside tester's finding). */}
      <AreaChart data={data} margin={{ top: 8, right: 28, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-gold-500)" stopOpacity={0.28} />
            <stop offset="100%" stopColor="var(--color-gold-500)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--color-ink-900)" strokeOpacity={0.07} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={ticks.map((tick) => tick.time)}
          tickFormatter={(time: number) => labels.get(time) ?? ''}
          interval={0}
          tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
          tickLine={false}
          axisLine={false}
          tickMargin={8}
        />
        <YAxis
          domain={[yMin, 'auto']}
          tickFormatter={(value: number) => formatUsdValue(value, language)}
          tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
          tickLine={false}
          axisLine={false}
          width={Y_AXIS_WIDTH}
          tickCount={5}
        />
        <Tooltip
          content={({ active, payload }) => <ChartTooltip active={active} payload={payload} language={language} />}
          cursor={{ stroke: 'var(--color-gold-600)', strokeDasharray: '3 3' }}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke="var(--color-gold-600)"
          strokeWidth={2}
          fill={`url(#${gradientId})`}
          dot={false}
          activeDot={{ r: 4, fill: 'var(--color-gold-600)', stroke: 'white', strokeWidth: 2 }}
          animationDuration={500}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
