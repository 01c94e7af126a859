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
import { addJobs, JOBS } from '../../jobs/queue.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { canonicalJson, writeAudit, type AuditValue } from '../audit/audit.ts';
import { genesis, lockTreasuries } from '../ledger/service.ts';
import type { MediaService } from '../media/service.ts';
import { decodeImageUpload } from '../media/uploads.ts';
import { imageUrl } from '../media/urls.ts';
import { notifyCatalogChanged } from './changes.ts';
import {
  addMainImage,
  attributionRows,
  authorExists,
  editableRow,
  historyRows,
  insertArtToken,
  insertAuthor,
  insertPainting,
  lockPaintingForEdit,
  lockPaintingToken,
  paintingTokenId,
  replaceStories,
  setCurrentPrice,
  setTodaysPrice,
  updatePaintingRow,
} from './editor-queries.ts';
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
        const paintingId = await insertPainting(tx, {
          slug,
          input,
          fullDescription: { en: paragraphs(input.full_description.en), ru: paragraphs(input.full_description.ru) },
          imageId,
          estimatedCents: parseUsd(input.estimated_value),
        });
        await refreshSearchText(tx, paintingId);
        await addMainImage(tx, paintingId, imageId);
        const tokenId = await insertArtToken(tx, {
          symbol,
          paintingId,
          name: input.name,
          price,
          emission: TOKENS_PER_PAINTING,
        });
        await genesis(tx, tokenId, TOKENS_PER_PAINTING);
        if (price > 0n) await setTodaysPrice(tx, tokenId, price);
        await writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'painting.create',
          subjectType: 'painting',
          subjectId: paintingId,
          after: { name: input.name.en, symbol, price: formatCents(price), sale_id: input.sale_id || null },
          meta: by.meta,
        });
        await notifyCatalogChanged(tx, 'structure');
        // Its mint issued (on the embedded chain) and shown on /transparency now, not at the next
        // minute's round: an outside tester saw a new token on sale a minute before its proof.
        await addJobs(tx, [{ task: JOBS.issueMints, jobKey: JOBS.issueMints }]);
        return { id: paintingId, token_id: tokenId, symbol };
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
      // Back under attribution (0) only while no one holds, has reserved or has withdrawn any of
      // its tokens: their value would read 0 and they could no longer be sold. The treasury is
      // locked first, as an order locks it before naming the token, so no order slips in between.
      const treasury = price === 0n ? await this.lockTreasuryOf(tx, paintingId) : null;
      const token = await lockPaintingToken(tx, paintingId);
      if (!token) throw notFound();
      if (treasury && treasury.balance < BigInt(token.emission))
        throw new HttpError(400, 'price_zero_held', { price: 'price_zero_held' });
      await setCurrentPrice(tx, token.id, price);
      await setTodaysPrice(tx, token.id, price);
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
    const row = await editableRow(this.sql, paintingId);
    if (!row) throw notFound();
    const [histories, attributions] = await Promise.all([
      historyRows(this.sql, paintingId),
      attributionRows(this.sql, paintingId),
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
        version: row.version,
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
   *
   * The form replaces the whole painting with the copy it loaded, so a copy someone else has
   * saved over since is refused (409) rather than written: it would undo their changes without
   * a word, and the audit trail would show this operator making them (decision 0083).
   */
  async updatePainting(paintingId: string, input: UpdatePaintingRequest, by: Editor): Promise<EditablePainting> {
    const image = input.image ? await checkImage(input.image) : null;
    try {
      await this.sql.begin(async (tx) => {
        const before = await lockPaintingForEdit(tx, paintingId);
        if (!before) throw notFound();
        if (before.version !== input.version) throw new HttpError(409, 'painting_changed');
        await this.checkAuthor(tx, input.author_id);
        let mainImageId = before.main_image_id as string;
        if (image) {
          mainImageId = await this.media.register(
            `paintings/${String(before.slug)}-${randomBytes(3).toString('hex')}.${image.format}`,
            image.data,
            tx,
          );
          await addMainImage(tx, paintingId, mainImageId, { pushOthersBack: true });
        }
        const estimated = parseUsd(input.estimated_value).toString();
        await updatePaintingRow(tx, paintingId, {
          input,
          fullDescription: { en: paragraphs(input.full_description.en), ru: paragraphs(input.full_description.ru) },
          mainImageId,
          estimatedCents: estimated,
        });
        await replaceStories(tx, paintingId, input);
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
        await notifyCatalogChanged(tx, 'structure');
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
      const author = await insertAuthor(tx, {
        slug: slugOf(input.name.en),
        name: input.name,
        lifeYears: input.life_years ?? null,
      });
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'author.create',
        subjectType: 'author',
        subjectId: author.id,
        after: { name: input.name, life_years: input.life_years ?? null },
        meta: by.meta,
      });
      await notifyCatalogChanged(tx, 'structure');
      return author;
    });
  }

  private async lockTreasuryOf(tx: Db, paintingId: string): Promise<{ balance: bigint }> {
    const tokenId = await paintingTokenId(tx, paintingId);
    if (!tokenId) throw notFound();
    const treasury = (await lockTreasuries(tx, [tokenId])).get(tokenId);
    if (!treasury) throw new Error(`token ${tokenId} has no treasury`);
    return treasury;
  }

  private async checkAuthor(db: Db, authorId: string | null | undefined): Promise<void> {
    if (!authorId) return;
    if (!(await authorExists(db, authorId)))
      throw new HttpError(400, 'invalid_format', { author_id: 'invalid_format' });
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
      sideTooLarge: `image_side_too_large:${AVATAR_MAX_SIDE_PX}`,
    },
  });
  return { data, format: format === 'jpeg' ? 'jpg' : 'png' };
}
