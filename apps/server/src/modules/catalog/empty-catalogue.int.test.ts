import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { ListAuthorsResponse } from '@pinacoteca/contracts/catalog/author';
import { ListPaintingsResponse } from '@pinacoteca/contracts/catalog/painting';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { INDEX_TOKEN_SYMBOL } from '@pinacoteca/contracts/constants';
import { databaseUrl } from '../../../test/database-server.ts';
import { buildApp } from '../../app.ts';
import { localStorage } from '../../adapters/storage.ts';
import { loadConfig } from '../../config.ts';
import { connect } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { checkLedger } from '../ledger/service.ts';
import { MediaService } from '../media/service.ts';
import { ensureFlags } from '../flags/service.ts';
import { ensureIndexToken } from './index-token.ts';

// A production deployment starts on an empty database: migrated, no demo catalogue.
const adminUrl = inject('adminUrl');
const database = `pinacoteca_empty_${randomBytes(4).toString('hex')}`;
const admin = connect(adminUrl, { max: 1 });
await admin.unsafe(`create database ${database}`);
const url = databaseUrl(adminUrl, database);
const sql = connect(url, { max: 4 });
await migrate(sql);
await ensureFlags(sql, { deposit: false, withdraw: false, swap: false });
const storage = localStorage(inject('uploadsDir'));
const media = new MediaService(sql, storage);

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  DATA_DIR: inject('uploadsDir'),
  JWT_SECRET: randomBytes(32).toString('base64'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  KYC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Never reached by these calls: the catalogue does not touch the chain.
  SOLANA_RPC_URL: 'http://127.0.0.1:9/',
  SOLANA_RECIPIENT: '11111111111111111111111111111112',
  OPERATOR_NAME: 'Test Operator Ltd',
  OPERATOR_ADDRESS: '1 Test Street, Testville',
  OPERATOR_JURISDICTION: 'Testland',
  OPERATOR_REGISTRATION: 'TL-0001',
  PUBLIC_URL: 'https://pinacoteca.example',
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
});

describe('a production deployment on an empty database', () => {
  it('creates the INDEX token once, with its whole emission in the treasury', async () => {
    expect(await ensureIndexToken(sql, media)).toBe(true);
    expect(await ensureIndexToken(sql, media)).toBe(false);
    const rows = await sql<{ symbol: string }[]>`select symbol from tokens`;
    expect(rows.map((r) => r.symbol)).toEqual([INDEX_TOKEN_SYMBOL]);
    expect(await checkLedger(sql)).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('answers every catalogue call with an empty catalogue, never a 500', async () => {
    const { app } = await buildApp({ config: { ...config, uploadsDir: inject('uploadsDir') }, sql, storage });
    try {
      const tokens = await app.inject({ url: '/api/tokens' });
      expect(tokens.statusCode, tokens.body).toBe(200);
      const set = ListTokensResponse.parse(tokens.json());
      expect(set.indexToken.name).toBeTruthy();
      expect(set.artTokens).toEqual([]);

      const paintings = await app.inject({ url: '/api/paintings' });
      expect(paintings.statusCode, paintings.body).toBe(200);
      expect(ListPaintingsResponse.parse(paintings.json())).toEqual([]);

      const authors = await app.inject({ url: '/api/authors' });
      expect(authors.statusCode, authors.body).toBe(200);
      expect(ListAuthorsResponse.parse(authors.json())).toEqual([]);

      const painting = await app.inject({ url: '/api/paintings/6f1c1f9e-5b7a-4c1e-9a55-0d7d8f0c2b11' });
      expect(painting.statusCode).toBe(404);

      const flags = await app.inject({ url: '/api/system/feature-flags/state' });
      expect(flags.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
