import { useTranslation } from 'react-i18next';
import { SANDBOX_PAY_ANCHOR, type Charge } from '@pinacoteca/contracts/orders/order';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Busy, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { useSimulateCharge, useTestWalletPayment } from '../api/order.ts';

interface DevPaymentControlsProps {
  orderId: string;
  charge: Charge;
  /** Called once a test payment was sent, so the page watches the order closely. */
  onSent: () => void;
}

/**
 * Development only (the server has these routes only outside production): pay a charge without
 * real money. A Solana Pay request (USDC) is paid by the embedded chain's test wallet, which the
 * watcher then finds on chain like any payment; other currencies use the sandbox's simulation.
 */
export function DevPaymentControls({ orderId, charge, onSent }: DevPaymentControlsProps) {
  const { t } = useTranslation('operations');
  const simulate = useSimulateCharge(orderId);
  const wallet = useTestWalletPayment();
  const solanaPay = charge.url.startsWith('solana:');
  const busy = simulate.isPending || wallet.isPending;
  const error = simulate.error ?? wallet.error;
  // The pressed button is disabled while the test payment is sent, which drops the focus to the body:
  // a failure gives it to the notice, a success to this section (and, once the charge is paid and
  // the section goes, the order page gives it to what the order came to).
  const section = useFocusFirstProblem<HTMLElement>(error);
  const sent = () => {
    section.current?.focus();
    onSent();
  };

  return (
    <section
      ref={section}
      id={SANDBOX_PAY_ANCHOR}
      tabIndex={-1}
      aria-labelledby="dev-payment-heading"
      className="scroll-mt-24 rounded-2xl border border-dashed border-ink-900/25 bg-paper-100/60 p-5 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      <h2 id="dev-payment-heading" className="text-sm font-semibold uppercase tracking-wider text-ink-600">
        {t('dev.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{solanaPay ? t('dev.wallet_text') : t('dev.simulate_text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {solanaPay ? (
          // Once paid, it stays pressed until the order page sees the payment: a second press would
          // pay again (an outside tester, seeing "awaiting payment" a few seconds on, nearly did).
          <Button
            variant="primary"
            disabled={busy || wallet.isSuccess}
            onClick={() => wallet.mutate(charge.url, { onSuccess: sent })}
          >
            <Busy busy={wallet.isPending}>{t('dev.pay_from_wallet')}</Busy>
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              disabled={busy}
              onClick={() => simulate.mutate({ outcome: 'paid' }, { onSuccess: sent })}
            >
              <Busy busy={simulate.isPending && simulate.variables.outcome === 'paid'}>{t('dev.simulate_paid')}</Busy>
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => simulate.mutate({ outcome: 'expired' }, { onSuccess: sent })}
            >
              {t('dev.simulate_expired')}
            </Button>
          </>
        )}
      </div>
      {wallet.data && (
        <div role="status" className="mt-3 space-y-1">
          <p className="text-sm text-ink-700">{t('dev.sent')}</p>
          <p className="break-all text-xs text-ink-500">{t('dev.signature', { signature: wallet.data.signature })}</p>
        </div>
      )}
      {error && (
        <div className="mt-3">
          <FormNotice>{generalErrorText(error)}</FormNotice>
        </div>
      )}
    </section>
  );
}
