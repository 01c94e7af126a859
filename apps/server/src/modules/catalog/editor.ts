import { randomBytes } from 'node:crypto';
import type {
  CreateAuthorRequest,
  CreatePaintingRequest,
  EditablePainting,
  UpdatePaintingRequest,
} from '@pinacoteca/contracts/admin/catalogue';
import { AVATAR_MAX_SIDE_PX, TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { canonicalJson, writeAudit, type AuditValue } from '../audit/audit.ts';
import { genesis } from '../ledger/service.ts';
import type { MediaService } from '../media/service.ts';
import { decodeImageUpload } from '../media/uploads.ts';
import { imageUrl } from '../media/urls.ts';
import { notifyCatalogChanged } from './changes.ts';
import { refreshSearchText } from './search.ts';

const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const IMAGE_MIN_SIDE_PX = 600;

export interface Editor {
  id: string;
  role: string;
  meta: RequestMeta;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text from the console as the HTML `full_description` holds: one paragraph per blank-line block. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The stored HTML back as the console's plain text: paragraphs by blank lines, breaks by newlines. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

type Bilingual = { en: string; ru: string };
const both = (value: unknown, as: (text: string) => string = (t) => t): Bilingual => {
  const v = (value ?? {}) as Partial<Bilingual>;
  return { en: as(v.en ?? ''), ru: as(v.ru ?? '') };
};

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40);
  return `${base || 'painting'}-${randomBytes(3).toString('hex')}`;
}

/**
 * The console's catalogue editing (issue 10): a painting goes in with its art token, whose whole
 * emission is issued to the treasury from the ledger's genesis, in one transaction with its
 * audit row; the public catalogue's caches follow through NOTIFY. A production deployment
 * starts with an empty catalogue and fills it this way.
 */
export class CatalogEditor {
  constructor(
    private readonly sql: Sql,
    private readonly media: MediaService,
  ) {}

