import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { primaryAction } from '../lib/painting-actions.ts';
import { PaintingActionLink } from './painting-action-link.tsx';
import { PaintingBadges } from './painting-badges.tsx';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';
import { TokenAvailability } from './token-availability.tsx';
import { TokenPrice } from './token-price.tsx';

interface PaintingCardProps {
  painting: PaintingListItem;
  author: Author | undefined;
  /** The first cards are above the fold: load them at once. */
  priority?: boolean;
}

/** A painting hung on the gallery wall: picture, name, artist, year, token price, availability and its action. */
export function PaintingCard({ painting, author, priority }: PaintingCardProps) {
  const { t } = useTranslation('gallery');
  const token = painting.art_token;
  return (
    <article className="group flex w-full flex-col">
      <Link
        to={`/gallery/${painting.id}`}
        className="block rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
      >
        <div className="relative flex aspect-[4/5] items-center justify-center overflow-hidden bg-paper-100 p-10 transition-colors group-hover:bg-paper-200/70 sm:p-12">
          <PaintingImage
            image={painting.main_image}
            alt=""
            sizes="(min-width: 1280px) 320px, (min-width: 640px) 45vw, 85vw"
            priority={priority}
            className="h-full w-full object-contain drop-shadow-[0_12px_14px_rgba(21,23,31,0.3)] transition-transform duration-500 group-hover:scale-[1.02]"
          />
          <PaintingBadges painting={painting} className="absolute left-3 top-3" />
        </div>
        <div className="mt-4">
          <p className="text-xs uppercase tracking-[0.14em] text-ink-500">
            {author?.name ?? t('card.unknown_author')}
            {painting.year !== null && <span className="tabular-nums"> · {painting.year}</span>}
          </p>
          <h2 className="mt-1.5 font-display text-xl leading-snug text-ink-900 underline-offset-4 group-hover:underline decoration-gold-500/60">
            {painting.name}
          </h2>
        </div>
      </Link>
      <div className="mt-auto pt-4">
        <div className="flex items-baseline justify-between gap-3 border-t border-ink-900/10 pt-3 text-sm">
          <span className="text-ink-500">{t('card.token_price')}</span>
          {painting.under_attribution ? (
            <span className="text-right text-ink-600">{t('card.price_pending')}</span>
          ) : (
            <TokenPrice token={token} />
          )}
        </div>
        {/* Under attribution no tokens are offered yet, so an availability figure would mislead. */}
        {!painting.under_attribution && <TokenAvailability token={token} className="mt-3" />}
        <PaintingActionLink action={primaryAction(painting)} painting={painting} className="mt-4 w-full" />
      </div>
    </article>
  );
}
