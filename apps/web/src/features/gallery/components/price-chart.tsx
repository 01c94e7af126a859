import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { CHART_MIN_Y, type Language, type PricePeriod } from '@pinacoteca/contracts/constants';
import { formatDate, formatUsd } from '../../../shared/lib/format.ts';

/**
 * The token price chart of the painting page. It is the only module that imports recharts and
 * is loaded lazily, so the gallery list and the first paint of the page do not carry it.
 */

interface Datum {
  date: string;
  value: number;
  price: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

function tickFormatter(language: Language, period: PricePeriod) {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    ...(period === 'year' ? { month: 'short' } : { day: 'numeric', month: 'short' }),
  });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
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
  const data: Datum[] = points.map((point) => ({ date: point.date, value: Number(point.price), price: point.price }));
  // SPEC §9: the price axis starts at 50, unless the prices themselves go lower.
  const lowest = Math.min(...data.map((d) => d.value));
  const yMin = Math.min(CHART_MIN_Y, Math.floor(lowest));
  const formatTick = tickFormatter(language, period);

  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-gold-500)" stopOpacity={0.28} />
            <stop offset="100%" stopColor="var(--color-gold-500)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--color-ink-900)" strokeOpacity={0.07} />
        <XAxis
          dataKey="date"
          tickFormatter={formatTick}
          tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
          tickLine={false}
          axisLine={false}
          minTickGap={28}
          tickMargin={8}
        />
        <YAxis
          domain={[yMin, 'auto']}
          tickFormatter={(value: number) => formatUsd(value.toFixed(2), language)}
          tick={{ fontSize: 12, fill: 'var(--color-ink-500)' }}
          tickLine={false}
          axisLine={false}
          width={64}
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
