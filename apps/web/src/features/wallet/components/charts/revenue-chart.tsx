import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { formatUsd } from '../../../../shared/lib/format.ts';
import { fromCents } from '../../../../shared/lib/money.ts';
import type { ForecastPoint } from '../../lib/holdings.ts';

interface Datum {
  time: number;
  income: number;
  label: string;
  amount: string;
}

/** Forecast income of the portfolio from today to the horizon, quarter by quarter. */
export function RevenueChart({ series }: { series: readonly ForecastPoint[] }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const gradientId = useId();
  const data = useMemo<Datum[]>(
    () =>
      series.map((point) => ({
        time: point.time,
        // Plotting only: figures shown as text come from the exact cents.
        income: Number(point.incomeCents) / 100,
        label:
          point.quarter === null
            ? t('forecast.today')
            : t('forecast.quarter', { quarter: point.quarter, year: point.year }),
        amount: formatUsd(fromCents(point.incomeCents), language, { cents: true }),
      })),
    [series, t, language],
  );

  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-gold-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-gold-500)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--color-ink-900)" strokeOpacity={0.07} vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--color-ink-500)', fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-ink-900)', strokeOpacity: 0.12 }}
          interval="preserveStartEnd"
          minTickGap={12}
        />
        <YAxis
          width={64}
          tick={{ fill: 'var(--color-ink-500)', fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatUsd(String(Math.round(value)), language)}
        />
        <Tooltip
          content={(props) => <ChartTooltip {...props} />}
          cursor={{ stroke: 'var(--color-gold-500)', strokeWidth: 1 }}
        />
        <Area
          type="monotone"
          dataKey="income"
          stroke="var(--color-gold-600)"
          strokeWidth={2}
          fill={`url(#${gradientId})`}
          isAnimationActive={false}
          dot={{ r: 3, fill: 'var(--color-gold-600)', strokeWidth: 0 }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const datum = payload[0]?.payload as Datum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-xs shadow-md">
      <p className="text-ink-500">{datum.label}</p>
      <p className="mt-0.5 font-medium tabular-nums text-ink-900">{datum.amount}</p>
    </div>
  );
}
