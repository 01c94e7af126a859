import { useTranslation } from 'react-i18next';
import type { Painting } from '@pinacoteca/contracts/catalog/painting';
import { useCatalogueLabels } from '../lib/use-catalogue-labels.ts';

/** Dimensions, technique, genre, eras, frame and orientation (SPEC §2 "dimensions, frame"). */
export function PaintingDetails({ painting }: { painting: Painting }) {
  const { t } = useTranslation('gallery');
  const labels = useCatalogueLabels();
  const { size, technic, genre, eras_and_styles, frame } = painting.parameters;
  const rows: [string, string][] = [
    [t('painting.year'), painting.year === null ? t('painting.year_unknown') : String(painting.year)],
    [t('painting.dimensions'), t('painting.size', { width: size.width, height: size.height })],
    [t('painting.technique'), labels.technic(technic)],
    [t('painting.genre'), labels.genre(genre)],
    [t('painting.eras'), eras_and_styles.map(labels.era).join(', ') || labels.era(0)],
    [t('painting.frame'), labels.frame(frame)],
    [t('painting.orientation'), labels.orientation(painting.orientation)],
  ];
  return (
    <dl className="divide-y divide-ink-900/10 border-y border-ink-900/10">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-6 py-3 text-sm">
          <dt className="text-ink-500">{term}</dt>
          <dd className="text-right text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
