import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { PaintingDetail } from '@pinacoteca/contracts/catalog/painting';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAuthorsById } from '../../../shared/api/catalogue.ts';
import { isPaintingMissing, usePainting } from '../api/get-painting.ts';
import { InvestmentHistory } from '../components/investment-history.tsx';
import { PaintingBadges } from '../components/painting-badges.tsx';
import { PaintingDetails } from '../components/painting-details.tsx';
import { AttributionList, HistoryTimeline } from '../components/painting-history.tsx';
import { PaintingMarket } from '../components/painting-market.tsx';
import { PaintingViewer } from '../components/painting-viewer.tsx';
import { PriceForecast } from '../components/price-forecast.tsx';
import { PriceHistory } from '../components/price-history.tsx';
import { paintingImages } from '../lib/image-sources.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';

function BackToGallery() {
  const { t } = useTranslation('gallery');
  return <BackLink to="/gallery">{t('back_to_gallery')}</BackLink>;
}

function Section({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function AuthorLine({ author }: { author: Author | undefined }) {
  const { t } = useTranslation('gallery');
  return (
    <div className="flex items-center gap-3">
      {author?.image ? (
        <img
          src={author.image.x1}
          srcSet={`${author.image.x1} 1x, ${author.image.x2} 2x`}
          width={48}
          height={48}
          alt=""
          // Low priority: React's server renderer then does not preload it ahead of the painting,
          // the page's largest picture, which it would otherwise compete with.
          fetchPriority="low"
          className="h-12 w-12 rounded-full bg-paper-200 object-cover ring-1 ring-ink-900/10"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-paper-200 font-display text-lg text-ink-500"
        >
          ?
        </span>
      )}
      <div>
        <p className="text-xs uppercase tracking-[0.14em] text-ink-500">{t('painting.by')}</p>
        <p className="text-ink-900">
          {author?.name ?? t('card.unknown_author')}
          {author?.life_years && <span className="ml-2 text-sm tabular-nums text-ink-500">{author.life_years}</span>}
        </p>
      </div>
    </div>
  );
}

function PaintingContent({ painting }: { painting: PaintingDetail }) {
  const { t } = useTranslation('gallery');
  const authors = useAuthorsById();
  const author = painting.author ? authors.get(painting.author) : undefined;
  const token = painting.art_token;

  return (
    <>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <PaintingViewer
          name={painting.name}
          images={paintingImages(painting.main_image, painting.images)}
          orientation={painting.orientation}
        />
        <div className="min-w-0">
          <AuthorLine author={author} />
          <h1 className="mt-6 text-balance font-display text-3xl leading-tight text-ink-900 sm:text-5xl">
            {painting.name}
          </h1>
          <p className="mt-2 text-ink-500 tabular-nums">{painting.year ?? t('painting.year_unknown')}</p>
          <PaintingBadges painting={painting} className="mt-4" />
          <p className="mt-5 text-lg leading-relaxed text-ink-700">{painting.short_description}</p>
          <div className="mt-8">
            <PaintingMarket painting={painting} />
          </div>
        </div>
      </div>

      {!painting.under_attribution && (
        <div className="mt-16 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PriceHistory history={painting.price_history} />
          <PriceForecast forecast={painting.forecast} currentPrice={token.current_price} />
        </div>
      )}

      <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <Section title={t('painting.about')}>
          {/* The server sanitises full_description to a small set of text tags (docs/decisions). */}
          <div className="prose-art max-w-none" dangerouslySetInnerHTML={{ __html: painting.full_description }} />
        </Section>
        <Section title={t('painting.details')}>
          <PaintingDetails painting={painting} />
          <Link
            to={`/transparency?token=${painting.art_token.id}`}
            className="mt-4 inline-block text-sm text-ink-700 underline underline-offset-4"
          >
            {t('painting.on_chain')}
          </Link>
        </Section>
      </div>

      {painting.video && (
        <Section title={t('painting.video')} className="mt-16">
          <video
            controls
            preload="metadata"
            poster={painting.main_image.normal2x}
            className="aspect-video w-full rounded-2xl bg-ink-900"
          >
            <source src={painting.video} />
            {t('painting.video_unsupported')}
          </video>
        </Section>
      )}

      {(painting.histories.length > 0 || painting.attributions.length > 0) && (
        <div className="mt-16 grid gap-12 lg:grid-cols-2 lg:gap-14">
          {painting.histories.length > 0 && (
            <Section title={t('painting.history')}>
              <HistoryTimeline histories={painting.histories} />
            </Section>
          )}
          {painting.attributions.length > 0 && (
            <Section title={t('painting.provenance')}>
              <AttributionList attributions={painting.attributions} />
            </Section>
          )}
        </div>
      )}

      {!painting.under_attribution && (
        <Section
          title={t('painting.investments')}
          className="mt-16"
          aside={
            <p className="text-sm text-ink-500">{t('painting.investors_count', { count: painting.investors_count })}</p>
          }
        >
          <InvestmentHistory investments={painting.investments} />
        </Section>
      )}

      <div className="mt-16 border-t border-ink-900/10 pt-8">
        <BackToGallery />
      </div>
    </>
  );
}

/** /gallery/:uuid: one painting with its market, history and provenance (SPEC §2). */
export function PaintingPage() {
  const { t } = useTranslation('gallery');
  const { uuid = '' } = useParams();
  const painting = usePainting(uuid);
  const missing = painting.isError && isPaintingMissing(painting.error);
  useDocumentTitle(painting.data?.name ?? (missing ? t('painting.not_found_title') : t('title')));

  return (
    <Container className="pb-24">
      {!missing && (
        <nav className="pt-6 sm:pt-8" aria-label={t('title')}>
          <BackToGallery />
        </nav>
      )}
      {painting.isPending ? (
        <Spinner />
      ) : missing ? (
        <div className="mx-auto max-w-xl py-24 text-center">
          <h1 className="text-balance font-display text-3xl text-ink-900 sm:text-4xl">
            {t('painting.not_found_title')}
          </h1>
          <p className="mt-3 text-ink-600">{t('painting.not_found_text')}</p>
          <ButtonLink to="/gallery" className="mt-8">
            {t('back_to_gallery')}
          </ButtonLink>
        </div>
      ) : painting.isError ? (
        <ErrorState onRetry={() => void painting.refetch()} />
      ) : (
        <PaintingContent painting={painting.data} />
      )}
    </Container>
  );
}
