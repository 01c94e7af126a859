import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { address } from '@solana/kit';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, mailsTo } from '../../../test/accounts.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { account, transfer } from '../ledger/service.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-transparency-'));
const t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer } = t;
const chain = t.chain as EmbeddedChain;

const report = async () => Transparency.parse((await app.inject({ url: '/api/transparency' })).json());

describe('tokens on chain and the public proof', () => {
  it('issues every token once, with its fixed supply in the treasury and no mint authority', async () => {
    const tokens = await sql<{ id: string; emission: string; decimals: number }[]>`
      select id, emission::text, decimals from tokens`;
    expect(await issuer.issueAll()).toBe(tokens.length);
    // Asked again (the job runs every minute), nothing more is issued.
    expect(await issuer.issueAll()).toBe(0);
    expect(await issuer.reconcile()).toEqual({ checked: tokens.length, problems: 0 });

    const proof = await report();
    expect(proof.chain).toBe('embedded');
    expect(proof.not_issued).toEqual([]);
    expect(proof.tokens).toHaveLength(tokens.length);
    const index = proof.tokens.find((token) => token.symbol === 'INDEX')!;
    expect(index.decimals).toBe(6);
    for (const token of proof.tokens) {
      expect(token).toMatchObject({ mint_authority: null, reconciled: true, problem: null, held_outside: '0' });
      expect(token.chain_supply).toBe(token.emission);
      expect(token.treasury_on_chain).toBe(token.emission);
      const state = await chain.mintState(address(token.mint_address));
      expect(state?.metadata?.symbol).toBe(token.symbol);
      expect(state?.metadata?.uri).toMatch(/^http:\/\/.+\/media\/images\/.+\/large$/);
    }
  });

  it('reports a token whose ledger and chain disagree', async () => {
    await issuer.issueAll();
    const [token] = await sql<{ id: string }[]>`
      select t.id from tokens t join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
      where t.kind = 'art' and a.balance >= 5 order by t.symbol limit 1`;
    // The ledger says 5 tokens left the platform, but nothing moved on chain.
    await sql.begin(async (tx) => {
      const treasury = await account(tx, token!.id, 'treasury');
      const onchain = await account(tx, token!.id, 'onchain');
      await transfer(tx, 'withdraw', [{ tokenId: token!.id, from: treasury, to: onchain, quantity: 5 }], {
        idempotencyKey: `test-withdraw:${token!.id}`,
      });
    });
    const operator = await createStaff(t);
    expect((await issuer.reconcile()).problems).toBe(1);
    // Operators are e-mailed once about a new difference, not at every check while it lasts.
    expect((await issuer.reconcile()).problems).toBe(1);
    const alerts = (await mailsTo(t, operator.email)).filter((m) =>
      /the chain and the ledger disagree/.test(m.subject),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body_text).toMatch(/Withdrawals of .+ are paused/);
    const entry = (await report()).tokens.find((r) => r.token_id === token!.id)!;
    expect(entry).toMatchObject({ reconciled: false, held_outside: '5' });
    expect(entry.problem).toMatch(/treasury holds 100000 on chain; the ledger expects 99995/);
    // Operators see it on the console's dashboard.
    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
    expect(dashboard.json()).toMatchObject({ tokens_unreconciled: 1 });
  });
});
