import { useMemo } from 'react';
import { Line, LineChart, YAxis } from 'recharts';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { MINI_CHART_HEIGHT, MINI_CHART_WIDTH } from '@pinacoteca/contracts/constants';
import { isRising, plotted } from '../../lib/token-figures.ts';

const UP = 'var(--color-up)';
const DOWN = 'var(--color-down)';

/** The weekly price line of one token at exactly 140 × 40 px (SPEC §9). */
export function MiniChart({ history }: { history: readonly PricePoint[] }) {
  const data = useMemo(() => history.map((p) => ({ price: plotted(p.price) })), [history]);
  return (
    <LineChart
      width={MINI_CHART_WIDTH}
      height={MINI_CHART_HEIGHT}
      data={data}
      margin={{ top: 3, right: 2, bottom: 3, left: 2 }}
      accessibilityLayer={false}
    >
      {/* A sparkline shows the shape of the year, so it spans its own range rather than the axis floor. */}
      <YAxis hide domain={['dataMin', 'dataMax']} />
      <Line
        type="monotone"
        dataKey="price"
        stroke={isRising(history) ? UP : DOWN}
        strokeWidth={1.5}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
