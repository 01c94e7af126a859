import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { MINI_CHART_HEIGHT, MINI_CHART_WIDTH } from '@pinacoteca/contracts/constants';
import { MiniChart } from './charts/mini-chart.tsx';

/** The mini chart is a real button: it opens the large chart of this token. */
export function MiniChartButton({ token, onOpen }: { token: Token; onOpen: (token: Token) => void }) {
  const { t } = useTranslation('tokens');
  return (
    <button
      type="button"
      onClick={() => onOpen(token)}
      aria-label={t('chart.open', { name: token.name })}
      aria-haspopup="dialog"
      className="group relative -m-1 inline-block cursor-zoom-in rounded-lg p-1 transition-colors hover:bg-gold-100/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      <span className="pointer-events-none block" style={{ width: MINI_CHART_WIDTH, height: MINI_CHART_HEIGHT }}>
        <MiniChart history={token.price_history} />
      </span>
    </button>
  );
}
