import { useTranslation } from 'react-i18next';
import type { Charge } from '@pinacoteca/contracts/orders/order';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatNumber } from '../../../shared/lib/format.ts';
import { COPY_TICK_ORDER_MS } from '@pinacoteca/contracts/constants';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { CountdownRing } from './countdown-ring.tsx';

interface PaymentRequestProps {
  charge: Charge;
  /** Seconds left to pay while created-unexpired; null once payment is on its way. */
  secondsLeft: number | null;
  /** The send-only note and the provider link (only while created-unexpired, SPEC §4). */
  invitation: boolean;
}

/** Where and how much to pay: QR code, amount and address with copy buttons, the countdown. */
export function PaymentRequest({ charge, secondsLeft, invitation }: PaymentRequestProps) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  // Shown in the language's way; the copy button hands over the wire amount a wallet app expects.
  const amount = `${formatNumber(charge.amount, language)} ${charge.currency}`;
  return (
    <section
      aria-labelledby="payment-request-heading"
      className="rounded-2xl border border-ink-900/10 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="payment-request-heading" className="font-display text-2xl text-ink-900">
            {t('order.payment_request')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {invitation ? t('order.scan_or_send', { currency: charge.currency }) : t('order.payment_on_its_way')}
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:justify-start">
          <img
            src={charge.qr_code}
            srcSet={charge.qr_code2x ? `${charge.qr_code} 1x, ${charge.qr_code2x} 2x` : undefined}
            width={176}
            height={176}
            alt={t('order.qr_alt', { amount })}
            className="h-44 w-44 rounded-xl border border-ink-900/10 bg-white p-2 [image-rendering:pixelated]"
          />
          {secondsLeft !== null && <CountdownRing seconds={secondsLeft} />}
        </div>

        {/* The note and the link follow the list, not inside it: a <dl> holds only its terms and
            their descriptions (axe's definition-list rule). */}
        <div className="min-w-0 flex-1 space-y-4">
          <dl className="space-y-4">
            <div>
              <dt className="text-xs uppercase tracking-wider text-ink-500">{t('order.amount')}</dt>
              <dd className="mt-1 flex flex-wrap items-center justify-between gap-3">
                <span className="break-all font-display text-2xl tabular-nums text-ink-900" data-testid="charge-amount">
                  {amount}
                </span>
                <CopyButton value={charge.amount} label={t('copy.amount')} tickMs={COPY_TICK_ORDER_MS} />
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wider text-ink-500">{t('order.address')}</dt>
              <dd className="mt-1 flex flex-wrap items-center justify-between gap-3">
                <code
                  className="min-w-0 flex-1 break-all rounded-lg bg-paper-100 px-3 py-2 text-sm text-ink-900"
                  data-testid="charge-address"
                >
                  {charge.address}
                </code>
                <CopyButton value={charge.address} label={t('copy.address')} tickMs={COPY_TICK_ORDER_MS} />
              </dd>
            </div>
          </dl>
          {invitation && (
            <>
              <p className="rounded-xl bg-gold-100/60 px-4 py-3 text-sm text-ink-700">
                {t('order.send_only', { currency: charge.currency })}
              </p>
              {/* A provider's page opens beside this one; the sandbox's link is a path on this origin
                  (its simulate controls below), followed in this tab where the person is signed in. */}
              <a
                href={charge.url}
                target={charge.url.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="inline-flex h-10 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 text-sm font-medium text-paper-50 transition-colors hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              >
                {charge.url.startsWith('solana:') ? t('order.open_wallet') : t('order.pay_with_provider')}
              </a>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
