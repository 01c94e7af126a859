import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Painting } from '@pinacoteca/contracts/catalog/painting';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatUsd } from '../../../shared/lib/format.ts';
import { PaintingActionLink } from './painting-action-link.tsx';
import { TokenAvailability } from './token-availability.tsx';
import { PriceChange } from './token-price.tsx';

/** SPEC §2/§8 informational message for paintings still being attributed. */
function AttributionNotice({ painting }: { painting: Painting }) {
  const { t } = useTranslation('gallery');
  return (
    <div className="rounded-xl bg-gold-100 p-5">
      <p className="flex items-center gap-2 font-display text-lg text-ink-900">
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className="shrink-0 text-gold-600">
          <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {t('painting.attribution_title')}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">{t('painting.attribution_text')}</p>
      {painting.attr_description && (
        <p className="mt-3 text-sm leading-relaxed text-ink-700">{painting.attr_description}</p>
      )}
    </div>
  );
}

/** The investment box: rate, availability, prices, investors and the actions SPEC §2 allows. */
export function PaintingMarket({ painting }: { painting: Painting }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  const headingId = useId();
  const token = painting.art_token;
  const purchasable = isPurchasable(token);
  const soldOut = !painting.under_attribution && !purchasable;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-900/10 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="sr-only">
        {t('painting.market')}
      </h2>
      {painting.under_attribution ? (
        <AttributionNotice painting={painting} />
      ) : (
        <>
          <p className="text-xs uppercase tracking-[0.14em] text-ink-500">{t('painting.token_price')}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <span className="font-display text-4xl tabular-nums text-ink-900">
              {formatUsd(token.current_price, language, { cents: true })}
            </span>
            <PriceChange from={token.base_price} to={token.current_price} className="text-sm font-medium" />
          </p>
          <p className="mt-1 text-sm text-ink-500">
            {t('painting.since_issue', { price: formatUsd(token.base_price, language, { cents: true }) })}
          </p>
          <TokenAvailability token={token} className="mt-5" />
          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-ink-900/10 pt-5 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-ink-500">{t('painting.painting_price')}</dt>
              <dd className="mt-1 font-medium tabular-nums text-ink-900">{formatUsd(painting.price, language)}</dd>
            </div>
            <div>
              <dt className="text-ink-500">{t('painting.estimated_value')}</dt>
              <dd className="mt-1 font-medium tabular-nums text-ink-900">
                {formatUsd(painting.estimated_value, language)}
              </dd>
            </div>
            <div>
              <dt className="text-ink-500">{t('painting.investors')}</dt>
              <dd className="mt-1 font-medium tabular-nums text-ink-900">{painting.investors_count}</dd>
            </div>
          </dl>
          {soldOut && (
            <p className="mt-5 rounded-xl bg-paper-100 p-4 text-sm leading-relaxed text-ink-700">
              {t('painting.sold_out_note')}
            </p>
          )}
        </>
      )}

      <div className="mt-6 flex flex-col gap-3">
        {purchasable ? (
          <PaintingActionLink
            action="invest"
            painting={painting}
            label={t('actions.buy_tokens')}
            size="lg"
            className="w-full"
          />
        ) : (
          <PaintingActionLink action="subscribe" painting={painting} variant="primary" size="lg" className="w-full" />
        )}
        {painting.sale_id && (
          <>
            <PaintingActionLink
              action="buy_whole"
              painting={painting}
              variant="secondary"
              size="lg"
              className="w-full"
            />
            <p className="text-xs leading-relaxed text-ink-500">{t('painting.whole_for_sale_note')}</p>
          </>
        )}
      </div>
    </section>
  );
}
