import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { imageUrl } from '../media/urls.ts';
import { authorRows } from './queries.ts';

export async function listAuthors(db: Db, language: Language): Promise<Author[]> {
  const rows = await authorRows(db, language);
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.name, language),
    life_years: r.life_years,
    image: r.image_id ? { x1: imageUrl(r.image_id, 'avatar'), x2: imageUrl(r.image_id, 'avatar2x') } : null,
  }));
}
