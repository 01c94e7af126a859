import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, investorHolding, login, mailsTo } from '../../../test/accounts.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { custodyMismatch } from './custody-check.ts';
import { setFlag } from '../flags/service.ts';
import { account, transfer } from '../ledger/service.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-transparency-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer } = t;
const chain = t.chain as EmbeddedChain;

const report = async () => Transparency.parse((await app.inject({ url: '/api/transparency' })).json());

describe('tokens on chain and the public proof', () => {
  it('issues every token once, with its fixed supply in the treasury and no mint authority', async () => {
    const tokens = await sql<{ id: string; emission: string; decimals: number }[]>`
      select id, emission::text, decimals from tokens`;
    // Two runs at once (the minute's job beside a keyed one, or `chain:issue` beside the worker)
    // issue each token once between them, and neither fails on a mint the other just made.
    const [first, second] = await Promise.all([issuer.issueAll(), issuer.issueAll()]);
    expect(first + second).toBe(tokens.length);
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
      expect(token).toMatchObject({
        mint_authority: null,
        reconciled: true,
        problem: null,
        held_outside: '0',
        in_transit: '0',
      });
      expect(token.chain_supply).toBe(token.emission);
      expect(token.treasury_on_chain).toBe(token.emission);
      const state = await chain.mintState(address(token.mint_address));
      expect(state?.metadata?.symbol).toBe(token.symbol);
      expect(state?.metadata?.uri).toMatch(/^http:\/\/.+\/media\/images\/.+\/large$/);
    }
  });

  it('knows the database is not this chain’s when the chain or its custody keys changed', async () => {
    await issuer.issueAll();
    await setFlag(sql, 'deposit', true);
    const person = await createUser(t);
    const asked = await app.inject({
      url: '/api/tokens/deposit-address?wallet_type=solana',
      headers: bearer(await login(t, person.email)),
    });
    expect(asked.statusCode).toBe(200);
    expect(await custodyMismatch(sql, chain)).toBeNull();
    // The same database on another chain (the embedded one's data, then SOLANA_RPC_URL; a replica
    // with an empty DATA_DIR): other keys would have made other mints and deposit addresses.
    const other = new EmbeddedChain({ dir: path.join(dataDir, 'another-chain') });
    try {
      const [first] = await sql<{ token_id: string; mint_address: string }[]>`
        select token_id, mint_address from token_mints order by decimals desc, issued_at limit 1`;
      const [oldest] = await sql<{ user_id: string; address: string }[]>`
        select user_id, address from deposit_addresses order by created_at limit 1`;
      const lines = (await custodyMismatch(sql, other))!.join(' ');
      expect(lines).toContain(`token ${first!.token_id}`);
      expect(lines).toContain(`would have made ${await other.mintAddress(first!.token_id.replace(/-/g, ''))}`);
      expect(lines).toContain(
        `has ${oldest!.address}, where this one gives ${(await other.depositSigner(oldest!.user_id)).address}`,
      );
    } finally {
      await other.close();
    }
    // The same keys on a cluster make the same addresses: the chain itself was recorded.
    const asCluster = (genesis: string | null) => ({
      mode: 'rpc' as const,
      genesisHash: async () => genesis,
      mintAddress: (seed: string) => chain.mintAddress(seed),
      treasury: () => chain.treasury(),
      depositSigner: (userId: string) => chain.depositSigner(userId),
    });
    expect((await custodyMismatch(sql, asCluster(null)))!.join(' ')).toContain(
      'the database was used with the embedded chain (DATA_DIR/chain); this server is set up for a Solana cluster over SOLANA_RPC_URL',
    );
    // Recorded as a cluster (as a first start there would), another cluster is told apart by its genesis hash,
    // and an unreachable one is let through with what is known.
    await sql`update chain_identity set mode = 'rpc', genesis_hash = 'GenesisOfDevnet'`;
    expect(await custodyMismatch(sql, asCluster('GenesisOfDevnet'))).toBeNull();
    expect(await custodyMismatch(sql, asCluster(null))).toBeNull();
    expect((await custodyMismatch(sql, asCluster('GenesisOfMainnet')))!.join(' ')).toContain(
      'genesis hash is GenesisOfDevnet; SOLANA_RPC_URL reaches GenesisOfMainnet',
    );
    await sql`update chain_identity set mode = 'embedded', genesis_hash = null`;
    expect(await custodyMismatch(sql, chain)).toBeNull();
  });

  it('reports a token whose treasury holds less than the ledger expects', async () => {
    await issuer.issueAll();
    const [token] = await sql<{ id: string; symbol: string; mint_address: string }[]>`
      select t.id, t.symbol, m.mint_address from tokens t
      join token_mints m on m.token_id = t.id
      join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
      where t.kind = 'art' and a.balance >= 5 order by t.symbol limit 1`;
    // 5 tokens leave the treasury on chain, but the ledger never recorded it: a shortfall.
    const signed = await chain.signTreasuryTransfer({
      mint: address(token!.mint_address),
      decimals: 0,
      owner: (await generateKeyPairSigner()).address,
      amount: 5n,
      memo: 'test shortfall',
    });
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
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
    expect(entry).toMatchObject({ reconciled: false, held_outside: '0', surplus: '0' });
    // In tokens, as every figure of the page, and in the reader's language (an outside tester read
    // it in English on the Russian page).
    expect(entry.problem).toBe(
      `the treasury holds 99,995 ${token!.symbol} on chain; the ledger expects 100,000 ${token!.symbol}`,
    );
    const russian = Transparency.parse((await app.inject({ url: '/api/transparency?_locale=ru' })).json());
    expect(russian.tokens.find((r) => r.token_id === token!.id)!.problem).toBe(
      `в казне в сети 99\u00a0995 ${token!.symbol}; по учёту должно быть 100\u00a0000 ${token!.symbol}`,
    );
    // Operators see it on the console's dashboard.
    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
    expect(dashboard.json()).toMatchObject({ tokens_unreconciled: 1 });
  });

  it('shows a withdrawal that landed on chain before the ledger recorded it as in transit, so the figures add up', async () => {
    await issuer.issueAll();
    const [token] = await sql<{ id: string; mint_address: string }[]>`
      select t.id, m.mint_address from tokens t
      join token_mints m on m.token_id = t.id
      join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
      where t.kind = 'art' and a.balance >= 10 order by t.symbol desc limit 1`;
    // A person's 3 tokens are being withdrawn (set aside in the ledger), and their transfer has
    // landed on chain a moment before the ledger records them as outside.
    const person = await investorHolding(t, token!.id, 3n);
    await sql.begin(async (tx) => {
      await transfer(
        tx,
        'withdraw',
        [
          {
            tokenId: token!.id,
            from: await account(tx, token!.id, 'user', person.id),
            to: await account(tx, token!.id, 'withdrawing', person.id),
            quantity: 3n,
          },
        ],
        { idempotencyKey: `test-withdrawing:${token!.id}` },
      );
    });
    const signed = await chain.signTreasuryTransfer({
      mint: address(token!.mint_address),
      decimals: 0,
      owner: (await generateKeyPairSigner()).address,
      amount: 3n,
      memo: 'test landed',
    });
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    await issuer.reconcile();
    const entry = (await report()).tokens.find((r) => r.token_id === token!.id)!;
    expect(entry).toMatchObject({ reconciled: true, problem: null, held_outside: '0', in_transit: '3' });
    const sum = ['treasury_on_chain', 'held_outside', 'at_deposit_addresses', 'in_transit'] as const;
    expect(sum.reduce((total, key) => total + Number(entry[key]), 0) - Number(entry.surplus)).toBe(
      Number(entry.emission),
    );
  });

  it('records tokens sent to the treasury from outside as a surplus, alerts once, and keeps withdrawals open', async () => {
    await issuer.issueAll();
    await setFlag(sql, 'withdraw', true);
    const [index] = await sql<{ id: string; mint_address: string }[]>`
      select t.id, m.mint_address from tokens t join token_mints m on m.token_id = t.id where t.kind = 'index'`;
    const mint = address(index!.mint_address);
    // An outsider holds 5 INDEX base units the ledger knows are outside (a withdrawal)...
    const outsider = (await chain.devPayer()).address;
    const signed = await chain.signTreasuryTransfer({ mint, decimals: 6, owner: outsider, amount: 5n, memo: 'out' });
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    await sql.begin(async (tx) => {
      await transfer(
        tx,
        'withdraw',
        [
          {
            tokenId: index!.id,
            from: await account(tx, index!.id, 'treasury'),
            to: await account(tx, index!.id, 'onchain'),
            quantity: 5n,
          },
        ],
        { idempotencyKey: `test-out:${index!.id}` },
      );
    });
    const operator = await createStaff(t);
    await issuer.reconcile();
    expect((await report()).tokens.find((r) => r.token_id === index!.id)).toMatchObject({
      reconciled: true,
      surplus: '0',
    });
    // ...and sends one of them (0.000001 INDEX) straight to the platform's treasury.
    await chain.devSendToken({ mint, decimals: 6, owner: await chain.treasury(), amount: 1n });
    await issuer.reconcile();
    await issuer.reconcile();
    const entry = (await report()).tokens.find((r) => r.token_id === index!.id)!;
    expect(entry).toMatchObject({ reconciled: true, problem: null, surplus: '0.000001', held_outside: '0.000005' });
    expect(entry.treasury_on_chain).toBe('999999.999996');
    const alerts = (await mailsTo(t, operator.email)).filter((m) => /INDEX: the treasury holds more/.test(m.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body_text).toMatch(/0\.000001 INDEX more than the ledger expects/);
    expect(alerts[0]!.body_text).toMatch(/withdrawals go on/);

    // Withdrawals of INDEX stay open for everyone.
    const person = await investorHolding(t, index!.id, 2_000_000n);
    const to = (await generateKeyPairSigner()).address;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw-addresses',
      headers: bearer(person.token),
      payload: { wallet_type: 'solana', address: to },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withdrawn = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: bearer(person.token),
      payload: { token_id: index!.id, amount: '1', wallet_address: to, wallet_type: 'solana' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'processing' });
  });
});
