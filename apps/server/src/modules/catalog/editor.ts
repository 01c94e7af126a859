import { randomBytes } from 'node:crypto';
import type { CreatePaintingRequest } from '@pinacoteca/contracts/admin/catalogue';
import { AVATAR_MAX_SIDE_PX, TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import type { Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { genesis } from '../ledger/service.ts';
import type { MediaService } from '../media/service.ts';
import { decodeImageUpload } from '../media/uploads.ts';
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
        if (input.author_id) {
          const [author] = await tx`select 1 from authors where id = ${input.author_id}`;
          if (!author) throw new HttpError(400, 'invalid_format', { author_id: 'invalid_format' });
        }
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
