import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import { ERA_IDS, GENRE_IDS, TECHNIC_IDS } from '@pinacoteca/contracts/enums';
import { Button } from '../../../shared/ui/button.tsx';
import {
  EMPTY_SELECTION,
  FILTER_ORDER,
  countSelected,
  toggleValue,
  type GallerySelection,
} from '../lib/gallery-filter.ts';
import { useCatalogueLabels } from '../lib/use-catalogue-labels.ts';

interface Option<T> {
  value: T;
  label: string;
  hint?: string | null;
}

function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onToggle,
  children,
}: {
  legend: string;
  options: Option<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="border-t border-ink-900/10 py-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-xs font-medium uppercase tracking-[0.14em] text-ink-500">
        {legend}
      </legend>
      <div className="clear-left space-y-1">
        {children}
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 text-sm text-ink-800 hover:bg-paper-100"
          >
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-gold-600"
            />
            <span className="min-w-0">
              {option.label}
              {option.hint && <span className="block text-xs text-ink-500 tabular-nums">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface FilterPanelProps {
  id: string;
  /** The filter now applied to the list; the panel edits a copy until Apply. */
  applied: GallerySelection;
  authors: Author[] | undefined;
  /** On narrow screens the panel is a modal slide-over; on wide ones it sits beside the list. */
  modal: boolean;
  onApply: (selection: GallerySelection) => void;
  onClose: () => void;
}

/**
 * The Gallery filter panel (SPEC §2, §3): purchase type, artists, genres, techniques and eras.
 * Choices are staged here and reach the list only with Apply, so several can be changed
 * without the list jumping after each click.
 */
export function FilterPanel({ id, applied, authors, modal, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('gallery');
  const labels = useCatalogueLabels();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [staged, setStaged] = useState(applied);
  const [appliedKey, setAppliedKey] = useState(() => JSON.stringify(applied));

  // The applied filter can change while the panel stays open (a chip removed, "all paintings"):
  // start again from it rather than showing stale choices.
  const nextKey = JSON.stringify(applied);
  if (nextKey !== appliedKey) {
    setAppliedKey(nextKey);
    setStaged(applied);
  }

  useEffect(() => {
    if (!modal) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    document.body.style.overflow = 'hidden';
    // As a modal slide-over, Tab cycles inside the panel instead of wandering behind the backdrop.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled)');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [modal]);

  const update = (patch: Partial<GallerySelection>) => setStaged((current) => ({ ...current, ...patch }));
  const stagedCount = countSelected(staged);
  const unchanged = JSON.stringify(staged) === nextKey;

  return (
    <>
      {modal && (
        <div className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50" onClick={onClose} aria-hidden="true" />
      )}
      <aside
        id={id}
        ref={panel}
        tabIndex={-1}
        role={modal ? 'dialog' : 'region'}
        aria-modal={modal || undefined}
        aria-labelledby={titleId}
        className={clsx(
          'flex flex-col outline-none',
          modal
            ? 'fixed inset-y-0 right-0 z-50 w-[calc(100%-2.5rem)] max-w-sm bg-paper-50 shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full'
            : 'sticky top-24 max-h-[calc(100vh-7rem)] animate-fade-in rounded-2xl border border-ink-900/10 bg-white',
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-5 py-4">
          <h2 id={titleId} className="font-display text-xl text-ink-900">
            {t('filter.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('filter.close')}
            className="-mr-2 rounded-full p-2 text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-5 py-5">
          <CheckboxGroup<'buy_a_whole' | 'buy_a_part'>
            legend={t('filter.purchase')}
            options={[
              { value: 'buy_a_whole', label: t('filter.buy_a_whole') },
              { value: 'buy_a_part', label: t('filter.buy_a_part') },
            ]}
            selected={(['buy_a_whole', 'buy_a_part'] as const).filter((key) => staged[key])}
            onToggle={(key) => update({ [key]: !staged[key] })}
          />
          <CheckboxGroup
            legend={t('filter.authors')}
            options={(authors ?? []).map((author) => ({
              value: author.id,
              label: author.name,
              hint: author.life_years,
            }))}
            selected={staged.authors}
            onToggle={(value) => update({ authors: toggleValue(staged.authors, value) })}
          >
            {!authors && <p className="px-2 py-1.5 text-sm text-ink-500">{t('filter.authors_loading')}</p>}
          </CheckboxGroup>
          <CheckboxGroup
            legend={t('filter.genres')}
            options={GENRE_IDS.map((value) => ({ value, label: labels.genre(value) }))}
            selected={staged.genres}
            onToggle={(value) => update({ genres: toggleValue(staged.genres, value, FILTER_ORDER.genres) })}
          />
          <CheckboxGroup
            legend={t('filter.technics')}
            options={TECHNIC_IDS.map((value) => ({ value, label: labels.technic(value) }))}
            selected={staged.technics}
            onToggle={(value) => update({ technics: toggleValue(staged.technics, value, FILTER_ORDER.technics) })}
          />
          <CheckboxGroup
            legend={t('filter.eras')}
            options={ERA_IDS.map((value) => ({ value, label: labels.era(value) }))}
            selected={staged.eras}
            onToggle={(value) => update({ eras: toggleValue(staged.eras, value, FILTER_ORDER.eras) })}
          />
        </div>

        <div className="flex gap-3 border-t border-ink-900/10 px-5 py-4">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => setStaged(EMPTY_SELECTION)}
            disabled={stagedCount === 0}
          >
            {t('filter.clear')}
          </Button>
          <Button
            className="flex-1"
            onClick={() => onApply(staged)}
            // On the side panel nothing is lost by applying the same choices again; the button just rests.
            disabled={!modal && unchanged}
          >
            {stagedCount > 0 ? t('filter.apply_count', { count: stagedCount }) : t('filter.apply')}
          </Button>
        </div>
      </aside>
    </>
  );
}
