import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatSignedPercent, formatUsd, formatUsdCompact } from '../../../shared/lib/format.ts';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Container } from '../../../shared/ui/page.tsx';
import { useAuthors, usePaintings, useTokens } from '../../../shared/api/catalogue.ts';
import { collectionFigures, heroPaintings } from '../lib/figures.ts';
import { ArrowIcon } from './icons.tsx';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';

export function Hero() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const authenticated = useIsAuthenticated();
  const tokens = useTokens();
  const figures = tokens.data ? collectionFigures(tokens.data) : null;

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* A soft wash of warm paper behind the pictures, like light on a gallery wall. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 w-full bg-[radial-gradient(ellipse_at_70%_35%,var(--color-paper-200)_0%,transparent_65%)] lg:w-2/3"
      />
      <Container className="relative grid gap-12 pb-14 pt-10 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-16 lg:pb-20 lg:pt-20">
        {/* No entrance animation: the words and the lead picture are the first paint, drawn by the server. */}
        <div>
          <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.14em] text-gold-600 sm:tracking-[0.2em]">
            <span aria-hidden="true" className="h-px w-8 bg-current" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-display text-[2.5rem] leading-[1.08] text-ink-900 sm:text-5xl lg:text-[3.6rem]"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-ink-600">
            {t('hero.lead', { count: formatQuantity(TOKENS_PER_PAINTING, language) })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={authenticated ? '/wallet' : '/auth'} size="lg">
              {t('hero.start')}
              <ArrowIcon className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink to="/gallery" size="lg" variant="secondary">
              {t('hero.explore')}
            </ButtonLink>
          </div>
          <p className="mt-5 min-h-5 text-sm text-ink-500">
            {figures?.entryPrice && t('hero.entry', { price: formatUsd(figures.entryPrice, language) })}
          </p>
        </div>
        <HeroPictures />
      </Container>

      <Container className="relative pb-16 lg:pb-24">
        <div className="border-t border-ink-900/10 pt-8">
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-ink-500">{t('hero.figures_title')}</h2>
          {tokens.isError ? (
            <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-500">
              {t('hero.figures_error')}
              <Button variant="ghost" size="sm" onClick={() => void tokens.refetch()}>
                {t('common:retry')}
              </Button>
            </p>
          ) : (
            <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-ink-900/10">
              <Figure
                label={t('hero.index_price')}
                value={figures && formatUsd(figures.indexPrice, language, { cents: true })}
                note={
                  figures?.indexChange && (
                    <span className={Number(figures.indexChange) >= 0 ? 'text-up' : 'text-down'}>
                      {t('hero.index_change', {
                        value: formatSignedPercent(figures.indexChange, language),
                      })}
                    </span>
                  )
                }
              />
              <Figure
                label={t('hero.paintings')}
                value={figures && formatQuantity(figures.paintings, language)}
                note={t('hero.paintings_note', { count: formatQuantity(TOKENS_PER_PAINTING, language) })}
              />
              <Figure
                label={t('hero.capitalization')}
                value={figures && formatUsdCompact(figures.capitalization, language)}
                note={t('hero.capitalization_note')}
              />
            </dl>
          )}
        </div>
      </Container>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string | null; note?: ReactNode }) {
  return (
    <div className="first:col-span-2 sm:px-8 sm:first:col-span-1 sm:first:pl-0">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1 whitespace-nowrap font-display text-[1.75rem] tabular-nums text-ink-900 sm:text-3xl lg:text-4xl">
        {value ?? (
          // An invisible character gives the placeholder the exact line height of the figure.
          <span aria-hidden="true" className="inline-block w-32 animate-pulse rounded bg-paper-200 text-transparent">
            0
          </span>
        )}
      </dd>
      <dd className="mt-1 min-h-5 text-sm text-ink-500">{note}</dd>
    </div>
  );
}

