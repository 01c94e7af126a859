import clsx from 'clsx';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAuthors, useAuthorsById } from '../../../shared/api/catalogue.ts';
import { usePaintingPages } from '../../../shared/api/painting-pages.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { GalleryToolbar } from '../components/gallery-toolbar.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PaintingCard } from '../components/painting-card.tsx';
import { LIST_COLUMNS, PaintingRow } from '../components/painting-row.tsx';
import {
  EMPTY_SELECTION,
  countSelected,
  galleryQueryValues,
  gallerySearch,
  isNarrowed,
  parseGalleryParams,
  parseGalleryView,
  selectionOf,
  type GalleryQuery,
  type GallerySelection,
  type GalleryView,
} from '../lib/gallery-filter.ts';
import { mergePages } from '../lib/pages.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

/** Most visits never open the filter: its code loads when it is opened. */
const FilterPanel = lazyPart(() => import('../components/filter-panel.tsx').then((m) => ({ default: m.FilterPanel })));

const FILTER_PANEL_ID = 'gallery-filter';
/**
 * Cards whose picture is fetched at once, first: the one a phone shows (the page's largest paint).
 * The rest of a wide screen's first row follow as soon as the page is laid out; fetched together,
 * they would share a slow link with it.
 */
const PRIORITY_CARDS = 1;

