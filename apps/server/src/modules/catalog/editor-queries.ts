import type { CreatePaintingRequest, UpdatePaintingRequest } from '@pinacoteca/contracts/admin/catalogue';
import type { Db } from '../../db/client.ts';

/**
 * The console editor's SQL (decision 0054): paintings with their pictures, histories and
 * attributions, their art tokens and today's price, and authors.
 */

type Bilingual = { en: string; ru: string };

/** A new painting from the console's form (its full description already as HTML); answers its id. */
export async function insertPainting(
  db: Db,
  painting: {
    slug: string;
    input: CreatePaintingRequest;
    fullDescription: Bilingual;
    imageId: string;
    estimatedCents: bigint;
  },
): Promise<string> {
  const { slug, input, fullDescription, imageId, estimatedCents } = painting;
  const [row] = await db<{ id: string }[]>`
    insert into paintings (slug, name, sale_id, short_description, full_description, author_id, year, ordering,
      width_cm, height_cm, genre, technic, eras, frame, orientation, main_image_id, estimated_value_cents)
    values (${slug}, ${db.json(input.name)}, ${input.sale_id || null}, ${db.json(input.short_description)},
      ${db.json(fullDescription)}, ${input.author_id ?? null}, ${input.year ?? null}, ${input.ordering},
      ${input.width_cm}, ${input.height_cm}, ${input.genre}, ${input.technic}, ${input.eras}::smallint[],
      ${input.frame}, ${input.orientation}, ${imageId}, ${estimatedCents.toString()})
    returning id`;
  return row!.id;
}

/** Makes a picture the painting's first (main) one; with `pushOthersBack` the others move one place down. */
export async function addMainImage(
  db: Db,
  paintingId: string,
  imageId: string,
  options: { pushOthersBack?: boolean } = {},
): Promise<void> {
  if (options.pushOthersBack) {
    await db`update painting_images set position = position + 1 where painting_id = ${paintingId}`;
  }
  await db`insert into painting_images (painting_id, image_id, position) values (${paintingId}, ${imageId}, 0)`;
}

