import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { CHART_MIN_Y } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { formatDate, formatUsd } from '../../../../shared/lib/format.ts';
import {
  chartSeries,
  priceAxis,
  quarterOf,
  quarterTicks,
  type ChartPoint,
  type ForecastPoint,
} from '../../lib/token-figures.ts';

const INK = 'var(--color-ink-900)';
const MUTED = 'var(--color-ink-500)';
const GOLD = 'var(--color-gold-600)';
const GOLD_FILL = 'var(--color-gold-500)';

interface ForecastChartProps {
  history: readonly PricePoint[];
  forecast: readonly ForecastPoint[];
}

/** Weekly closing prices followed by the chosen horizon's quarterly forecast, on one time axis. */
export function ForecastChart({ history, forecast }: ForecastChartProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const gradientId = useId();
  const data = useMemo(() => chartSeries(history, forecast), [history, forecast]);
  const first = data[0]?.time ?? 0;
  const last = data.at(-1)?.time ?? 0;
  const today = history.length > 0 ? data[history.length - 1]?.time : undefined;
  const ticks = useMemo(() => quarterTicks(first, last), [first, last]);
  const axis = useMemo(
    () =>
      priceAxis(
        data.flatMap((p) => [p.history ?? NaN, p.forecast ?? NaN]),
        CHART_MIN_Y,
      ),
    [data],
  );

  const quarterLabel = (time: number) => {
    const { quarter, year } = quarterOf(time);
    return t('chart.quarter', { quarter, year });
  };
  const dollars = (value: number) =>
    new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
      currencyDisplay: 'narrowSymbol',
    }).format(value);

  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={GOLD_FILL} stopOpacity={0.28} />
            <stop offset="100%" stopColor={GOLD_FILL} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--color-ink-900)" strokeOpacity={0.07} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={[first, last]}
          ticks={ticks}
          tickFormatter={quarterLabel}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-ink-300)' }}
          minTickGap={18}
          tickMargin={8}
        />
        <YAxis
          domain={axis.domain}
          ticks={axis.ticks}
          tickFormatter={dollars}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        {today !== undefined && forecast.length > 0 && (
          <ReferenceLine
            x={today}
            stroke="var(--color-ink-300)"
            strokeDasharray="3 3"
            label={{ value: t('chart.today'), position: 'insideTopRight', fill: MUTED, fontSize: 11 }}
          />
        )}
        <Tooltip
          content={(props) => <ChartTooltip {...props} />}
          cursor={{ stroke: 'var(--color-gold-500)', strokeWidth: 1 }}
        />
        <Area
          type="monotone"
          dataKey="history"
          name={t('chart.history')}
          stroke={INK}
          strokeWidth={1.75}
          fill={`url(#${gradientId})`}
          activeDot={{ r: 4, fill: INK, stroke: 'white', strokeWidth: 2 }}
          animationDuration={500}
        />
        <Line
          type="linear"
          dataKey="forecast"
          name={t('chart.forecast')}
          stroke={GOLD}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={{ r: 3, fill: GOLD, stroke: 'white', strokeWidth: 1.5 }}
          activeDot={{ r: 5, fill: GOLD, stroke: 'white', strokeWidth: 2 }}
          animationDuration={500}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const point = payload[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  const isForecast = point.kind === 'forecast';
  return (
    <div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="text-ink-500">
        {isForecast
          ? t('chart.forecast_for', { quarter: t('chart.quarter', { ...quarterOf(point.time) }) })
          : formatDate(new Date(point.time).toISOString().slice(0, 10), language, 'long')}
      </p>
      <p className="mt-0.5 font-medium tabular-nums text-ink-900">
        {formatUsd(point.price, language, { cents: true })}
      </p>
    </div>
  );
}
