import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_SORTS, type GallerySort } from '@pinacoteca/contracts/enums';
import type { GalleryView } from '../lib/gallery-filter.ts';
import { SearchBox } from './search-box.tsx';

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      {[2, 10].flatMap((x) =>
        [2, 10].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="6" height="6" rx="1" fill="currentColor" />),
      )}
    </svg>
  );
}

function ListIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      {[3, 8, 13].map((y) => (
        <g key={y}>
          <rect x="2" y={y - 1.5} width="3" height="3" rx="0.6" fill="currentColor" />
          <rect x="7" y={y - 0.9} width="9" height="1.8" rx="0.9" fill="currentColor" />
        </g>
      ))}
    </svg>
  );
}

interface GalleryToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  sort: GallerySort;
  onSort: (sort: GallerySort) => void;
  view: GalleryView;
  onView: (view: GalleryView) => void;
  filterCount: number;
  filterOpen: boolean;
  filterPanelId: string;
  onToggleFilter: () => void;
}

/** Search, sort, gallery/list view and the filter button with its counter (SPEC §2). */
export function GalleryToolbar(props: GalleryToolbarProps) {
  const { t } = useTranslation('gallery');
  const sortId = useId();
  const views: { view: GalleryView; label: string; icon: ReactNode }[] = [
    { view: 'grid', label: t('toolbar.view_grid'), icon: <GridIcon /> },
    { view: 'list', label: t('toolbar.view_list'), icon: <ListIcon /> },
  ];

  return (
    // Narrow screens: a grid (search and filters above, sort and view below); wide: one line in
    // reading order.
    <div
      role="group"
      aria-label={t('toolbar.label')}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:flex sm:items-center"
    >
      <SearchBox value={props.search} onSearch={props.onSearch} />
      <label htmlFor={sortId} className="sr-only">
        {t('toolbar.sort_label')}
      </label>
      <div className="relative col-start-1 row-start-2 min-w-0">
        <select
          id={sortId}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as GallerySort)}
          className="h-11 w-full cursor-pointer appearance-none truncate rounded-full border border-ink-900/15 bg-white pl-4 pr-10 text-sm text-ink-900 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-500/30 sm:w-56"
        >
          {GALLERY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <svg
          className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-ink-500"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
        >
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </div>

      <div
        role="group"
        aria-label={t('toolbar.view_label')}
        className="col-start-2 row-start-2 flex h-11 shrink-0 items-center justify-self-end rounded-full border border-ink-900/15 bg-white p-1"
      >
        {views.map(({ view, label, icon }) => (
          <button
            key={view}
            type="button"
            aria-pressed={props.view === view}
            aria-label={label}
            title={label}
            onClick={() => props.onView(view)}
            className={clsx(
              'flex h-full w-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-gold-500',
              props.view === view ? 'bg-ink-900 text-paper-50' : 'text-ink-500 hover:text-ink-900',
            )}
          >
            {icon}
          </button>
        ))}
      </div>

      <button
        type="button"
        onClick={props.onToggleFilter}
        aria-expanded={props.filterOpen}
        aria-controls={props.filterOpen ? props.filterPanelId : undefined}
        className={clsx(
          'col-start-2 row-start-1 flex h-11 shrink-0 items-center justify-self-end gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
          props.filterOpen
            ? 'border-ink-900 bg-ink-900 text-paper-50'
            : 'border-ink-900/15 bg-white text-ink-900 hover:border-ink-900/40',
        )}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 4h12M4.5 8h7M7 12h2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span>{t('toolbar.filters')}</span>
        {props.filterCount > 0 && (
          <>
            <span
              aria-hidden="true"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-500 px-1.5 text-xs tabular-nums text-ink-900"
            >
              {props.filterCount}
            </span>
            <span className="sr-only">{t('toolbar.filters_count', { count: props.filterCount })}</span>
          </>
        )}
      </button>
    </div>
  );
}
