import { useTranslation } from 'react-i18next';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { GallerySelection } from '../lib/gallery-filter.ts';
import { useCatalogueLabels } from '../lib/use-catalogue-labels.ts';

interface Chip {
  key: string;
  label: string;
  remove: Partial<GallerySelection>;
}

/**
 * The applied filter as removable chips, so it stays visible with the panel closed (the header's
 * "Buy a painting" link lands here with the whole-painting filter on).
 */
export function ActiveFilters({
  selection,
  authors,
  onChange,
}: {
  selection: GallerySelection;
  authors: Map<string, Author>;
  onChange: (patch: Partial<GallerySelection>) => void;
}) {
  const { t } = useTranslation('gallery');
  const labels = useCatalogueLabels();
  const chips: Chip[] = [
    ...(selection.buy_a_whole
      ? [{ key: 'whole', label: t('filter.buy_a_whole'), remove: { buy_a_whole: false } }]
      : []),
    ...(selection.buy_a_part ? [{ key: 'part', label: t('filter.buy_a_part'), remove: { buy_a_part: false } }] : []),
    ...selection.authors.map((id) => ({
      key: `a-${id}`,
      label: authors.get(id)?.name ?? t('filter.authors'),
      remove: { authors: selection.authors.filter((a) => a !== id) },
    })),
    ...selection.genres.map((id) => ({
      key: `g-${id}`,
      label: labels.genre(id),
      remove: { genres: selection.genres.filter((g) => g !== id) },
    })),
    ...selection.technics.map((id) => ({
      key: `t-${id}`,
      label: labels.technic(id),
      remove: { technics: selection.technics.filter((v) => v !== id) },
    })),
    ...selection.eras.map((id) => ({
      key: `e-${id}`,
      label: labels.era(id),
      remove: { eras: selection.eras.filter((e) => e !== id) },
    })),
  ];
  if (chips.length === 0) return null;

  return (
    <ul aria-label={t('filter.active')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            aria-label={t('filter.remove', { label: chip.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 py-1 pl-3 pr-2 text-sm text-ink-800 transition-colors hover:bg-gold-400/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            {chip.label}
            <svg width="12" height="12" viewBox="0 0 20 20" aria-hidden="true" className="text-ink-600">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
