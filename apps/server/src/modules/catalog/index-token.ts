import { INDEX_TOKEN_DECIMALS, INDEX_TOKEN_EMISSION, INDEX_TOKEN_SYMBOL } from '@pinacoteca/contracts/constants';
import type { Db, Sql } from '../../db/client.ts';
import { genesis } from '../ledger/service.ts';
import { openImage, type MediaService } from '../media/service.ts';
import { notifyCatalogChanged } from './changes.ts';
import { indexTokenId, insertIndexToken, lockTokens } from './queries.ts';

/** The INDEX icon: drawn here rather than shipped, so every deployment has it from the start. */
async function indexIcon(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c8a24a"/><stop offset="1" stop-color="#7a5a1c"/></linearGradient></defs>
    <rect width="256" height="256" rx="128" fill="url(#g)"/>
    <rect x="60" y="70" width="136" height="116" rx="6" fill="none" stroke="#fff8e6" stroke-width="12"/>
    <polyline points="72,170 110,128 140,150 184,96" fill="none" stroke="#fff8e6" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>
  </svg>`;
  return openImage(Buffer.from(svg)).png().toBuffer();
}

/**
 * The INDEX token with its whole emission in the treasury, created in `tx` when it does not exist
 * yet; its id either way. Every deployment needs it from the first request: the token set and the
 * tokens page always lead with INDEX, even over an empty catalogue (a production database starts
 * without paintings, and operators add them later). INDEX counts base units (6 decimals, as its
 * SPL mint: docs/decisions/0029).
 */
export async function ensureIndexTokenIn(tx: Db, media: MediaService): Promise<{ id: string; created: boolean }> {
  const found = await indexTokenId(tx);
  if (found) return { id: found, created: false };
  const iconId = await media.register('seed/index-token.png', await indexIcon(), tx);
  const emission = BigInt(INDEX_TOKEN_EMISSION) * 10n ** BigInt(INDEX_TOKEN_DECIMALS);
  const id = await insertIndexToken(tx, {
    symbol: INDEX_TOKEN_SYMBOL,
    name: { en: 'Index token', ru: 'Индекс-токен' },
    emission,
    decimals: INDEX_TOKEN_DECIMALS,
    iconId,
  });
  await genesis(tx, id, emission);
  await notifyCatalogChanged(tx, 'structure');
  return { id, created: true };
}

/** `ensureIndexTokenIn` in its own transaction; safe when several processes start at once. */
export async function ensureIndexToken(sql: Sql, media: MediaService): Promise<boolean> {
  return sql.begin(async (tx) => {
    // Two processes starting together: the second waits here, then finds the token.
    await lockTokens(tx);
    return (await ensureIndexTokenIn(tx, media)).created;
  });
}
