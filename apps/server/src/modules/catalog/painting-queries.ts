import type { Language } from '@pinacoteca/contracts/constants';
import type { EraId, GenreId, TechnicId } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { people } from '../auth/relations.ts';
import { holdingMovements, holdings, treasuries } from '../ledger/relations.ts';
import { imageSizes } from '../media/relations.ts';
import { refundedSettlements } from '../orders/relations.ts';
import { paintingSubscriptions } from '../painting-requests/relations.ts';

/**
 * The gallery's and the painting page's SQL (decision 0054): tables `paintings`,
 * `painting_images`, `painting_histories`, `painting_attributions`, with each painting's token,
 * treasury and pictures.
 */

export interface PaintingRow {
  id: string;
  name: unknown;
  sale_id: string | null;
  attr_description: unknown;
  short_description: unknown;
  full_description: unknown;
  author_id: string | null;
  year: number | null;
  ordering: number;
  width_cm: string;
  height_cm: string;
  genre: GenreId;
  technic: TechnicId;
  eras: EraId[];
  frame: 'with' | 'without';
  orientation: 'landscape' | 'portrait';
  main_image_id: string;
  main_width: number;
  main_height: number;
  video_key: string | null;
  estimated_value_cents: string;
  /** Name, author and descriptions folded for search (search.ts). */
  search_text: string;
  token_id: string;
  token_symbol: string;
  token_name: unknown;
  base_price_cents: string;
  current_price_cents: string;
  emission: string;
  decimals: number;
  prediction_graph: Record<string, number>;
  available: string;
  icon_image_id: string | null;
}

interface RowsOptions {
  /** These paintings only; every painting when absent (the gallery's index). */
  ids?: string[];
  /** The painting page reads the full description; lists leave it (the largest text) unread. */
  detail?: boolean;
}

/** Paintings with their token, treasury and main picture; the gallery filters and sorts them in memory (gallery-index.ts). */
export async function paintingRows(db: Db, { ids, detail = false }: RowsOptions = {}): Promise<PaintingRow[]> {
  return db<PaintingRow[]>`
    select p.id, p.name, p.sale_id, p.attr_description, p.short_description,
           ${detail ? db`p.full_description` : db`null as full_description`},
           p.author_id, p.year, p.ordering, p.width_cm, p.height_cm, p.genre, p.technic, p.eras,
           p.frame, p.orientation, p.main_image_id, i.width as main_width, i.height as main_height,
           p.video_key, p.estimated_value_cents, p.search_text,
           t.id as token_id, t.symbol as token_symbol, t.name as token_name, t.base_price_cents,
           t.current_price_cents, t.emission, t.decimals, t.prediction_graph,
           coalesce(tr.balance, 0) as available, coalesce(t.icon_image_id, p.main_image_id) as icon_image_id
    from paintings p
    join tokens t on t.painting_id = p.id
    join ${imageSizes(db)} i on i.id = p.main_image_id
    left join ${treasuries(db)} tr on tr.token_id = t.id
    where t.kind = 'art' ${ids ? db`and p.id = any(${ids}::uuid[])` : db``}`;
}

/** What changes with every purchase: each painting's price, what its treasury has left, and its investors. */
export async function paintingFigures(
  db: Db,
): Promise<{ id: string; current_price_cents: string; available: string; investors: string }[]> {
  return db<{ id: string; current_price_cents: string; available: string; investors: string }[]>`
    select t.painting_id as id, t.current_price_cents, coalesce(tr.balance, 0) as available,
           coalesce(h.count, 0) as investors
    from tokens t
    left join ${treasuries(db)} tr on tr.token_id = t.id
    left join (
      select token_id, count(*) as count from ${holdings(db)} u where u.balance > 0 group by token_id
    ) h on h.token_id = t.id
    where t.kind = 'art'`;
}

/** The pictures of these paintings (all paintings' when absent), in their order. */
export function paintingImages(db: Db, ids?: string[]) {
  return db<{ painting_id: string; id: string; width: number; height: number }[]>`
    select pi.painting_id, i.id, i.width, i.height
    from painting_images pi join ${imageSizes(db)} i on i.id = pi.image_id
    ${ids ? db`where pi.painting_id = any(${ids}::uuid[])` : db``}
    order by pi.painting_id, pi.position`;
}

/** The painting page's parts besides its row: pictures, history, attributions, investors, the person's subscriptions. */
export async function relatedRows(db: Db, ids: string[], { userId }: { userId?: string }) {
  const [images, histories, attributions, investors, subscriptions] = await Promise.all([
    paintingImages(db, ids),
    db<{ painting_id: string; id: string; year: number | null; title: unknown; description: unknown }[]>`
      select painting_id, id, year, title, description from painting_histories
      where painting_id = any(${ids}::uuid[]) order by position`,
    db<{ painting_id: string; id: string; title: unknown; description: unknown; date: string | null }[]>`
      select painting_id, id, title, description, to_char(date, 'YYYY-MM-DD') as date
      from painting_attributions where painting_id = any(${ids}::uuid[]) order by position`,
    db<{ painting_id: string; count: string }[]>`
      select t.painting_id, count(*) as count
      from ${holdings(db)} h join tokens t on t.id = h.token_id
      where t.painting_id = any(${ids}::uuid[]) and h.balance > 0
      group by t.painting_id`,
    userId
      ? db<{ painting_id: string; id: string; created_at: Date }[]>`
          select painting_id, id, created_at from ${paintingSubscriptions(db)} s
          where user_id = ${userId} and painting_id = any(${ids}::uuid[])`
      : Promise.resolve([]),
  ]);
  return { images, histories, attributions, investors, subscriptions };
}

/** The latest 20 purchases of a token, with the buyers' nicknames. */
export function recentInvestments(
  db: Db,
  tokenId: string,
): Promise<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]> {
  return db<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]>`
    select m.created_at, u.username, m.amount as quantity, m.value_cents
    from ${holdingMovements(db)} m
    join ${people(db)} u on u.id = m.owner_id
    where m.token_id = ${tokenId} and m.amount > 0 and m.kind in ('purchase', 'settle')
      -- A purchase refunded (or on its way back) is no investment: its money went back.
      and not exists (select 1 from ${refundedSettlements(db)} r where r.key = m.key)
    order by m.created_at desc
    limit 20`;
}

/** Paintings' names in one language, for other modules' lists (the console's inbox). */
export async function paintingNames(db: Db, ids: readonly string[], language: Language): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db<{ id: string; name: unknown }[]>`
    select id, name from paintings where id = any(${unique}::uuid[])`;
  return new Map(rows.map((r) => [r.id, pick(r.name, language)]));
}

/** When each painting was added to the catalogue (the sitemap's last-modified dates). */
export async function paintingDates(db: Db): Promise<Map<string, Date>> {
  const rows = await db<{ id: string; created_at: Date }[]>`select id, created_at from paintings`;
  return new Map(rows.map((r) => [r.id, r.created_at]));
}
