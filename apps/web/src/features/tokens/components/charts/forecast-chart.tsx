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
import { calendarTicks, type CalendarTick, type ForecastPoint } from '@pinacoteca/contracts/forecast';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { formatDate, formatMonth, formatUsd, formatUsdValue } from '../../../../shared/lib/format.ts';
import { dayTime, thinTicks, useTickBudget } from '../../../../shared/lib/time-axis.ts';
import { chartSeries, priceAxis, type ChartPoint } from '../../lib/token-figures.ts';

const INK = 'var(--color-ink-900)';
const MUTED = 'var(--color-ink-500)';
const GOLD = 'var(--color-gold-600)';
const GOLD_FILL = 'var(--color-gold-500)';
/** Room for one time-axis label ("Q3 2028", "3 кв. 2028") beside its neighbours. */
const LABEL_WIDTH = 64;
const Y_AXIS_WIDTH = 56;

interface ForecastChartProps {
  history: readonly PricePoint[];
  /** The horizon's forecast curve, from today's price on (`forecastCurve`). */
  curve: readonly ForecastPoint[];
  /** The horizon's last day: the axis runs to it even where the forecast stops sooner. */
  end: string;
}

/** Weekly closing prices followed by the chosen horizon's forecast, on one time axis. */
export function ForecastChart({ history, curve, end }: ForecastChartProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const gradientId = useId();
  const [budget, onResize] = useTickBudget(LABEL_WIDTH);
  const data = useMemo(() => chartSeries(history, curve), [history, curve]);
  const firstDate = history[0]?.date ?? curve[0]?.date ?? end;
  const today = curve[0]?.date ?? history.at(-1)?.date;
  const ticks = useMemo(() => thinTicks(calendarTicks(firstDate, end), budget), [firstDate, end, budget]);
  const axis = useMemo(
    () =>
      priceAxis(
        data.flatMap((p) => [p.history ?? NaN, p.forecast ?? NaN]),
        CHART_MIN_Y,
      ),
    [data],
  );
  const tickByTime = new Map(ticks.map((tick) => [dayTime(tick.date), tick]));
  const tickLabel = (time: number) => {
    const tick = tickByTime.get(time);
    return tick ? calendarLabel(tick) : '';
  };
  const calendarLabel = (tick: CalendarTick) =>
    tick.unit === 'quarter'
      ? t('chart.quarter', { quarter: tick.quarter, year: tick.year })
      : formatMonth(tick.date, language, tick.month === 1);

  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(width) => onResize(width - Y_AXIS_WIDTH)}>
      {/* Without Recharts' keyboard layer, a focusable nameless role="application": the figure's
          caption and the figures above it say what the chart shows. */}
      <ComposedChart data={data} margin={{ top: 16, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
          domain={[dayTime(firstDate), dayTime(end)]}
          ticks={ticks.map((tick) => dayTime(tick.date))}
          tickFormatter={tickLabel}
          interval={0}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-ink-300)' }}
          tickMargin={8}
        />
        <YAxis
          domain={axis.domain}
          ticks={axis.ticks}
          tickFormatter={(value: number) => formatUsdValue(value, language)}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={Y_AXIS_WIDTH}
        />
        {today !== undefined && curve.length > 1 && (
          <ReferenceLine
            x={dayTime(today)}
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
          dot={false}
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
  const date = formatDate(new Date(point.time).toISOString().slice(0, 10), language, 'long');
  const price = point.historyPrice ?? point.forecastPrice;
  if (price === undefined) return null;
  return (
    <div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="text-ink-500">{point.historyPrice === undefined ? t('chart.forecast_on', { date }) : date}</p>
      <p className="mt-0.5 font-medium tabular-nums text-ink-900">{formatUsd(price, language, { cents: true })}</p>
    </div>
  );
}
