import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { formatCountdown, useCountdown } from '../lib/countdown.ts';
import { Busy } from './fields.tsx';

interface ResendControlProps {
  /** Unix time (seconds) from which another e-mail may be asked for. */
  availableAt: number;
  busy: boolean;
  onResend: () => void;
}

/** "Send again", after a countdown. */
export function ResendControl({ availableAt, busy, onResend }: ResendControlProps) {
  const { t } = useTranslation();
  const left = useCountdown(availableAt);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-600" aria-live="polite">
        {left > 0 ? (
          <>
            {t('resend.wait')} <span className="font-medium tabular-nums text-ink-900">{formatCountdown(left)}</span>
          </>
        ) : (
          t('resend.ready')
        )}
      </p>
      <Button variant="secondary" disabled={left > 0 || busy} onClick={onResend}>
        <Busy busy={busy}>{t('resend.button')}</Busy>
      </Button>
    </div>
  );
}