/** A painting's art token, at its starting price (base and current); answers its id. */
export async function insertArtToken(
  db: Db,
  token: { symbol: string; paintingId: string; name: Bilingual; price: bigint; emission: number },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into tokens (symbol, kind, painting_id, name, base_price_cents, current_price_cents, emission, prediction_graph)
    values (${token.symbol}, 'art', ${token.paintingId}, ${db.json(token.name)}, ${token.price.toString()},
            ${token.price.toString()}, ${token.emission}, ${db.json({})})
    returning id`;
  return row!.id;
}

/** Today's entry of the token's price history (a second change today replaces the first). */
export async function setTodaysPrice(db: Db, tokenId: string, price: bigint): Promise<void> {
  await db`
    insert into token_prices (token_id, day, price_cents) values (${tokenId}, current_date, ${price.toString()})
    on conflict (token_id, day) do update set price_cents = excluded.price_cents`;
}

/** The painting's token with its current price, locked. */
/** The id of a painting's art token, read without a lock. */
export async function paintingTokenId(db: Db, paintingId: string): Promise<string | undefined> {
  const [token] = await db<{ id: string }[]>`select id from tokens where painting_id = ${paintingId}`;
  return token?.id;
}

export async function lockPaintingToken(
  db: Db,
  paintingId: string,
): Promise<{ id: string; current_price_cents: string; emission: string } | undefined> {
  const [token] = await db<{ id: string; current_price_cents: string; emission: string }[]>`
    select id, current_price_cents::text, emission::text from tokens where painting_id = ${paintingId} for update`;
  return token;
}

export async function setCurrentPrice(db: Db, tokenId: string, price: bigint): Promise<void> {
  await db`update tokens set current_price_cents = ${price.toString()} where id = ${tokenId}`;
}

/** A painting as the edit form reads it, with its token's symbol and price. */
export interface EditableRow {
  id: string;
  token_id: string;
  symbol: string;
  price: string;
  main_image_id: string;
  name: unknown;
  short_description: unknown;
  full_description: unknown;
  author_id: string | null;
  year: number | null;
  ordering: number;
  width_cm: string;
  height_cm: string;
  genre: number;
  technic: number;
  eras: number[];
  frame: 'with' | 'without';
  orientation: 'landscape' | 'portrait';
  sale_id: string | null;
  estimated_value_cents: string;
  version: number;
}

export async function editableRow(db: Db, paintingId: string): Promise<EditableRow | undefined> {
  const [row] = await db<EditableRow[]>`
    select p.id, t.id as token_id, t.symbol, t.current_price_cents::text as price, p.main_image_id, p.name,
           p.short_description, p.full_description, p.author_id, p.year, p.ordering, p.width_cm::text,
           p.height_cm::text, p.genre, p.technic, p.eras, p.frame, p.orientation, p.sale_id,
           p.estimated_value_cents::text, p.version
    from paintings p join tokens t on t.painting_id = p.id
    where p.id = ${paintingId}`;
  return row;
}

export function historyRows(
  db: Db,
  paintingId: string,
): Promise<{ year: number | null; title: unknown; description: unknown }[]> {
  return db<{ year: number | null; title: unknown; description: unknown }[]>`
    select year, title, description from painting_histories where painting_id = ${paintingId} order by position`;
}

export function attributionRows(
  db: Db,
  paintingId: string,
): Promise<{ date: string | null; title: unknown; description: unknown }[]> {
  return db<{ date: string | null; title: unknown; description: unknown }[]>`
    select to_char(date, 'YYYY-MM-DD') as date, title, description from painting_attributions
    where painting_id = ${paintingId} order by position`;
}

/**
 * The editable fields of a painting as they are (for the audit row's before) and the save they
 * are at (`version`), locked: a second save of the same copy waits here and then reads the first's.
 */
export async function lockPaintingForEdit(
  db: Db,
  paintingId: string,
): Promise<(Record<string, unknown> & { version: number }) | undefined> {
  const [before] = await db<(Record<string, unknown> & { version: number })[]>`
    select name, sale_id, short_description, author_id, year, ordering, width_cm::float8 as width_cm,
           height_cm::float8 as height_cm, genre, technic, eras, frame, orientation,
           estimated_value_cents::text, main_image_id, slug, version
    from paintings where id = ${paintingId} for update`;
  return before;
}

/**
 * Writes the console form's fields (its full description already as HTML) as the painting's next
 * save (`version` + 1); the token keeps the painting's name.
 */
export async function updatePaintingRow(
  db: Db,
  paintingId: string,
  update: { input: UpdatePaintingRequest; fullDescription: Bilingual; mainImageId: string; estimatedCents: string },
): Promise<void> {
  const { input, fullDescription, mainImageId, estimatedCents } = update;
  await db`
    update paintings set
      name = ${db.json(input.name)}, sale_id = ${input.sale_id || null},
      short_description = ${db.json(input.short_description)},
      full_description = ${db.json(fullDescription)},
      author_id = ${input.author_id ?? null}, year = ${input.year ?? null}, ordering = ${input.ordering},
      width_cm = ${input.width_cm}, height_cm = ${input.height_cm}, genre = ${input.genre},
      technic = ${input.technic}, eras = ${input.eras}::smallint[], frame = ${input.frame},
      orientation = ${input.orientation}, main_image_id = ${mainImageId}, estimated_value_cents = ${estimatedCents},
      version = version + 1
    where id = ${paintingId}`;
  await db`update tokens set name = ${db.json(input.name)} where painting_id = ${paintingId}`;
}

/** Replaces a painting's histories and attributions with the form's, in its order. */
export async function replaceStories(
  db: Db,
  paintingId: string,
  input: Pick<UpdatePaintingRequest, 'histories' | 'attributions'>,
): Promise<void> {
  await db`delete from painting_histories where painting_id = ${paintingId}`;
  for (const [position, h] of input.histories.entries()) {
    await db`
      insert into painting_histories (painting_id, position, year, title, description)
      values (${paintingId}, ${position}, ${h.year ?? null}, ${db.json(h.title)}, ${db.json(h.description)})`;
  }
  await db`delete from painting_attributions where painting_id = ${paintingId}`;
  for (const [position, a] of input.attributions.entries()) {
    await db`
      insert into painting_attributions (painting_id, position, date, title, description)
      values (${paintingId}, ${position}, ${a.date ?? null}, ${db.json(a.title)}, ${db.json(a.description)})`;
  }
}

export async function insertAuthor(
  db: Db,
  author: { slug: string; name: Bilingual; lifeYears: string | null },
): Promise<{ id: string }> {
  const [row] = await db<{ id: string }[]>`
    insert into authors (slug, name, life_years)
    values (${author.slug}, ${db.json(author.name)}, ${author.lifeYears})
    returning id`;
  return row!;
}

export async function authorExists(db: Db, id: string): Promise<boolean> {
  const [author] = await db`select 1 from authors where id = ${id}`;
  return author !== undefined;
}
