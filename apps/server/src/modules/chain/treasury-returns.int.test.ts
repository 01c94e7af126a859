import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { TreasuryReturn, TreasuryReturnsResponse } from '@pinacoteca/contracts/tokens/treasury-return';
import { formatUnits } from '@pinacoteca/contracts/units';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../../adapters/chain/token-2022.ts';
import { account, transfer } from '../ledger/service.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-treasury-returns-'));
const t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, treasuryReturns } = t;
const chain = t.chain as EmbeddedChain;

interface Token {
  id: string;
  symbol: string;
  mint: string;
  decimals: number;
}

let arts: Token[];
let index: Token;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  await issuer.issueAll();
  await issuer.reconcile();
  // Tokens whose treasury holds plenty in the ledger, so tokens can be recorded as leaving it.
  const rows = await sql<Token[]>`
    select t.id, t.symbol, m.mint_address as mint, m.decimals from tokens t
    join token_mints m on m.token_id = t.id
    join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
    where a.balance >= 100 * power(10, m.decimals) order by t.kind, t.symbol`;
  arts = rows.filter((r) => r.decimals === 0).slice(0, 6);
  index = rows.find((r) => r.decimals === 6)!;
  expect(arts).toHaveLength(6);
  admin = await createStaff(t, 'admin');
});

let sends = 0;

/**
 * `units` of the token come back to the treasury from outside: first `held` leave it as the ledger
 * records (a withdrawal to the test wallet, held outside), then the test wallet sends `units` of
 * them to the treasury's public address, as someone mistaking it for their deposit address would.
 */
async function makeSurplus(token: Token, units: bigint, held = units): Promise<void> {
  sends += 1;
  const outsider = (await chain.devPayer()).address;
  const signed = await chain.signTreasuryTransfer({
    mint: address(token.mint),
    decimals: token.decimals,
    owner: outsider,
    amount: held,
    memo: `test out ${sends}`,
  });
  expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
  await sql.begin(async (tx) =>
    transfer(
      tx,
      'withdraw',
      [
        {
          tokenId: token.id,
          from: await account(tx, token.id, 'treasury'),
          to: await account(tx, token.id, 'onchain'),
          quantity: held,
        },
      ],
      { idempotencyKey: `test-out:${token.id}:${sends}` },
    ),
  );
  await sendToTreasury(token, units);
}

async function sendToTreasury(token: Token, units: bigint): Promise<void> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/dev/chain/send',
    payload: { to: await chain.treasury(), token_id: token.id, amount: formatUnits(units, token.decimals) },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

const wallet = async () => (await generateKeyPairSigner()).address;

const returnOf = (payload: object, token = admin.token) =>
  app.inject({ method: 'POST', url: '/api/admin/treasury/returns', headers: bearer(token), payload });

