import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { useTranslation } from 'react-i18next';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../../shared/ui/button.tsx';
import { paintingActionTarget, type PaintingAction } from '../lib/painting-actions.ts';
import { BuyWholeButton } from './buy-whole-button.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

interface PaintingActionLinkProps {
  action: PaintingAction;
  painting: Pick<PaintingListItem, 'id' | 'name' | 'art_token' | 'sale_id'>;
  /** Overrides the usual wording, e.g. "Buy tokens" on the painting page instead of "Invest". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const LABEL_KEYS = {
  invest: 'actions.invest',
  subscribe: 'actions.subscribe',
  buy_whole: 'actions.buy_whole',
} as const;

/** A button for an action on a painting; where it leads is decided by `paintingActionTarget` alone. */
export function PaintingActionLink({ action, painting, label, variant, size, className }: PaintingActionLinkProps) {
  const { t } = useTranslation('gallery');
  const authenticated = useIsAuthenticated();
  const text = label ?? t(LABEL_KEYS[action]);
  // Signed in, these two are asked for right here; visitors are sent to sign in first.
  if (authenticated && action === 'subscribe') {
    return <SubscribeButton painting={painting} variant={variant} size={size} className={className} />;
  }
  if (authenticated && action === 'buy_whole' && painting.sale_id) {
    return (
      <BuyWholeButton
        painting={{ ...painting, sale_id: painting.sale_id }}
        variant={variant}
        size={size}
        className={className}
      />
    );
  }
  return (
    <ButtonLink
      to={paintingActionTarget(action, painting, authenticated)}
      variant={variant ?? (action === 'invest' ? 'gold' : 'secondary')}
      size={size}
      className={className}
      // Several cards carry the same words: name the painting for screen readers.
      aria-label={`${text}: ${painting.name}`}
      title={authenticated ? undefined : t('actions.sign_in_hint')}
    >
      {text}
    </ButtonLink>
  );
}
