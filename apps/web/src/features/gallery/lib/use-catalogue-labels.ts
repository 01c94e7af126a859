import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ERAS,
  GENRES,
  TECHNICS,
  type EraId,
  type Frame,
  type GenreId,
  type Orientation,
  type TechnicId,
} from '@pinacoteca/contracts/enums';

/** Words for the catalogue enumerations of SPEC §3, in the interface language. */
export function useCatalogueLabels() {
  const { t } = useTranslation('gallery');
  return useMemo(
    () => ({
      genre: (id: GenreId) => t(`genres.${GENRES[id]}`),
      technic: (id: TechnicId) => t(`technics.${TECHNICS[id]}`),
      era: (id: EraId) => t(`eras.${ERAS[id]}`),
      frame: (frame: Frame) => t(`frames.${frame}`),
      orientation: (orientation: Orientation) => t(`orientations.${orientation}`),
    }),
    [t],
  );
}
