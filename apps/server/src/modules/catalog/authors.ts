import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { imageUrl } from '../media/urls.ts';

export async function listAuthors(db: Db, language: Language): Promise<Author[]> {
  const rows = await db<{ id: string; name: unknown; life_years: string | null; image_id: string | null }[]>`
    select id, name, life_years, image_id from authors order by name->>${language}, id`;
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.name, language),
    life_years: r.life_years,
    image: r.image_id ? { x1: imageUrl(r.image_id, 'avatar'), x2: imageUrl(r.image_id, 'avatar2x') } : null,
  }));
}