/** Three framed pictures from the catalogue, hung like a small salon wall. */
function HeroPictures() {
  const { t } = useTranslation('landing');
  const paintings = usePaintings();
  const picked = paintings.data ? heroPaintings(paintings.data) : [];

  if (paintings.isPending || (paintings.isError && picked.length === 0)) {
    // The placeholders take the frames' exact shapes, so nothing below moves when the pictures arrive.
    return (
      <div aria-hidden="true" className="grid grid-cols-[1.1fr_1fr] items-start gap-3 sm:gap-5">
        <div>
          <FramePlaceholder aspect="aspect-[3/4]" pulse={paintings.isPending} />
          <div className="mt-4 space-y-2 border-l-2 border-paper-200 py-0.5 pl-3">
            <div className="h-4 w-3/4 rounded bg-paper-200" />
            <div className="h-3 w-1/2 rounded bg-paper-200" />
            <div className="h-3 w-1/3 rounded bg-paper-200" />
          </div>
        </div>
        <div className="flex flex-col gap-3 pt-10 sm:gap-5 sm:pt-16">
          <FramePlaceholder aspect="aspect-[4/3]" pulse={paintings.isPending} />
          <FramePlaceholder aspect="aspect-[4/3]" pulse={paintings.isPending} />
        </div>
      </div>
    );
  }

  const [lead, ...others] = picked;
  if (!lead) return null;
  return (
    <div role="group" aria-label={t('hero.pictures')} className="grid grid-cols-[1.1fr_1fr] items-start gap-3 sm:gap-5">
      <div>
        {/*
          Not fetched ahead of the page's first paint: on a phone the largest thing first painted
          is the hero's text, and pictures asked for before it share the slow link with what paints
          it (Lighthouse's mobile LCP read 2.1 s in two runs of three with this picture asked for at
          once, 1.3 s without; on a desktop, where the picture is the largest, it still loads in half
          a second).
        */}
        <FramedPainting painting={lead} sizes="(min-width: 1280px) 320px, (min-width: 1024px) 25vw, 52vw" />
        <LeadCaption painting={lead} />
      </div>
      <div className="flex flex-col gap-3 pt-10 sm:gap-5 sm:pt-16">
        {others.map((painting, index) => (
          <div key={painting.id} className="animate-slide-in" style={{ animationDelay: `${(index + 1) * 120}ms` }}>
            <FramedPainting painting={painting} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 46vw" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** While loading it pulses; if the catalogue cannot be reached the empty frames stay, still, as a quiet wall. */
function FramePlaceholder({ aspect, pulse }: { aspect: string; pulse: boolean }) {
  return (
    <div className="bg-white p-1.5 ring-1 ring-ink-900/5 sm:p-2.5">
      <div className={`${aspect} bg-paper-200 ${pulse ? 'animate-pulse' : ''}`} />
    </div>
  );
}

function FramedPainting({ painting, sizes }: { painting: PaintingListItem; sizes: string }) {
  return (
    <Link
      to={`/gallery/${painting.id}`}
      className="group block bg-white p-1.5 shadow-[0_24px_48px_-24px_rgba(21,23,31,0.45)] ring-1 ring-ink-900/5 transition-transform duration-500 hover:-translate-y-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500 sm:p-2.5"
    >
      <PaintingImage
        image={painting.main_image}
        alt={painting.name}
        sizes={sizes}
        className="h-auto w-full bg-paper-200 object-cover"
      />
    </Link>
  );
}

function LeadCaption({ painting }: { painting: PaintingListItem }) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const authors = useAuthors();
  const author = painting.author ? authors.data?.find((a) => a.id === painting.author)?.name : t('hero.unknown_master');
  const byline = [author, painting.year].filter(Boolean).join(', ');
  return (
    <div className="mt-4 border-l-2 border-gold-500 pl-3">
      <p className="font-display text-sm leading-snug text-ink-900 sm:text-base">{painting.name}</p>
      {byline && <p className="mt-0.5 text-xs text-ink-500 sm:text-sm">{byline}</p>}
      <p className="mt-1 text-xs font-medium text-gold-600 sm:text-sm">
        {painting.under_attribution
          ? t('hero.under_attribution')
          : t('hero.per_token', { price: formatUsd(painting.art_token.current_price, language) })}
      </p>
    </div>
  );
}