/**
 * /gallery: the paintings, searched, filtered and sorted by the server from the address (SPEC §2, §3),
 * a page at a time as the visitor scrolls (decision 0036).
 */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseGalleryParams(params), [params]);
  const view = parseGalleryView(params);
  const paintings = usePaintingPages(galleryQueryValues(query));
  const authors = useAuthors();
  const authorsById = useAuthorsById();
  const filter = useOverlay('filter');
  const desktop = useMediaQuery(DESKTOP_QUERY);

  // The filter panel belongs to this page: leaving it must not leave the overlay "open".
  useEffect(() => () => filter.hide(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const go = useCallback(
    (next: GalleryQuery, nextView: GalleryView, { replace = false } = {}) =>
      setParams(gallerySearch(next, nextView), { replace, preventScrollReset: true }),
    [setParams],
  );
  // Typing and re-sorting replace the history entry; applying filters adds one, so Back undoes it.
  const onSearch = useCallback(
    (text: string) => go({ ...query, search_query: text }, view, { replace: true }),
    [go, query, view],
  );
  const onSelection = (patch: Partial<GallerySelection>) => go({ ...query, ...patch }, view);
  const clearAll = () => go({ ...query, ...EMPTY_SELECTION, search_query: '' }, view);
  const onApply = (selection: GallerySelection) => {
    onSelection(selection);
    if (!desktop) filter.hide();
  };

  const list = useMemo(() => mergePages(paintings.data?.pages ?? []), [paintings.data]);
  const loadMore = () => {
    if (paintings.hasNextPage && !paintings.isFetchingNextPage) void paintings.fetchNextPage();
  };
  const narrowed = isNarrowed(query);
  const selection = selectionOf(query);
  const backHref = `/gallery${view === 'list' ? '?view=list' : ''}`;

  return (
    <Container className="pb-24">
      <header className="pt-8 sm:pt-12">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-ink-600 sm:text-lg">{t('subtitle')}</p>
      </header>

      <div className="mt-8 sm:mt-10">
        <GalleryToolbar
          search={query.search_query}
          onSearch={onSearch}
          sort={query.sort}
          onSort={(sort) => go({ ...query, sort }, view, { replace: true })}
          view={view}
          onView={(next) => go(query, next, { replace: true })}
          filterCount={countSelected(query)}
          filterOpen={filter.isOpen}
          filterPanelId={FILTER_PANEL_ID}
          onToggleFilter={filter.toggle}
        />
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        {/* The line is kept while the count loads, so the cards below do not move down when it arrives. */}
        <p className="min-h-5 text-sm text-ink-500" aria-live="polite">
          {paintings.data && t(paintings.hasNextPage ? 'count_shown' : 'count', { count: list.length })}
          {paintings.isPlaceholderData && <span className="sr-only"> {t('updating')}</span>}
        </p>
        <ActiveFilters selection={selection} authors={authorsById} onChange={onSelection} />
        {narrowed && (
          <Link
            to={backHref}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-600 underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span>
            {t('all_paintings')}
          </Link>
        )}
      </div>

      <div
        className={clsx('mt-8', filter.isOpen && desktop && 'grid grid-cols-[17rem_minmax(0,1fr)] items-start gap-10')}
      >
        {filter.isOpen && (
          // While its code loads, an empty block holds the panel's column so the cards stay put.
          <Suspense fallback={<div aria-hidden="true" />}>
            <FilterPanel
              id={FILTER_PANEL_ID}
              applied={selection}
              authors={authors.data}
              modal={!desktop}
              onApply={onApply}
              onClose={filter.hide}
            />
          </Suspense>
        )}

        <section aria-label={t('title')} aria-busy={paintings.isFetching}>
          {paintings.isPending ? (
            <Spinner />
          ) : paintings.isError && !paintings.data ? (
            <ErrorState onRetry={() => void paintings.refetch()} />
          ) : list.length === 0 && !narrowed ? (
            // Nothing published yet (a new platform's first day): no search or filter to blame.
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-900/15 px-6 py-16 text-center">
              <h2 className="font-display text-2xl text-ink-900">{t('none_yet.title')}</h2>
              <p className="mt-2 max-w-md text-ink-600">{t('none_yet.text')}</p>
            </div>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-900/15 px-6 py-16 text-center">
              <h2 className="font-display text-2xl text-ink-900">{t('empty.title')}</h2>
              <p className="mt-2 max-w-md text-ink-600">{t('empty.text')}</p>
              <Button variant="secondary" className="mt-6" onClick={clearAll}>
                {t('empty.clear')}
              </Button>
            </div>
          ) : (
            <div className={clsx('transition-opacity', paintings.isPlaceholderData && 'opacity-60')}>
              {view === 'grid' ? (
                <ul
                  className={clsx(
                    'grid grid-cols-1 gap-x-6 gap-y-12 min-[560px]:grid-cols-2',
                    filter.isOpen && desktop ? 'xl:grid-cols-3' : 'lg:grid-cols-3',
                  )}
                >
                  {list.map((painting, index) => (
                    <li key={painting.id} className="flex">
                      <PaintingCard
                        painting={painting}
                        author={painting.author ? authorsById.get(painting.author) : undefined}
                        priority={index < PRIORITY_CARDS}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="@container">
                  <div
                    aria-hidden="true"
                    className={`hidden border-b border-ink-900/15 pb-3 text-xs uppercase tracking-[0.14em] text-ink-500 @5xl:grid @5xl:gap-x-6 ${LIST_COLUMNS}`}
                  >
                    <span className="col-span-2">{t('list.painting')}</span>
                    <span>{t('list.token_price')}</span>
                    <span>{t('list.painting_price')}</span>
                    <span>{t('list.availability')}</span>
                    <span className="sr-only">{t('list.action')}</span>
                  </div>
                  <ul>
                    {list.map((painting) => (
                      <PaintingRow
                        key={painting.id}
                        painting={painting}
                        author={painting.author ? authorsById.get(painting.author) : undefined}
                      />
                    ))}
                  </ul>
                </div>
              )}
              {paintings.hasNextPage && !paintings.isPlaceholderData && (
                <LoadMore
                  onLoad={loadMore}
                  pages={paintings.data.pages.length}
                  loading={paintings.isFetchingNextPage}
                  failed={paintings.isFetchNextPageError}
                />
              )}
            </div>
          )}
        </section>
      </div>
    </Container>
  );
}