const list = async () => {
  const response = await app.inject({ url: '/api/admin/treasury/returns', headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  return TreasuryReturnsResponse.parse(response.json());
};

const proofOf = async (token: Token) =>
  Transparency.parse((await app.inject({ url: '/api/transparency' })).json()).tokens.find(
    (r) => r.token_id === token.id,
  )!;

const outsideOf = async (token: Token) => {
  const [row] = await sql<{ balance: string }[]>`
    select balance::text from ledger_accounts where token_id = ${token.id} and kind = 'onchain'`;
  return BigInt(row?.balance ?? '0');
};

describe('returning a treasury surplus', () => {
  it('sends the surplus to the wallet named, exactly once, and the next check finds none', async () => {
    const art = arts[0]!;
    await makeSurplus(art, 7n);
    await issuer.reconcile();
    expect(await proofOf(art)).toMatchObject({ reconciled: true, surplus: '7' });
    expect((await list()).surpluses.find((s) => s.token_id === art.id)).toMatchObject({
      symbol: art.symbol,
      recorded: '7',
      returnable: '7',
    });
    const outside = await outsideOf(art);

    const to = await wallet();
    const response = await returnOf({
      token_id: art.id,
      amount: '7',
      wallet_address: to,
      note: 'Sent by mistake from their own wallet; asked by support ticket',
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = TreasuryReturn.parse(response.json());
    expect(created).toMatchObject({ status: 'processing', amount: '7', wallet_address: to, created_by: 'admin' });

    await treasuryReturns.sendOne(created.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(7n);
    // Run again (a retried job): nothing more is sent.
    await treasuryReturns.sendOne(created.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(7n);

    const sent = (await list()).returns.find((r) => r.id === created.id)!;
    expect(sent).toMatchObject({ status: 'success', failure: null, note: created.note });
    expect(sent.confirmed_at).not.toBeNull();
    expect(sent.explorer_url).toBe(`/transparency/tx/${sent.signature}`);
    // The confirmation asks for the next check at once instead of waiting for the minute.
    const [queued] = await sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs where key = 'issue_mints'`;
    expect(queued!.n).toBe(1);

    await issuer.reconcile();
    expect(await proofOf(art)).toMatchObject({ reconciled: true, problem: null, surplus: '0' });
    expect((await list()).surpluses.find((s) => s.token_id === art.id)).toBeUndefined();
    // The ledger did not move: the surplus was never in it.
    expect(await outsideOf(art)).toBe(outside);
    await expectLedgerSound(sql);
    const [audit] = await sql<{ actor_id: string; after: Record<string, unknown> }[]>`
      select actor_id, after from audit_log where action = 'treasury.return' and subject_id = ${created.id}`;
    expect(audit).toMatchObject({
      actor_id: admin.id,
      after: { amount: '7', wallet_address: to, token_id: art.id, status: 'processing' },
    });
  });

  it('returns dust of INDEX to six decimals', async () => {
    await makeSurplus(index, 1n);
    const to = await wallet();
    const response = await returnOf({ token_id: index.id, amount: '0.000001', wallet_address: to });
    expect(response.statusCode, response.body).toBe(200);
    await treasuryReturns.sendOne(TreasuryReturn.parse(response.json()).id);
    expect(await chain.tokenHolding(address(to), address(index.mint))).toBe(1n);
    await issuer.reconcile();
    expect(await proofOf(index)).toMatchObject({ reconciled: true, surplus: '0' });
  });

  it('refuses more than the surplus read live, naming it, and counts returns being sent', async () => {
    const art = arts[1]!;
    await makeSurplus(art, 3n, 5n);
    await issuer.reconcile();
    const over = await returnOf({ token_id: art.id, amount: '4', wallet_address: await wallet() });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      amount: `The treasury holds 3 ${art.symbol} beyond the ledger now (returns being sent counted): return at most that`,
    });
    // In the person's language.
    const russian = await app.inject({
      method: 'POST',
      url: '/api/admin/treasury/returns',
      headers: { ...bearer(admin.token), 'accept-language': 'ru' },
      payload: { token_id: art.id, amount: '4', wallet_address: await wallet() },
    });
    expect(russian.json().errors.amount).toMatch(new RegExp(`^Сверх учёта в казначействе сейчас 3 ${art.symbol}`));

    // Live, not the last check's figure: 2 more arrive, the check has not run, 5 can go back.
    await sendToTreasury(art, 2n);
    expect(await proofOf(art)).toMatchObject({ surplus: '3' });
    const five = await returnOf({ token_id: art.id, amount: '5', wallet_address: await wallet() });
    expect(five.statusCode, five.body).toBe(200);
    // Being sent, it is taken: nothing is left for another.
    const more = await returnOf({ token_id: art.id, amount: '1', wallet_address: await wallet() });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors.amount).toMatch(/^The treasury holds 0 /);
    expect((await list()).surpluses.find((s) => s.token_id === art.id)).toMatchObject({
      recorded: '3',
      returnable: '0',
    });
    await treasuryReturns.sendOne(TreasuryReturn.parse(five.json()).id);
  });

  it('accepts only one of two returns of the whole surplus asked at once', async () => {
    const art = arts[2]!;
    await makeSurplus(art, 4n);
    const [a, b] = [await wallet(), await wallet()];
    const answers = await Promise.all([
      returnOf({ token_id: art.id, amount: '4', wallet_address: a }),
      returnOf({ token_id: art.id, amount: '4', wallet_address: b }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from treasury_returns where token_id = ${art.id}`;
    expect(count!.n).toBe(1);
    const accepted = TreasuryReturn.parse(answers.find((r) => r.statusCode === 200)!.json());
    await treasuryReturns.sendOne(accepted.id);
    await issuer.reconcile();
    expect(await proofOf(art)).toMatchObject({ reconciled: true, surplus: '0' });
  });

  it('is for administrators only', async () => {
    const art = arts[3]!;
    const payload = { token_id: art.id, amount: '1', wallet_address: await wallet() };
    const operator = await createStaff(t, 'operator');
    expect((await returnOf(payload, operator.token)).statusCode).toBe(403);
    const investor = await investorHolding(t, art.id, 0n);
    expect((await returnOf(payload, investor.token)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/treasury/returns', headers: bearer(operator.token) })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/treasury/returns', payload })).statusCode).toBe(401);
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from treasury_returns where token_id = ${art.id}`;
    expect(count!.n).toBe(0);
  });

  it('refuses an address that is not a wallet or is the platform’s own, a token without a mint, and amounts the token cannot have', async () => {
    const art = arts[3]!;
    await makeSurplus(art, 2n);
    const refused = async (payload: object) => {
      const response = await returnOf({ token_id: art.id, amount: '1', ...payload });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await refused({ wallet_address: 'not-an-address' })).toEqual({
      wallet_address: 'Only a devnet Solana address is accepted',
    });
    expect(await refused({ wallet_address: await chain.treasury() })).toEqual({
      wallet_address: "This is the platform's own address",
    });
    // The treasury's token account: tokens sent there would come straight back as a surplus.
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: await chain.treasury(),
      mint: address(art.mint),
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    expect((await refused({ wallet_address: tokenAccount })).wallet_address).toMatch(/^This is not a wallet/);
    const to = await wallet();
    expect(await refused({ wallet_address: to, amount: '1.5' })).toEqual({ amount: 'Art tokens are returned whole' });
    expect(await refused({ wallet_address: to, amount: '0' })).toEqual({ amount: 'More than zero' });
    expect(await refused({ wallet_address: to, amount: '' })).toEqual({ amount: 'This is a required field' });
    expect(await refused({ wallet_address: to, note: 'x'.repeat(501) })).toEqual({ note: 'Max 500 characters' });
    expect(await refused({ token_id: randomUUID(), wallet_address: to })).toEqual({
      token_id: 'This token is not on chain yet: its treasury holds nothing to return',
    });
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from treasury_returns where token_id = ${art.id}`;
    expect(count!.n).toBe(0);
  });

  it('is not a shortfall once sent but not yet marked, and a restart resends the stored transaction', async () => {
    const art = arts[4]!;
    await makeSurplus(art, 6n);
    await issuer.reconcile();
    const to = await wallet();
    const created = TreasuryReturn.parse(
      (await returnOf({ token_id: art.id, amount: '6', wallet_address: to })).json(),
    );
    // Signed and stored, then sent, and the process died before marking it.
    const stored = (await treasuryReturns.prepare(created.id))!;
    expect(await chain.sendSigned(stored.wire)).toBe('confirmed');
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(6n);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    expect(await proofOf(art)).toMatchObject({ reconciled: true, problem: null, surplus: '0' });

    // The minute job finds it stalled and finishes it with the same transaction: nothing is sent twice.
    await sql`update treasury_returns set created_at = now() - interval '2 minutes' where id = ${created.id}`;
    expect(await treasuryReturns.resumeDue()).toBe(1);
    const [row] = await sql<{ status: string; signature: string; signings: number }[]>`
      select status, signature, signings from treasury_returns where id = ${created.id}`;
    expect(row).toEqual({ status: 'success', signature: stored.signature, signings: 1 });
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(6n);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    expect(await proofOf(art)).toMatchObject({ reconciled: true, surplus: '0' });
  });

  it('allows for a return being sent when the ledger comes to expect those tokens meanwhile', async () => {
    // Defence in depth: were the surplus booked into the ledger while its return is on its way
    // (the ledger then expects the tokens the return takes), the check must not cry shortfall
    // before the return is recorded, as it does not for a withdrawal being sent.
    const art = arts[5]!;
    await makeSurplus(art, 2n);
    const created = TreasuryReturn.parse(
      (await returnOf({ token_id: art.id, amount: '2', wallet_address: await wallet() })).json(),
    );
    const stored = (await treasuryReturns.prepare(created.id))!;
    expect(await chain.sendSigned(stored.wire)).toBe('confirmed');
    await sql.begin(async (tx) =>
      transfer(
        tx,
        'deposit',
        [
          {
            tokenId: art.id,
            from: await account(tx, art.id, 'onchain'),
            to: await account(tx, art.id, 'treasury'),
            quantity: 2n,
          },
        ],
        { idempotencyKey: `test-book:${art.id}` },
      ),
    );
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    // Recorded as sent, the tokens are missing from what the ledger expects: now it is one.
    await treasuryReturns.sendOne(created.id);
    expect(await issuer.reconcile()).toMatchObject({ problems: 1 });
    expect((await proofOf(art)).problem).toBe(
      `the treasury holds 99,998 ${art.symbol} on chain; the ledger expects 100,000 ${art.symbol}`,
    );
  });
});
