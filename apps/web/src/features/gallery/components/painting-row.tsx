import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatUsdCompact } from '../../../shared/lib/format.ts';
import { primaryAction } from '../lib/painting-actions.ts';
import { useCatalogueLabels } from '../lib/use-catalogue-labels.ts';
import { PaintingActionLink } from './painting-action-link.tsx';
import { PaintingBadges } from './painting-badges.tsx';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';
import { TokenAvailability } from './token-availability.tsx';
import { TokenPrice } from './token-price.tsx';

/**
 * Column widths shared by the list's header and its rows. The list lays out by its own width
 * (a container query), so it stacks when the filter panel takes part of a wide screen.
 */
export const LIST_COLUMNS = '@5xl:grid-cols-[7rem_minmax(0,2.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_11rem]';

/** One painting in the list view: more figures than a card, in one line on wide screens. */
export function PaintingRow({ painting, author }: { painting: PaintingListItem; author: Author | undefined }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  const labels = useCatalogueLabels();
  const { size, technic, genre } = painting.parameters;
  const pending = painting.under_attribution;

  return (
    <li
      className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 border-b border-ink-900/10 py-6 @5xl:items-center @5xl:gap-x-6 ${LIST_COLUMNS}`}
    >
      <Link
        to={`/gallery/${painting.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="flex aspect-square items-center justify-center bg-paper-100 p-2.5 @5xl:row-auto"
      >
        <PaintingImage
          image={painting.main_image}
          alt=""
          sizes="112px"
          className="h-full w-full object-contain drop-shadow-[0_6px_8px_rgba(21,23,31,0.3)]"
        />
      </Link>
      <div className="min-w-0">
        <p className="text-xs uppercase tracking-[0.14em] text-ink-500">
          {author?.name ?? t('card.unknown_author')}
          {painting.year !== null && <span className="tabular-nums"> · {painting.year}</span>}
        </p>
        <h2 className="mt-1 font-display text-lg leading-snug text-ink-900">
          <Link to={`/gallery/${painting.id}`} className="hover:underline decoration-gold-500/60 underline-offset-4">
            {painting.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-500">
          {labels.genre(genre)} · {labels.technic(technic)} ·{' '}
          {t('painting.size', { width: size.width, height: size.height })}
        </p>
        <PaintingBadges painting={painting} className="mt-2" />
      </div>
      <dl className="col-span-2 grid grid-cols-2 gap-x-4 gap-y-3 text-sm @xl:grid-cols-3 @5xl:col-span-3 @5xl:grid-cols-subgrid @5xl:items-center">
        <div>
          <dt className="text-xs text-ink-500 @5xl:sr-only">{t('list.token_price')}</dt>
          <dd className="mt-0.5 @5xl:mt-0">
            {pending ? (
              <span className="text-ink-600">{t('card.price_pending')}</span>
            ) : (
              <TokenPrice token={painting.art_token} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500 @5xl:sr-only">{t('list.painting_price')}</dt>
          <dd className="mt-0.5 tabular-nums text-ink-800 @5xl:mt-0">
            {pending ? '—' : formatUsdCompact(painting.price, language)}
          </dd>
        </div>
        <div className="col-span-2 @xl:col-span-1">
          <dt className="sr-only">{t('list.availability')}</dt>
          <dd className="mt-1.5 @5xl:mt-0">
            {pending ? <span className="text-ink-600">—</span> : <TokenAvailability token={painting.art_token} />}
          </dd>
        </div>
      </dl>
      <div className="col-span-2 @5xl:col-span-1 @5xl:text-right">
        <PaintingActionLink
          action={primaryAction(painting)}
          painting={painting}
          size="sm"
          className="w-full @xl:w-auto @5xl:w-full"
        />
      </div>
    </li>
  );
}
