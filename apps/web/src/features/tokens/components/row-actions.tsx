import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { isPurchasable, isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { useSubscribe } from '../../../shared/api/painting-subscriptions.ts';
import { Button, ButtonLink, buttonClass } from '../../../shared/ui/button.tsx';
import { buyTarget, SIGN_IN_PATH } from '../lib/token-actions.ts';
import { CheckIcon } from '../../../shared/ui/check-icon.tsx';

interface RowActionsProps {
  token: Token;
  swapEnabled: boolean;
  /** `stretch` fills a mobile card's width; `compact` lines up in a table cell. */
  layout: 'stretch' | 'compact';
}

/**
 * Buy while tokens remain, otherwise report on arrival (a painting subscription, so INDEX, which
 * has no painting, has none); Swap when that feature is on.
 */
export function RowActions({ token, swapEnabled, layout }: RowActionsProps) {
  const { t } = useTranslation('tokens');
  const signedIn = useIsAuthenticated();
  const buy = isPurchasable(token);
  // Swapping converts at the current price, which an unattributed painting does not have yet.
  const showSwap = swapEnabled && !isUnderAttribution(token);
  const stretch = layout === 'stretch';

  return (
    <div
      className={clsx(
        'flex gap-2',
        // In a table cell the pair stacks: side by side they would crowd out the token names.
        stretch ? 'w-full items-center' : 'flex-col items-end gap-1',
      )}
    >
      {buy ? (
        <ButtonLink
          to={buyTarget(token, signedIn)}
          variant="primary"
          size={stretch ? 'md' : 'sm'}
          aria-label={t('actions.buy_label', { name: token.name })}
          className={stretch ? 'flex-1' : 'min-w-24'}
        >
          {t('actions.buy')}
        </ButtonLink>
      ) : !token.painting_id ? null : signedIn ? (
        <NotifyButton token={token} paintingId={token.painting_id} stretch={stretch} />
      ) : (
        <ButtonLink
          to={SIGN_IN_PATH}
          variant="secondary"
          size={stretch ? 'md' : 'sm'}
          aria-label={t('actions.notify_label', { name: token.name })}
          className={stretch ? 'flex-1' : undefined}
        >
          <BellIcon />
          {t('actions.notify')}
        </ButtonLink>
      )}
      {showSwap && (
        <Link
          to={`/swap?${new URLSearchParams({ token: token.id })}`}
          aria-label={t('actions.swap_label', { name: token.name })}
          className={buttonClass(
            'ghost',
            stretch ? 'md' : 'sm',
            stretch ? 'text-gold-600 hover:text-ink-900' : '-mr-1 text-gold-600 hover:text-ink-900',
          )}
        >
          <SwapIcon />
          {t('actions.swap')}
        </Link>
      )}
    </div>
  );
}

/** Report on arrival for a signed-in person: subscribes in place, then says what will come. */
function NotifyButton({ token, paintingId, stretch }: { token: Token; paintingId: string; stretch: boolean }) {
  const { t } = useTranslation('tokens');
  const noteId = useId();
  const subscribe = useSubscribe(paintingId);
  const done = subscribe.isSuccess;
  // Under attribution the tokens have never been on sale: the notice is about their first sale.
  const note = t(isUnderAttribution(token) ? 'actions.notified_note_attribution' : 'actions.notified_note');
  return (
    <div className={stretch ? 'flex-1' : 'flex flex-col items-end'}>
      <Button
        variant="secondary"
        size={stretch ? 'md' : 'sm'}
        className={stretch ? 'w-full' : undefined}
        disabled={subscribe.isPending || done}
        aria-label={t(done ? 'actions.notified_label' : 'actions.notify_label', { name: token.name })}
        aria-describedby={done ? noteId : undefined}
        onClick={() => subscribe.mutate()}
      >
        {done ? <CheckIcon size={14} className="shrink-0" /> : <BellIcon />}
        {t(done ? 'actions.notified' : 'actions.notify')}
      </Button>
      <p
        id={noteId}
        role="status"
        className={clsx(
          'text-xs leading-snug text-ink-500 empty:hidden',
          stretch ? 'mt-2 text-center' : 'mt-1.5 max-w-44 text-right',
        )}
      >
        {done ? note : ''}
      </p>
    </div>
  );
}

function BellIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
      <path
        d="M8 2.5a3.5 3.5 0 0 0-3.5 3.5v2.4L3.2 10.6h9.6l-1.3-2.2V6A3.5 3.5 0 0 0 8 2.5ZM6.6 12.6a1.5 1.5 0 0 0 2.8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SwapIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
      <path
        d="M3 5.5h9.5M10 3l2.5 2.5L10 8M13 10.5H3.5M6 8l-2.5 2.5L6 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