  async createPainting(
    input: CreatePaintingRequest,
    by: Editor,
  ): Promise<{ id: string; token_id: string; symbol: string }> {
    const image = await checkImage(input.image);
    const price = parseUsd(input.price);
    const slug = slugOf(input.name.en);
    const symbol =
      slug
        .replace(/-[0-9a-f]{6}$/, '')
        .replace(/-/g, '')
        .slice(0, 10)
        .toUpperCase() +
      '-' +
      slug.slice(-4).toUpperCase();
    try {
      return await this.sql.begin(async (tx) => {
        await this.checkAuthor(tx, input.author_id);
        const imageId = await this.media.register(`paintings/${slug}.${image.format}`, image.data, tx);
        const [painting] = await tx<{ id: string }[]>`
          insert into paintings (slug, name, sale_id, short_description, full_description, author_id, year, ordering,
            width_cm, height_cm, genre, technic, eras, frame, orientation, main_image_id, estimated_value_cents)
          values (${slug}, ${tx.json(input.name)}, ${input.sale_id || null}, ${tx.json(input.short_description)},
            ${tx.json({ en: paragraphs(input.full_description.en), ru: paragraphs(input.full_description.ru) })},
            ${input.author_id ?? null}, ${input.year ?? null}, ${input.ordering}, ${input.width_cm}, ${input.height_cm},
            ${input.genre}, ${input.technic}, ${input.eras}::smallint[], ${input.frame}, ${input.orientation},
            ${imageId}, ${parseUsd(input.estimated_value).toString()})
          returning id`;
        const paintingId = painting!.id;
        await refreshSearchText(tx, paintingId);
        await tx`insert into painting_images (painting_id, image_id, position) values (${paintingId}, ${imageId}, 0)`;
        const [token] = await tx<{ id: string }[]>`
          insert into tokens (symbol, kind, painting_id, name, base_price_cents, current_price_cents, emission, prediction_graph)
          values (${symbol}, 'art', ${paintingId}, ${tx.json(input.name)}, ${price.toString()}, ${price.toString()},
                  ${TOKENS_PER_PAINTING}, ${tx.json({})})
          returning id`;
        await genesis(tx, token!.id, TOKENS_PER_PAINTING);
        if (price > 0n) {
          await tx`insert into token_prices (token_id, day, price_cents) values (${token!.id}, current_date, ${price.toString()})`;
        }
        await writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'painting.create',
          subjectType: 'painting',
          subjectId: paintingId,
          after: { name: input.name.en, symbol, price: formatCents(price), sale_id: input.sale_id ?? null },
          meta: by.meta,
        });
        await notifyCatalogChanged(tx);
        return { id: paintingId, token_id: token!.id, symbol };
      });
    } catch (error) {
      if ((error as { code?: string; constraint_name?: string }).code === '23505') {
        throw new HttpError(400, 'sale_id_taken', { sale_id: 'sale_id_taken' });
      }
      throw error;
    }
  }

  /**
   * A new price for a painting's token, kept in the price history. A painting leaving
   * attribution (0 → a price) becomes purchasable, and the arrival job e-mails its subscribers.
   */
  async setPrice(
    paintingId: string,
    priceText: string,
    by: Editor,
  ): Promise<{ token_id: string; price: string; previous: string }> {
    const price = parseUsd(priceText);
    return this.sql.begin(async (tx) => {
      const [token] = await tx<{ id: string; current_price_cents: string }[]>`
        select id, current_price_cents::text from tokens where painting_id = ${paintingId} for update`;
      if (!token) throw notFound();
      await tx`update tokens set current_price_cents = ${price.toString()} where id = ${token.id}`;
      await tx`
        insert into token_prices (token_id, day, price_cents) values (${token.id}, current_date, ${price.toString()})
        on conflict (token_id, day) do update set price_cents = excluded.price_cents`;
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'painting.price',
        subjectType: 'painting',
        subjectId: paintingId,
        before: { price: formatCents(token.current_price_cents) },
        after: { price: formatCents(price) },
        meta: by.meta,
      });
      await notifyCatalogChanged(tx);
      return { token_id: token.id, price: formatCents(price), previous: formatCents(token.current_price_cents) };
    });
  }

  /** A painting as the console's edit form holds it. */
  async editable(paintingId: string): Promise<EditablePainting> {
    const [row] = await this.sql<
      {
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
      }[]
    >`
      select p.id, t.id as token_id, t.symbol, t.current_price_cents::text as price, p.main_image_id, p.name,
             p.short_description, p.full_description, p.author_id, p.year, p.ordering, p.width_cm::text,
             p.height_cm::text, p.genre, p.technic, p.eras, p.frame, p.orientation, p.sale_id,
             p.estimated_value_cents::text
      from paintings p join tokens t on t.painting_id = p.id
      where p.id = ${paintingId}`;
    if (!row) throw notFound();
    const [histories, attributions] = await Promise.all([
      this.sql<{ year: number | null; title: unknown; description: unknown }[]>`
        select year, title, description from painting_histories where painting_id = ${paintingId} order by position`,
      this.sql<{ date: string | null; title: unknown; description: unknown }[]>`
        select to_char(date, 'YYYY-MM-DD') as date, title, description from painting_attributions
        where painting_id = ${paintingId} order by position`,
    ]);
    return {
      id: row.id,
      token_id: row.token_id,
      symbol: row.symbol,
      price: formatCents(row.price),
      main_image: imageUrl(row.main_image_id, 'small'),
      values: {
        name: both(row.name),
        short_description: both(row.short_description),
        full_description: both(row.full_description, plainText),
        author_id: row.author_id,
        year: row.year,
        ordering: row.ordering,
        width_cm: Number(row.width_cm),
        height_cm: Number(row.height_cm),
        genre: row.genre,
        technic: row.technic,
        eras: row.eras,
        frame: row.frame,
        orientation: row.orientation,
        sale_id: row.sale_id,
        estimated_value: formatCents(row.estimated_value_cents),
        histories: histories.map((h) => ({ year: h.year, title: both(h.title), description: both(h.description) })),
        attributions: attributions.map((a) => ({
          date: a.date,
          title: both(a.title),
          description: both(a.description),
        })),
      },
    };
  }

  /**
   * Everything about a painting but its price, in one transaction with its audit row (the
   * fields that changed, before and after). A new picture becomes the main one, turned into every
   * variant by the media service; the token keeps the painting's name.
   */
  async updatePainting(paintingId: string, input: UpdatePaintingRequest, by: Editor): Promise<EditablePainting> {
    const image = input.image ? await checkImage(input.image) : null;
    try {
      await this.sql.begin(async (tx) => {
        const [before] = await tx<Record<string, unknown>[]>`
          select name, sale_id, short_description, author_id, year, ordering, width_cm::float8 as width_cm,
                 height_cm::float8 as height_cm, genre, technic, eras, frame, orientation,
                 estimated_value_cents::text, main_image_id, slug
          from paintings where id = ${paintingId} for update`;
        if (!before) throw notFound();
        await this.checkAuthor(tx, input.author_id);
        let mainImageId = before.main_image_id as string;
        if (image) {
          mainImageId = await this.media.register(
            `paintings/${String(before.slug)}-${randomBytes(3).toString('hex')}.${image.format}`,
            image.data,
            tx,
          );
          await tx`update painting_images set position = position + 1 where painting_id = ${paintingId}`;
          await tx`insert into painting_images (painting_id, image_id, position) values (${paintingId}, ${mainImageId}, 0)`;
        }
        const estimated = parseUsd(input.estimated_value).toString();
        await tx`
          update paintings set
            name = ${tx.json(input.name)}, sale_id = ${input.sale_id || null},
            short_description = ${tx.json(input.short_description)},
            full_description = ${tx.json({ en: paragraphs(input.full_description.en), ru: paragraphs(input.full_description.ru) })},
            author_id = ${input.author_id ?? null}, year = ${input.year ?? null}, ordering = ${input.ordering},
            width_cm = ${input.width_cm}, height_cm = ${input.height_cm}, genre = ${input.genre},
            technic = ${input.technic}, eras = ${input.eras}::smallint[], frame = ${input.frame},
            orientation = ${input.orientation}, main_image_id = ${mainImageId}, estimated_value_cents = ${estimated}
          where id = ${paintingId}`;
        await tx`update tokens set name = ${tx.json(input.name)} where painting_id = ${paintingId}`;
        await tx`delete from painting_histories where painting_id = ${paintingId}`;
        for (const [position, h] of input.histories.entries()) {
          await tx`
            insert into painting_histories (painting_id, position, year, title, description)
            values (${paintingId}, ${position}, ${h.year ?? null}, ${tx.json(h.title)}, ${tx.json(h.description)})`;
        }
        await tx`delete from painting_attributions where painting_id = ${paintingId}`;
        for (const [position, a] of input.attributions.entries()) {
          await tx`
            insert into painting_attributions (painting_id, position, date, title, description)
            values (${paintingId}, ${position}, ${a.date ?? null}, ${tx.json(a.title)}, ${tx.json(a.description)})`;
        }
        await refreshSearchText(tx, paintingId);
        const after: Record<string, AuditValue> = {
          name: input.name,
          sale_id: input.sale_id || null,
          short_description: input.short_description,
          author_id: input.author_id ?? null,
          year: input.year ?? null,
          ordering: input.ordering,
          width_cm: input.width_cm,
          height_cm: input.height_cm,
          genre: input.genre,
          technic: input.technic,
          eras: input.eras,
          frame: input.frame,
          orientation: input.orientation,
          estimated_value_cents: estimated,
          main_image_id: mainImageId,
        };
        const changed = Object.keys(after).filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k]));
        await writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'painting.update',
          subjectType: 'painting',
          subjectId: paintingId,
          before: Object.fromEntries(changed.map((k) => [k, before[k] as AuditValue])),
          after: {
            ...Object.fromEntries(changed.map((k) => [k, after[k]!])),
            histories: input.histories.length,
            attributions: input.attributions.length,
          },
          meta: by.meta,
        });
        await notifyCatalogChanged(tx);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new HttpError(400, 'sale_id_taken', { sale_id: 'sale_id_taken' });
      }
      throw error;
    }
    return this.editable(paintingId);
  }

  async createAuthor(input: CreateAuthorRequest, by: Editor): Promise<{ id: string }> {
    return this.sql.begin(async (tx) => {
      const [author] = await tx<{ id: string }[]>`
        insert into authors (slug, name, life_years)
        values (${slugOf(input.name.en)}, ${tx.json(input.name)}, ${input.life_years ?? null})
        returning id`;
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'author.create',
        subjectType: 'author',
        subjectId: author!.id,
        after: { name: input.name, life_years: input.life_years ?? null },
        meta: by.meta,
      });
      await notifyCatalogChanged(tx);
      return author!;
    });
  }

  private async checkAuthor(db: Db, authorId: string | null | undefined): Promise<void> {
    if (!authorId) return;
    const [author] = await db`select 1 from authors where id = ${authorId}`;
    if (!author) throw new HttpError(400, 'invalid_format', { author_id: 'invalid_format' });
  }
}

async function checkImage(dataUrl: string): Promise<{ data: Buffer; format: string }> {
  const { data, format } = await decodeImageUpload(dataUrl, 'image', {
    formats: ['jpeg', 'png'],
    maxBytes: IMAGE_MAX_BYTES,
    minSide: IMAGE_MIN_SIDE_PX,
    maxSide: AVATAR_MAX_SIDE_PX,
    messages: {
      format: 'kyc_image_format',
      tooLarge: 'painting_image_too_large',
      tooSmall: 'painting_image_too_small',
      sideTooLarge: 'kyc_image_side_too_large',
    },
  });
  return { data, format: format === 'jpeg' ? 'jpg' : 'png' };
}
