import { randomUUID } from 'node:crypto';
import { TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import type { Sql } from '../client.ts';
import { notifyCatalogChanged } from '../../modules/catalog/changes.ts';
import { foldForSearch } from '../../modules/catalog/search.ts';

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
  const accounts: Record<string, unknown>[] = [];
  const transactions: Record<string, unknown>[] = [];
  const entries: Record<string, unknown>[] = [];
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
    const treasury = randomUUID();
    accounts.push({
      id: treasury,
      token_id: tokenId,
      kind: 'treasury',
      owner_id: null,
      balance: TOKENS_PER_PAINTING - sold,
    });
    // Issued from the token's world account, as the ledger's genesis does (decision 0053).
    const world = randomUUID();
    accounts.push({ id: world, token_id: tokenId, kind: 'world', owner_id: null, balance: -TOKENS_PER_PAINTING });
    const genesis = randomUUID();
    transactions.push({ id: genesis, kind: 'genesis', idempotency_key: `genesis:${tokenId}`, user_id: null });
    entries.push(
      {
        transaction_id: genesis,
        account_id: world,
        token_id: tokenId,
        amount: -TOKENS_PER_PAINTING,
        value_cents: null,
      },
      {
        transaction_id: genesis,
        account_id: treasury,
        token_id: tokenId,
        amount: TOKENS_PER_PAINTING,
        value_cents: null,
      },
    );
    if (sold > 0) {
      const holder = randomUUID();
      accounts.push({ id: holder, token_id: tokenId, kind: 'user', owner_id: investor.id, balance: sold });
      const purchase = randomUUID();
      transactions.push({
        id: purchase,
        kind: 'purchase',
        idempotency_key: `${prefix}:purchase:${tokenId}`,
        user_id: investor.id,
      });
      const value = (price * BigInt(sold)).toString();
      entries.push({
        transaction_id: purchase,
        account_id: treasury,
        token_id: tokenId,
        amount: -sold,
        value_cents: null,
      });
      entries.push({
        transaction_id: purchase,
        account_id: holder,
        token_id: tokenId,
        amount: sold,
        value_cents: value,
      });
    }
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
    for (const rows of chunks(accounts)) await tx`insert into ledger_accounts ${tx(rows)}`;
    for (const rows of chunks(transactions)) await tx`insert into ledger_transactions ${tx(rows)}`;
    for (const rows of chunks(entries)) await tx`insert into ledger_entries ${tx(rows)}`;
    await notifyCatalogChanged(tx, 'structure');
  });
  await sql`analyze paintings, tokens, ledger_accounts`;
}
