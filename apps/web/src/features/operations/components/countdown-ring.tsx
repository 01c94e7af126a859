import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../shared/lib/countdown.ts';
import { ringFraction } from '@pinacoteca/contracts/orders/charge-status';

const SIZE = 112;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Time left to pay: a ring scaled on 3600 s and the time in mm:ss under an hour (SPEC §2, §9). */
export function CountdownRing({ seconds }: { seconds: number }) {
  const { t } = useTranslation('operations');
  const fraction = ringFraction(seconds);
  const text = formatCountdown(seconds);
  return (
    <div
      className="relative h-28 w-28 shrink-0"
      role="timer"
      aria-live="off"
      aria-label={t('order.time_left', { time: text })}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" className="-rotate-90">
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="var(--color-paper-200)"
          strokeWidth={STROKE}
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="var(--color-gold-500)"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className="transition-[stroke-dashoffset] duration-1000 ease-linear"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="font-display text-2xl tabular-nums text-ink-900" data-testid="countdown">
          {text}
        </span>
        <span className="text-[11px] uppercase tracking-wider text-ink-500">{t('order.left')}</span>
      </div>
    </div>
  );
}
