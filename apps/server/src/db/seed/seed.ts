import fs from 'node:fs/promises';
import path from 'node:path';
import { INDEX_TOKEN_DECIMALS, TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import type { Db, Sql } from '../client.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { MediaService } from '../../modules/media/service.ts';
import { notifyCatalogChanged } from '../../modules/catalog/changes.ts';
import { refreshSearchText } from '../../modules/catalog/search.ts';
import { ensureIndexTokenIn } from '../../modules/catalog/index-token.ts';
import { account, genesis, transfer } from '../../modules/ledger/service.ts';
import { seedAssetsDir } from '../../paths.ts';
import { authors, paintings } from './catalogue.ts';
import { dailyPrices, predictionGraph } from './history.ts';
import { hashString, seededRandom } from './random.ts';
import type { SeedPainting } from './types.ts';

const DAYS = 365;
const INVESTORS = [
  'anna_k',
  'collector_m',
  'ivan.petrov',
  'marta_art',
  'j.doe',
  'sofia_v',
  'alex_g',
  'olga.n',
  'peter_h',
  'lena_b',
  'mikhail_z',
  'chloe_r',
  'daniel_w',
  'nina_s',
  'tom_c',
  'vera_l',
];
/** INDEX tokens already bought by demo investors, so its table row is not empty. */
const INDEX_SOLD = 125_000;

function dayOffset(today: Date, daysAgo: number): Date {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function seedPainting(
  tx: Db,
  media: MediaService,
  storage: Storage,
  p: SeedPainting,
  authorIds: Map<string, string>,
  investorIds: string[],
  today: Date,
): Promise<number[] | null> {
  const imageIds: string[] = [];
  for (let n = 1; n <= p.images; n += 1) {
    const file = `${p.slug}-${n}.jpg`;
    const data = await fs.readFile(path.join(seedAssetsDir, 'paintings', file));
    imageIds.push(await media.register(`seed/paintings/${file}`, data, tx));
  }
  let videoKey: string | null = null;
  if (p.video) {
    const file = `${p.slug}.mp4`;
    const data = await fs.readFile(path.join(seedAssetsDir, 'paintings', file)).catch(() => null);
    if (data) {
      videoKey = `videos/${file}`;
      await storage.put(videoKey, data);
    }
  }
  const authorId = p.author ? authorIds.get(p.author) : null;
  if (p.author && !authorId) throw new Error(`painting ${p.slug} names an unknown author ${p.author}`);
  const [painting] = await tx<{ id: string }[]>`
    insert into paintings (slug, name, sale_id, attr_description, short_description, full_description,
      author_id, year, ordering, width_cm, height_cm, genre, technic, eras, frame, orientation,
      main_image_id, video_key, estimated_value_cents)
    values (${p.slug}, ${tx.json(p.name)}, ${p.sale_id}, ${p.attr_description ? tx.json(p.attr_description) : null},
      ${tx.json(p.short_description)}, ${tx.json(p.full_description)}, ${authorId ?? null}, ${p.year}, ${p.ordering},
      ${p.width_cm}, ${p.height_cm}, ${p.genre}, ${p.technic}, ${p.eras}::smallint[], ${p.frame}, ${p.orientation},
      ${imageIds[0]!}, ${videoKey}, ${p.estimated_value_cents})
    returning id`;
  const paintingId = painting!.id;
  await refreshSearchText(tx, paintingId);
  for (const [position, imageId] of imageIds.entries()) {
    await tx`insert into painting_images (painting_id, image_id, position) values (${paintingId}, ${imageId}, ${position})`;
  }
  for (const [position, h] of p.histories.entries()) {
    await tx`insert into painting_histories (painting_id, position, year, title, description)
             values (${paintingId}, ${position}, ${h.year}, ${tx.json(h.title)}, ${tx.json(h.description)})`;
  }
  for (const [position, a] of p.attributions.entries()) {
    await tx`insert into painting_attributions (painting_id, position, title, description, date)
             values (${paintingId}, ${position}, ${tx.json(a.title)}, ${tx.json(a.description)}, ${a.date})`;
  }

  const graph = p.price_cents > 0 ? predictionGraph(p.price_cents, p.forecast_growth_percent, today) : {};
  const [token] = await tx<{ id: string }[]>`
    insert into tokens (symbol, kind, painting_id, name, base_price_cents, current_price_cents, emission, prediction_graph)
    values (${p.slug.toUpperCase()}, 'art', ${paintingId}, ${tx.json(p.name)}, ${p.price_year_ago_cents},
      ${p.price_cents}, ${TOKENS_PER_PAINTING}, ${tx.json(graph)})
    returning id`;
  const tokenId = token!.id;
  await genesis(tx, tokenId, TOKENS_PER_PAINTING);

  if (p.price_cents === 0) return null;
  const prices = dailyPrices(p.price_year_ago_cents, p.price_cents, DAYS, hashString(p.slug));
  const days = prices.map((_, i) => isoDay(dayOffset(today, DAYS - 1 - i)));
  await tx`insert into token_prices ${tx(
    prices.map((price, i) => ({ token_id: tokenId, day: days[i]!, price_cents: price })),
  )}`;
  await seedPurchases(tx, tokenId, p.sold, prices, investorIds, today, hashString(`${p.slug}:buyers`));
  return prices;
}

/**
 * Splits `sold` whole tokens into demo purchases spread over the year, at that day's price. The
 * ledger moves them in base units: `decimals` places per token (INDEX 6, art tokens 0).
 */
async function seedPurchases(
  tx: Db,
  tokenId: string,
  sold: number,
  prices: number[],
  investorIds: string[],
  today: Date,
  seed: number,
  decimals = 0,
): Promise<void> {
  if (sold <= 0) return;
  const random = seededRandom(seed);
  const treasury = await account(tx, tokenId, 'treasury');
  const parts = Math.min(sold, 6 + Math.floor(random() * 10));
  const weights = Array.from({ length: parts }, () => 0.2 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  let left = sold;
  const purchases = weights.map((w, i) => {
    const quantity =
      i === parts - 1 ? left : Math.max(1, Math.min(left - (parts - 1 - i), Math.floor((sold * w) / total)));
    left -= quantity;
    return {
      quantity,
      daysAgo: Math.floor(random() * (DAYS - 1)),
      investor: investorIds[Math.floor(random() * investorIds.length)]!,
    };
  });
  purchases.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const purchase of purchases) {
    if (purchase.quantity <= 0) continue;
    const price = prices[DAYS - 1 - purchase.daysAgo] ?? prices[DAYS - 1]!;
    const holder = await account(tx, tokenId, 'user', purchase.investor);
    const at = dayOffset(today, purchase.daysAgo);
    at.setUTCHours(9 + Math.floor(random() * 10), Math.floor(random() * 60));
    await transfer(
      tx,
      'purchase',
      [
        {
          tokenId,
          from: treasury,
          to: holder,
          quantity: BigInt(purchase.quantity) * 10n ** BigInt(decimals),
          valueCents: BigInt(price) * BigInt(purchase.quantity),
        },
      ],
      { userId: purchase.investor, at },
    );
  }
}

/**
 * Loads the demo catalogue into an empty database: authors, paintings with pictures, their art
 * tokens and a year of prices, INDEX, and demo investors' purchases through the ledger. Does
 * nothing when tokens already exist, so it runs on every start and only acts on the first.
 */
export async function seedDemo(sql: Sql, media: MediaService, storage: Storage, today = new Date()): Promise<boolean> {
  return sql.begin(async (tx) => {
    // Two processes starting at once: the second waits here, then finds the tokens.
    await tx`lock table tokens in exclusive mode`;
    // INDEX exists in every deployment from the first start (catalog/index-token.ts); the demo
    // is loaded only while there are no paintings' tokens yet.
    const [existing] = await tx<{ count: string }[]>`select count(*) from tokens where kind = 'art'`;
    if (Number(existing?.count) > 0) return false;

    const authorIds = new Map<string, string>();
    for (const a of authors) {
      const file = `${a.slug}.jpg`;
      const data = await fs.readFile(path.join(seedAssetsDir, 'authors', file));
      const imageId = await media.register(`seed/authors/${file}`, data, tx);
      const [row] = await tx<{ id: string }[]>`
        insert into authors (slug, name, life_years, image_id) values (${a.slug}, ${tx.json(a.name)}, ${a.life_years}, ${imageId})
        returning id`;
      authorIds.set(a.slug, row!.id);
    }

    const investorIds: string[] = [];
    for (const username of INVESTORS) {
      const [row] = await tx<{ id: string }[]>`
        insert into users (email, username) values (${`${username.replace('.', '_')}@demo.pinacoteca.invalid`}, ${username})
        returning id`;
      investorIds.push(row!.id);
    }

    const histories: number[][] = [];
    for (const p of paintings) {
      const prices = await seedPainting(tx, media, storage, p, authorIds, investorIds, today);
      if (prices) histories.push(prices);
    }

    const index = await ensureIndexTokenIn(tx, media);
    // INDEX was bought at its derived price of the day: every painting has the same emission,
    // so the emission-weighted average is the plain average of the attributed paintings' prices.
    const indexPrices = Array.from({ length: DAYS }, (_, day) =>
      Math.round(histories.reduce((sum, prices) => sum + prices[day]!, 0) / histories.length),
    );
    await seedPurchases(
      tx,
      index.id,
      INDEX_SOLD,
      indexPrices,
      investorIds,
      today,
      hashString('index:buyers'),
      INDEX_TOKEN_DECIMALS,
    );

    await notifyCatalogChanged(tx, 'structure');
    return true;
  });
}
