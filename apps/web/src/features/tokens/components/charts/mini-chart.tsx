import { useMemo } from 'react';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { MINI_CHART_HEIGHT, MINI_CHART_WIDTH } from '@pinacoteca/contracts/constants';
import { isRising, plotted } from '../../lib/token-figures.ts';

const UP = 'var(--color-up)';
const DOWN = 'var(--color-down)';
/** Room around the line so its stroke is not cut at the top, bottom and ends. */
const MARGIN = { top: 3, right: 2, bottom: 3, left: 2 };

/**
 * The weekly price line of one token at exactly 140 × 40 px (SPEC §9): a sparkline spans its own
 * range rather than the axis floor, through evenly spaced weeks. One SVG path rather than a
 * charting library (at this size a curve and straight segments look the same), so the table's rows
 * render with the page, on the server too, and a phone does not run a chart engine per row.
 */
export function MiniChart({ history }: { history: readonly PricePoint[] }) {
  const path = useMemo(() => {
    const prices = history.map((p) => plotted(p.price));
    if (prices.length === 0) return null;
    const min = Math.min(...prices);
    const max = Math.max(...prices);
    const width = MINI_CHART_WIDTH - MARGIN.left - MARGIN.right;
    const height = MINI_CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = (i: number) => MARGIN.left + (prices.length === 1 ? width / 2 : (i * width) / (prices.length - 1));
    // A flat line sits in the middle.
    const y = (price: number) => MARGIN.top + (max === min ? height / 2 : ((max - price) * height) / (max - min));
    const at = (price: number, i: number) => `${x(i).toFixed(2)},${y(price).toFixed(2)}`;
    return prices.length === 1 ? `M${x(0) - 1},${y(prices[0]!)}h2` : `M${prices.map(at).join('L')}`;
  }, [history]);
  return (
    <svg
      width={MINI_CHART_WIDTH}
      height={MINI_CHART_HEIGHT}
      viewBox={`0 0 ${MINI_CHART_WIDTH} ${MINI_CHART_HEIGHT}`}
      aria-hidden="true"
      className="block"
    >
      {path && (
        <path
          d={path}
          fill="none"
          stroke={isRising(history) ? UP : DOWN}
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
