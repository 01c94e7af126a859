import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';

const tone = {
  gold: 'bg-gold-100 text-gold-600',
  ink: 'bg-ink-900 text-paper-50',
  paper: 'bg-white/90 text-ink-700 ring-1 ring-ink-900/10',
} as const;

function Badge({ children, variant }: { children: string; variant: keyof typeof tone }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-[11px] font-medium uppercase tracking-wider',
        tone[variant],
      )}
    >
      {children}
    </span>
  );
}

/** The states worth seeing at a glance: under attribution (price 0), sold out, whole painting for sale. */
export function PaintingBadges({ painting, className }: { painting: PaintingListItem; className?: string }) {
  const { t } = useTranslation('gallery');
  const soldOut = !painting.under_attribution && !isPurchasable(painting.art_token);
  if (!painting.under_attribution && !soldOut && !painting.sale_id) return null;
  return (
    <div className={clsx('flex flex-wrap gap-1.5', className)}>
      {painting.under_attribution && <Badge variant="gold">{t('card.under_attribution')}</Badge>}
      {soldOut && <Badge variant="ink">{t('card.sold_out')}</Badge>}
      {painting.sale_id && <Badge variant="paper">{t('card.whole_for_sale')}</Badge>}
    </div>
  );
}
