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
import { calendarTicks } from '@pinacoteca/contracts/forecast';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { formatDate, formatMonth, formatUsd, formatUsdValue } from '../../../../shared/lib/format.ts';
import { dayTime, thinTicks, todayFirst, useTickBudget } from '../../../../shared/lib/time-axis.ts';
import type { RevenuePoint } from '../../lib/holdings.ts';

interface Datum {
  time: number;
  income: number;
  label: string;
  amount: string;
}

/** Room for one time-axis label ("Q3 2028", "3 кв. 2028") beside its neighbours. */
const LABEL_WIDTH = 64;
const Y_AXIS_WIDTH = 64;

/** Forecast income of the portfolio from today (nothing yet) to the horizon's last day. */
export function RevenueChart({ series, end }: { series: readonly RevenuePoint[]; end: string }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const gradientId = useId();
  const [budget, onResize] = useTickBudget(LABEL_WIDTH);
  const today = series[0]?.date ?? end;
  const data = useMemo<Datum[]>(
    () =>
      series.map((point, index) => ({
        time: dayTime(point.date),
        // Plotting only: figures shown as text come from the exact cents.
        income: Number(point.incomeCents) / 100,
        label: index === 0 ? t('forecast.today') : formatDate(point.date, language, 'long'),
        amount: formatUsd(point.incomeCents, language, { cents: true, signed: true }),
      })),
    [series, t, language],
  );
  const ticks = useMemo(() => {
    const calendar = thinTicks(calendarTicks(today, end), budget - 1).map((tick) => ({
      time: dayTime(tick.date),
      label:
        tick.unit === 'quarter'
          ? t('forecast.quarter', { quarter: tick.quarter, year: tick.year })
          : formatMonth(tick.date, language, tick.month === 1),
    }));
    return todayFirst(
      { time: dayTime(today), label: t('forecast.today') },
      calendar,
      dayTime(end) - dayTime(today),
      budget,
    );
  }, [today, end, budget, t, language]);
  const labels = new Map(ticks.map((tick) => [tick.time, tick.label]));

  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(width) => onResize(width - Y_AXIS_WIDTH)}>
      {/* Without Recharts' keyboard layer: it made the SVG a focusable, nameless role="application"
          inside the box that names the chart as a picture (an outside tester's finding). */}
      <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-gold-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-gold-500)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--color-ink-900)" strokeOpacity={0.07} vertical={false} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={[dayTime(today), dayTime(end)]}
          ticks={ticks.map((tick) => tick.time)}
          tickFormatter={(time: number) => labels.get(time) ?? ''}
          interval={0}
          tick={{ fill: 'var(--color-ink-500)', fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-ink-900)', strokeOpacity: 0.12 }}
        />
        <YAxis
          width={Y_AXIS_WIDTH}
          tick={{ fill: 'var(--color-ink-500)', fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatUsdValue(value, language)}
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
          dot={false}
          activeDot={{ r: 4, fill: 'var(--color-gold-600)', stroke: 'white', strokeWidth: 2 }}
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
