import { randomUUID } from 'node:crypto';
import { TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import type { Sql } from '../client.ts';
import { notifyCatalogChanged } from '../../modules/catalog/changes.ts';
import { foldForSearch } from '../../modules/catalog/search.ts';
import { issueInBulk, refreshLedgerStatistics, type BulkIssue } from '../../modules/ledger/service.ts';

type Localised = Record<string, string>;

interface Template {
  name: Localised;
  short_description: Localised;
  full_description: Localised;
  author_id: string | null;
  author_name: Localised | null;
  width_cm: string;
  height_cm: string;
  frame: string;
  orientation: string;
  main_image_id: string;
  estimated_value_cents: string;
  current_price_cents: string;
  prediction_graph: Record<string, number>;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row here. */
const CHUNK = 1000;

function chunks<T>(list: T[]): T[][] {
  return Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
}

/**
 * Adds `count` paintings made from the demo's (their pictures, authors and texts, numbered names)
 * in bulk, for the catalogue-at-scale bench and tests (decision 0036). Genre, technic, eras, sale,
 * price and availability vary by number so every filter selects a share of them. Every new token
 * gets its genesis in its treasury and every sale is a balanced ledger transaction, so the ledger
 * checks hold. Needs the demo catalogue and its investors seeded first.
 */
export async function seedManyPaintings(sql: Sql, count: number, prefix = 'bulk'): Promise<void> {
  const templates = await sql<Template[]>`
    select p.name, p.short_description, p.full_description, p.author_id, a.name as author_name,
           p.width_cm, p.height_cm, p.frame, p.orientation, p.main_image_id, p.estimated_value_cents,
           t.current_price_cents, t.prediction_graph
    from paintings p join tokens t on t.painting_id = p.id left join authors a on a.id = p.author_id
    order by p.slug`;
  const [investor] = await sql<{ id: string }[]>`select id from users order by username limit 1`;
  if (templates.length === 0 || !investor) throw new Error('seed the demo catalogue first');
  const [existing] = await sql<{ min: number | null; count: string }[]>`
    select min(ordering) as min, count(*) from paintings`;
  // Numbers go on from the paintings already there, so a second run adds rather than collides.
  const offset = Number(existing?.count ?? 0);
  const start = (existing?.min ?? 0) - 1;

  const paintings: Record<string, unknown>[] = [];
  const tokens: Record<string, unknown>[] = [];
  const issues: BulkIssue[] = [];
  for (let n = offset + 1; n <= offset + count; n += 1) {
    const template = templates[n % templates.length]!;
    const id = randomUUID();
    const tokenId = randomUUID();
    const name = Object.fromEntries(
      Object.entries(template.name).map(([language, text]) => [language, `${text} ${n}`]),
    );
    const searchText = foldForSearch(
      [...Object.values(name), ...Object.values(template.author_name ?? {})].join(' \u241f '),
    );
    // Every 13th is under attribution (price 0); the others spread around their template's price.
    const price = n % 13 === 0 ? 0n : (BigInt(template.current_price_cents || '100') * BigInt(50 + (n % 101))) / 100n;
    paintings.push({
      id,
      slug: `${prefix}-${n}`,
      name: sql.json(name),
      sale_id: n % 11 === 0 ? `${prefix}-sale-${n}` : null,
      short_description: sql.json(template.short_description),
      full_description: sql.json(template.full_description),
      author_id: template.author_id,
      year: 1850 + (n % 170),
      ordering: start - (n - offset),
      width_cm: template.width_cm,
      height_cm: template.height_cm,
      genre: (n % 4) + 1,
      technic: ((n * 7) % 3) + 1,
      eras: `{${[...new Set([n % 7, (n * 3) % 7])].join(',')}}`,
      frame: template.frame,
      orientation: template.orientation,
      main_image_id: template.main_image_id,
      estimated_value_cents: template.estimated_value_cents,
      search_text: searchText,
    });
    tokens.push({
      id: tokenId,
      symbol: `${prefix.toUpperCase()}${n}`,
      kind: 'art',
      painting_id: id,
      name: sql.json(name),
      base_price_cents: price.toString(),
      current_price_cents: price.toString(),
      emission: TOKENS_PER_PAINTING,
      prediction_graph: sql.json(price === 0n ? {} : template.prediction_graph),
    });
    // Every 9th sold out, every 4th partly sold, the rest untouched.
    const sold = n % 9 === 0 ? TOKENS_PER_PAINTING : n % 4 === 1 ? (n * 37) % TOKENS_PER_PAINTING : 0;
    issues.push({
      tokenId,
      emission: BigInt(TOKENS_PER_PAINTING),
      sale:
        sold > 0
          ? {
              ownerId: investor.id,
              quantity: BigInt(sold),
              valueCents: price * BigInt(sold),
              idempotencyKey: `purchase:${tokenId}`,
            }
          : undefined,
    });
  }

  const links: Record<string, unknown>[] = paintings.map((p) => ({
    painting_id: p.id,
    image_id: p.main_image_id,
    position: 0,
  }));
  await sql.begin(async (tx) => {
    for (const rows of chunks(paintings)) await tx`insert into paintings ${tx(rows)}`;
    for (const rows of chunks(links)) await tx`insert into painting_images ${tx(rows)}`;
    for (const rows of chunks(tokens)) await tx`insert into tokens ${tx(rows)}`;
    await issueInBulk(tx, issues);
    await notifyCatalogChanged(tx, 'structure');
  });
  await sql`analyze paintings, tokens`;
  await refreshLedgerStatistics(sql);
}
