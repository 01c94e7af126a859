import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { ChainTransactionView } from '@pinacoteca/contracts/catalog/transparency';
import { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import { formatDecimalText } from '@pinacoteca/contracts/messages';
import { formatCents } from '@pinacoteca/contracts/money';
import { Order } from '@pinacoteca/contracts/orders/order';
import { Withdrawal, WithdrawAddress, WithdrawAddressList } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp, lockWaitSeen } from '../../../test/helpers.ts';
import { bearer, createStaff, enableTwoFactor, mailsTo, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import { findAssociatedTokenPda } from '@solana-program/token';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../../adapters/chain/token-2022.ts';
import { setFlag } from '../flags/service.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-withdraw-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_APPROVAL_ABOVE_USD: '5000',
  WITHDRAW_DAILY_LIMIT_USD: '20000',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, withdrawals } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; price: bigint; mint: string; symbol: string };

beforeAll(async () => {
  await issuer.issueAll();
  await setFlag(sql, 'withdraw', true);
  const [row] = await sql<{ id: string; current_price_cents: string; mint_address: string; symbol: string }[]>`
    select t.id, t.current_price_cents::text, m.mint_address, t.symbol from tokens t join token_mints m on m.token_id = t.id
    where t.kind = 'art' and t.current_price_cents between 1000 and 20000 order by t.current_price_cents limit 1`;
  art = { id: row!.id, price: BigInt(row!.current_price_cents), mint: row!.mint_address, symbol: row!.symbol };
});

/** A verified person holding `quantity` of the art token, as if bought. */
const investor = (quantity: bigint, options: { verified?: boolean } = {}) =>
  investorHolding(t, art.id, quantity, options);

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const wallet = async () => (await generateKeyPairSigner()).address;

async function saveAddress(token: string, to: string) {
  const saved = await post(token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ id: string }>();
}

const withdraw = (token: string, payload: object) =>
  post(token, '/api/tokens/withdraw', { token_id: art.id, wallet_type: 'solana', ...payload });

describe('withdrawals to the investor’s own wallet', () => {
  it('sends the tokens on chain exactly once and records them as held outside', async () => {
    const person = await investor(10n);
    const to = await wallet();
    await saveAddress(person.token, to);
    // The owner is told at once, with the time it becomes usable.
    expect((await mailsTo(t, person.email)).map((m) => m.subject)).toContain(
      'A withdrawal address was added to your account',
    );

    const response = await withdraw(person.token, { amount: '4', wallet_address: to });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = Withdrawal.parse(response.json());
    expect(accepted).toMatchObject({ status: 'processing', amount: '4', wallet_address: to });
    expect(await holding(sql, art.id, person.id)).toBe(6n);

    await withdrawals.sendOne(accepted.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(4n);
    // Run again (a retried job): nothing more is sent.
    await withdrawals.sendOne(accepted.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(4n);
    // The owner is told once it is final, once, with where it went and the way out if it was not them.
    const sent = (await mailsTo(t, person.email)).filter((m) => m.template === 'value_sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your withdrawal of 4 ${art.symbol} was sent`);
    expect(sent[0]!.body_text).toContain(to);
    expect(sent[0]!.body_text).toContain(`/operations/${accepted.id}`);
    expect(sent[0]!.body_text).toContain('sign out of your other devices');

    const operations = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(person.token) })).json(),
    );
    const operation = operations.find((o) => o.id === accepted.id)!;
    expect(operation).toMatchObject({ type: 'withdraw', status: 'success', charge: null });
    expect(operation.withdrawal).toMatchObject({ status: 'success', amount: '4' });
    expect(operation.withdrawal!.signature).toBeTruthy();
    expect(operation.withdrawal!.explorer_url).toBe(`/transparency/tx/${operation.withdrawal!.signature}`);

    // The embedded chain's own view of the transaction: the recipient's account went from 0 to 4.
    const view = ChainTransactionView.parse(
      (await app.inject({ url: `/api/transparency/transactions/${operation.withdrawal!.signature}` })).json(),
    );
    expect(view.error).toBeNull();
    expect(view.changes.find((c) => c.owner === to)).toMatchObject({ before: '0', after: '4', mint: art.mint });
    expect(view.changes.find((c) => c.owner === to)!.symbol).toMatch(/\S/);
    const unknown = await app.inject({ url: `/api/transparency/transactions/${'1'.repeat(88)}` });
    expect(unknown.statusCode).toBe(404);
    // What is not a signature names no transaction either: the same 404, not a field error.
    for (const malformed of ['abc', '0'.repeat(88), 'x'.repeat(95)]) {
      const answer = await app.inject({ url: `/api/transparency/transactions/${malformed}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found' });
    }

    // Custody: the treasury on chain is the emission less what is held outside.
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    const [outside] = await sql<{ balance: string }[]>`
      select balance::text from ledger_accounts where token_id = ${art.id} and kind = 'onchain'`;
    expect(BigInt(outside!.balance)).toBeGreaterThanOrEqual(4n);
    await expectLedgerSound(sql);
  });

  it('resends the stored transaction after a crash, and signs anew only once its blockhash has expired', async () => {
    const person = await investor(9n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const held = async () => chain.tokenHolding(address(to), address(art.mint));

    // Crash after storing, before sending: the next run sends the same bytes.
    const first = Withdrawal.parse((await withdraw(person.token, { amount: '3', wallet_address: to })).json());
    const stored = await withdrawals.prepare(first.id);
    expect(stored).not.toBeNull();
    await withdrawals.sendOne(first.id);
    const [one] = await sql<{ signature: string; signings: number }[]>`
      select signature, signings from withdrawals where id = ${first.id}`;
    expect(one).toMatchObject({ signature: stored!.signature, signings: 1 });
    expect(await held()).toBe(3n);

    // Crash after sending, before recording: the run finds it on chain and sends nothing more.
    const second = Withdrawal.parse((await withdraw(person.token, { amount: '2', wallet_address: to })).json());
    const signed = (await withdrawals.prepare(second.id))!;
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    await withdrawals.sendOne(second.id);
    expect(await held()).toBe(5n);
    expect((await sql<{ status: string }[]>`select status from withdrawals where id = ${second.id}`)[0]!.status).toBe(
      'success',
    );

    // Signed, never sent, and the blockhash expired meanwhile: signed anew, sent once.
    const third = Withdrawal.parse((await withdraw(person.token, { amount: '4', wallet_address: to })).json());
    const stale = (await withdrawals.prepare(third.id))!;
    const [row] = await sql<{ blockhash: string }[]>`select blockhash from withdrawals where id = ${third.id}`;
    const blockhash = row!.blockhash;
    // Another transaction landing first leaves it valid, as on a cluster (a blockhash lives ~150 slots)...
    await chain.mintTestUsdc((await chain.devPayer()).address, 1n);
    expect(await chain.blockhashValid(blockhash)).toBe(true);
    // ...until the chain has moved on past its lifetime.
    await chain.expireBlockhashes();
    expect(await chain.blockhashValid(blockhash)).toBe(false);
    // Sent as it is, the chain refuses it as expired (never as a failure): only then is it signed anew.
    expect(await chain.sendSigned(stale.wire)).toBe('expired');
    await withdrawals.sendOne(third.id);
    const [three] = await sql<{ signature: string; signings: number; status: string }[]>`
      select signature, signings, status from withdrawals where id = ${third.id}`;
    expect(three).toMatchObject({ signings: 2, status: 'success' });
    expect(three!.signature).not.toBe(stale.signature);
    expect(await chain.isConfirmed(stale.signature)).toBe(false);
    expect(await held()).toBe(9n);
    expect(await holding(sql, art.id, person.id)).toBe(0n);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await expectLedgerSound(sql);
  });

  it('refuses what SPEC §5 and the issue forbid, with messages on the fields', async () => {
    const person = await investor(5n);
    const to = await wallet();
    // Not saved yet.
    const unsaved = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().errors.wallet_address).toMatch(/Save this address first/);
    await saveAddress(person.token, to);
    const cases: [object, string, RegExp][] = [
      [{ amount: '6', wallet_address: to }, 'amount', /You can withdraw at most 5 of this token/],
      [{ amount: '0', wallet_address: to }, 'amount', /At least one token/],
      // One rule for every token: less than one token, then whole tokens only, as INDEX below.
      [{ amount: '0.5', wallet_address: to }, 'amount', /At least one token/],
      [{ amount: '1.5', wallet_address: to }, 'amount', /^Only whole tokens can be withdrawn$/],
      [{ amount: '', wallet_address: to }, 'amount', /^This is a required field$/],
      [{ amount: '1', wallet_address: '' }, 'wallet_address', /required/],
      [{ amount: '1', wallet_address: '0xabc' }, 'wallet_address', /Only a devnet Solana address/],
    ];
    for (const [payload, name, message] of cases) {
      const response = await withdraw(person.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[name], JSON.stringify(payload)).toMatch(message);
    }
    // Missing fields are required, as everywhere: not "must be correct", not "only a Solana address".
    const missing = await post(person.token, '/api/tokens/withdraw', { amount: '1', wallet_address: to });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      token_id: 'This is a required field',
      wallet_type: 'This is a required field',
    });
    // INDEX is held to six decimals, yet withdrawn whole (SPEC §5).
    const [index] = await sql<{ id: string }[]>`select id from tokens where kind = 'index'`;
    const indexHolder = await investorHolding(t, index!.id, 2_500_000n);
    await saveAddress(indexHolder.token, to);
    const fraction = await withdraw(indexHolder.token, { token_id: index!.id, amount: '1.5', wallet_address: to });
    expect(fraction.statusCode, fraction.body).toBe(400);
    expect(fraction.json().errors.amount).toBe('Only whole tokens can be withdrawn');
    // More than held names the whole tokens of 2.5 INDEX, as the page's "All" does, not 2.5.
    const over = await withdraw(indexHolder.token, { token_id: index!.id, amount: '3', wallet_address: to });
    expect(over.json().errors.amount).toBe('You can withdraw at most 2 of this token');
    // In Russian too.
    const ru = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw?_locale=ru',
      headers: bearer(person.token),
      payload: { token_id: art.id, wallet_type: 'solana', amount: '6', wallet_address: to },
    });
    expect(ru.json().errors.amount).toBe('Можно вывести не больше 5');

    // Addresses that are not someone's wallet, or are the platform's own.
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: await chain.treasury(),
      mint: address(art.mint),
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    for (const [candidate, message] of [
      [await chain.treasury(), /platform's own/],
      [art.mint, /not a wallet/],
      [tokenAccount, /not a wallet/],
      ['TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', /not a wallet/],
      // Reserved on every cluster, though the embedded runtime holds no account there (an outside
      // tester saved each of these and could withdraw to it).
      ['Config1111111111111111111111111111111111111', /not a wallet/],
      ['Feature111111111111111111111111111111111111', /not a wallet/],
      ['NativeLoader1111111111111111111111111111111', /not a wallet/],
      ['So11111111111111111111111111111111111111112', /not a wallet/],
      ['metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s', /not a wallet/],
    ] as const) {
      const refused = await post(person.token, '/api/tokens/withdraw-addresses', {
        wallet_type: 'solana',
        address: candidate,
      });
      expect(refused.statusCode, candidate).toBe(400);
      expect(refused.json().errors.address).toMatch(message);
    }
    // The same address twice.
    const twice = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
    expect(twice.json().errors.address).toBe('This address is saved already');
    // At the limit of saved addresses, one already saved is still said to be so; a new one is refused for the limit.
    const list = async () =>
      WithdrawAddressList.parse(
        (await app.inject({ url: '/api/tokens/withdraw-addresses', headers: bearer(person.token) })).json(),
      ).addresses;
    for (let n = (await list()).length; n < 20; n += 1) {
      const added = await post(person.token, '/api/tokens/withdraw-addresses', {
        wallet_type: 'solana',
        address: await wallet(),
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const atLimit = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
    expect(atLimit.json().errors.address).toBe('This address is saved already');
    const beyond = await post(person.token, '/api/tokens/withdraw-addresses', {
      wallet_type: 'solana',
      address: await wallet(),
    });
    expect(beyond.json().errors.address).toBe('At most 20 saved addresses: remove one first');

    // Not verified: no withdrawal at all.
    const unverified = await investor(3n, { verified: false });
    await saveAddress(unverified.token, to);
    const kyc = await withdraw(unverified.token, { amount: '1', wallet_address: to });
    // A refusal like the others (issue 11), not a 403: the page shows its KYC gate from the account.
    expect(kyc.statusCode).toBe(400);
    // Said on the token chosen, as every refusal of the form is said on a field (issue 11).
    expect(kyc.json()).toEqual({
      message: 'Verify your identity to withdraw tokens',
      errors: { token_id: 'Verify your identity to withdraw tokens' },
    });
    const kycRu = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw?_locale=ru',
      headers: bearer(unverified.token),
      payload: { token_id: art.id, wallet_type: 'solana', amount: '1', wallet_address: to },
    });
    expect(kycRu.statusCode).toBe(400);
    expect(kycRu.json().errors).toEqual({ token_id: 'Чтобы выводить токены, подтвердите личность' });

    // Flag off: closed.
    await setFlag(sql, 'withdraw', false);
    const closed = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({
      message: 'Withdrawals are switched off for now',
      errors: { token_id: 'Withdrawals are switched off for now' },
    });
    await setFlag(sql, 'withdraw', true);
    expect(await holding(sql, art.id, person.id)).toBe(5n);
    await expectLedgerSound(sql);
  });

  it('refuses deposit addresses, the person’s own or another’s, when saved and when used', async () => {
    await setFlag(sql, 'deposit', true);
    const person = await investor(5n);
    const other = await investor(0n);
    const depositOf = async (token: string) =>
      (await app.inject({ url: '/api/tokens/deposit-address?wallet_type=solana', headers: bearer(token) })).json<{
        address: string;
      }>().address;
    for (const candidate of [await depositOf(person.token), await depositOf(other.token)]) {
      const refused = await post(person.token, '/api/tokens/withdraw-addresses', {
        wallet_type: 'solana',
        address: candidate,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.address).toBe("This is the platform's own address");
    }
    // Saved while nobody's deposit address, then one: no longer usable.
    const to = await wallet();
    await saveAddress(person.token, to);
    const third = await investor(0n);
    await sql`insert into deposit_addresses (user_id, wallet_type, address) values (${third.id}, 'solana', ${to})`;
    const refused = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.wallet_address).toBe("This is the platform's own address");
  });

  it('tells a withdrawal that loses its tokens to another movement what the person holds then, with no 500', async () => {
    const person = await investor(3n);
    const to = await wallet();
    await saveAddress(person.token, to);
    // A movement that takes no lock of the person (an operator's refund, say) spends the 3 and
    // holds the account until it commits: the withdrawal reads 3, then waits, then finds 0.
    let pending: ReturnType<typeof withdraw> | undefined;
    await sql.begin(async (tx) => {
      await transfer(tx, 'purchase', [
        {
          tokenId: art.id,
          from: await account(tx, art.id, 'user', person.id),
          to: await treasuryOf(tx, art.id),
          quantity: 3n,
        },
      ]);
      pending = withdraw(person.token, { amount: '3', wallet_address: to });
      await lockWaitSeen(sql);
    });
    const refused = await pending!;
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.amount).toBe('You can withdraw at most 0 of this token');
    expect(await holding(sql, art.id, person.id)).toBe(0n);
    await expectLedgerSound(sql);
  });

  it('makes one withdrawal of a request sent twice (its request_id), at once or later, with two-factor on', async () => {
    const person = await investor(5n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const totp = await enableTwoFactor(t, person.id);
    // A double click: the same request again at once, carrying the code the first used. Twenty at
    // once, more than the connection pool holds: the repeats waiting for the person's lock must not
    // starve the first of a connection (an outside tester's burst hung every request of the server).
    const body = { amount: '2', wallet_address: to, code: totp.code(), request_id: randomUUID() };
    const burst = await Promise.all(Array.from({ length: 20 }, () => withdraw(person.token, body)));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    const first = Withdrawal.parse(burst[0]!.json());
    expect(new Set(burst.map((r) => Withdrawal.parse(r.json()).id))).toEqual(new Set([first.id]));
    // Sent again after its answer was lost: the same withdrawal, nothing more taken.
    const later = await withdraw(person.token, body);
    expect(Withdrawal.parse(later.json()).id).toBe(first.id);
    // Whatever changed since (the flag switched off, the code left out), it is still the one it made.
    await setFlag(sql, 'withdraw', false);
    const meanwhile = await withdraw(person.token, { ...body, code: undefined });
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);
    expect(Withdrawal.parse(meanwhile.json()).id).toBe(first.id);
    await setFlag(sql, 'withdraw', true);
    // "2.0" is the same amount; another amount or address under the same id is no repeat, and is
    // refused rather than answered with a withdrawal it did not ask for.
    expect(Withdrawal.parse((await withdraw(person.token, { ...body, amount: '2.0' })).json()).id).toBe(first.id);
    for (const other of [{ amount: '3' }, { wallet_address: await wallet() }]) {
      const reused = await withdraw(person.token, { ...body, ...other });
      expect(reused.statusCode, reused.body).toBe(400);
      expect(reused.json()).toEqual({
        message: 'This request was already made with other figures: see your operations',
        errors: { request_id: 'This request was already made with other figures: see your operations' },
      });
    }
    expect(await holding(sql, art.id, person.id)).toBe(3n);
    const [count] = await sql<
      { n: string }[]
    >`select count(*)::text as n from withdrawals where user_id = ${person.id}`;
    expect(count!.n).toBe('1');
    // Another request is another withdrawal, with a code of its own.
    const next = await withdraw(person.token, { ...body, code: totp.code(1), request_id: randomUUID() });
    expect(next.statusCode, next.body).toBe(200);
    expect(Withdrawal.parse(next.json()).id).not.toBe(first.id);
    expect(await holding(sql, art.id, person.id)).toBe(1n);
    const bad = await withdraw(person.token, { ...body, request_id: 'again' });
    expect(bad.json().errors).toEqual({ request_id: 'The field must be correct' });
    await expectLedgerSound(sql);
  });

  it('paces wrong codes sent all at once as those sent one by one, and sends nothing', async () => {
    const person = await investor(3n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const totp = await enableTwoFactor(t, person.id);
    const wrong = totp.code() === '000000' ? '111111' : '000000';
    // Forty guesses at once from one address: three are checked, the rest held back (429).
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => withdraw(person.token, { amount: '1', wallet_address: to, code: wrong })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    expect(await holding(sql, art.id, person.id)).toBe(3n);
  });

  it('tells a refused amount before a wrong code, and spends no guess of the code on it', async () => {
    const person = await investor(7n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const totp = await enableTwoFactor(t, person.id);
    const wrong = totp.code() === '000000' ? '111111' : '000000';
    // An outside tester's mistyped code with a fraction, nothing, or more than held: each was told
    // "wrong code" only, and the fourth try was held back as a guess (429).
    const told = [];
    for (const amount of ['2.5', '0', '500', '8']) {
      told.push((await withdraw(person.token, { amount, wallet_address: to, code: wrong })).json().errors);
    }
    expect(told).toEqual([
      { amount: 'Only whole tokens can be withdrawn' },
      { amount: 'At least one token' },
      { amount: 'You can withdraw at most 7 of this token' },
      { amount: 'You can withdraw at most 7 of this token' },
    ]);
    const [logged] = await sql<{ count: number }[]>`
      select count(*)::int as count from security_log where user_id = ${person.id} and event = 'two_factor_failed'`;
    expect(logged!.count).toBe(0);
    // The code itself is still judged first among what it guards: a wrong one is said, unpaced.
    const wrongCode = await withdraw(person.token, { amount: '1', wallet_address: to, code: wrong });
    expect(wrongCode.json().errors).toEqual({ code: 'Wrong code, check digits' });
    const right = await withdraw(person.token, { amount: '1', wallet_address: to, code: totp.code() });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('caps wrong codes from many addresses at the account: the right code waits too, until the window moves on', async () => {
    const person = await investor(3n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const totp = await enableTwoFactor(t, person.id);
    const near = [totp.code(-1), totp.code(), totp.code(1)];
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
    const from = (address: string, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/tokens/withdraw',
        headers: bearer(person.token),
        remoteAddress: address,
        payload: { token_id: art.id, wallet_type: 'solana', amount: '1', wallet_address: to, code },
      });
    // One guess from each of ten addresses: no address is slowed, but the account counts them all
    // (an outside tester guessed a sale's code 34 times a second this way).
    for (let i = 1; i <= 10; i += 1) {
      const guess = await from(`10.77.0.${i}`, wrong);
      expect(guess.statusCode, guess.body).toBe(400);
    }
    const capped = await from('10.77.1.1', totp.code());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errors).toEqual({ code: 'Too many wrong codes: try again in 15 min' });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(800);
    expect(await holding(sql, art.id, person.id)).toBe(3n);
    await sql`update rate_limits set window_start = now() - interval '16 minutes' where key = ${`held-code-failures:${person.id}`}`;
    const later = await from('10.77.1.2', totp.code());
    expect(later.statusCode, later.body).toBe(200);
  });

  it('asks for the two-factor code when it is on, and a new address waits before it can be used', async () => {
    const person = await investor(3n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const totp = await enableTwoFactor(t, person.id);
    const missing = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(missing.json().errors.code).toBe('This is a required field');
    const wrong = await withdraw(person.token, { amount: '1', wallet_address: to, code: '000000' });
    expect(wrong.json().errors.code).toBe('Wrong code, check digits');
    const right = await withdraw(person.token, { amount: '1', wallet_address: to, code: totp.code() });
    expect(right.statusCode, right.body).toBe(200);
    // The same code again (a second withdrawal within the step): right digits, already used.
    const again = await post(person.token, '/api/tokens/withdraw?_locale=ru', {
      token_id: art.id,
      wallet_type: 'solana',
      amount: '1',
      wallet_address: to,
      code: totp.code(),
    });
    expect(again.json().errors).toEqual({ code: 'Этот код уже использован: дождитесь следующего' });
    // The console's security log tells the right code sent again from the wrong one.
    const operator = await createStaff(t);
    const log = (await app.inject({ url: `/api/admin/users/${person.id}`, headers: bearer(operator.token) })).json<{
      security_log: { event: string }[];
    }>().security_log;
    expect(log.map((e) => e.event).filter((e) => e.startsWith('two_factor_'))).toEqual([
      'two_factor_code_reused',
      'two_factor_failed',
    ]);
    // And a sign-in whose code is still to come from the sign-in it becomes (the operator's own).
    const own = (await app.inject({ url: `/api/admin/users/${operator.id}`, headers: bearer(operator.token) })).json<{
      security_log: { event: string }[];
    }>().security_log;
    expect(own.map((e) => e.event).filter((e) => e.startsWith('sign_in') || e === 'two_factor_passed')).toEqual([
      'sign_in',
      'two_factor_passed',
      'sign_in_code_awaited',
    ]);

    // An address added just now with the default delay is not usable yet; removing it is immediate.
    await sql`update withdraw_addresses set usable_at = now() + interval '23 hours 30 minutes' where address = ${to}`;
    const waiting = await withdraw(person.token, { amount: '1', wallet_address: to, code: totp.code(1) });
    expect(waiting.json().errors.wallet_address).toMatch(/usable in 24 h/);
    const list = WithdrawAddressList.parse(
      (await app.inject({ url: '/api/tokens/withdraw-addresses', headers: bearer(person.token) })).json(),
    );
    // Sent with the JSON content type and no body, as many clients send a DELETE: removed all the same.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/withdraw-addresses/${list.addresses[0]!.id}`,
      headers: { ...bearer(person.token), 'content-type': 'application/json' },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // Removed already, or no id at all: not found, as any path naming nothing is.
    for (const id of [list.addresses[0]!.id, 'not-an-id']) {
      const missing = await app.inject({
        method: 'DELETE',
        url: `/api/tokens/withdraw-addresses/${id}`,
        headers: bearer(person.token),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
    }
    const gone = WithdrawAddressList.parse(
      (await app.inject({ url: '/api/tokens/withdraw-addresses', headers: bearer(person.token) })).json(),
    );
    expect(gone.addresses).toEqual([]);
  });

  it('asks for the two-factor code when it is on to save an address, before the address is saved or announced', async () => {
    const person = await investor(1n);
    const totp = await enableTwoFactor(t, person.id);
    const to = await wallet();
    const save = (payload: object) =>
      post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to, ...payload });
    const missing = await save({});
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors).toEqual({ code: 'This is a required field' });
    const wrong = await save({ code: totp.code() === '000000' ? '111111' : '000000' });
    expect(wrong.json().errors).toEqual({ code: 'Wrong code, check digits' });
    // Nothing saved, nobody told: a session alone names no wallet (an outside tester's stolen-session case).
    expect(await sql`select 1 from withdraw_addresses where user_id = ${person.id}`).toHaveLength(0);
    expect((await mailsTo(t, person.email)).map((m) => m.subject)).not.toContain(
      'A withdrawal address was added to your account',
    );
    const [failed] = await sql<{ n: string }[]>`
      select count(*)::text as n from security_log
      where user_id = ${person.id} and event = 'two_factor_failed' and details->>'during' = 'withdraw_address'`;
    expect(failed!.n).toBe('1');
    // What needs no code is said before the code is spent: an address that is no wallet.
    const notWallet = await save({ address: art.mint, code: totp.code() });
    expect(notWallet.json().errors.address).toMatch(/not a wallet/);
    const right = await save({ code: totp.code() });
    expect(right.statusCode, right.body).toBe(200);
    expect(WithdrawAddress.parse(right.json()).address).toBe(to);
    // The same code again: right digits, already used; and already saved is said before the code.
    const another = await save({ address: await wallet(), code: totp.code() });
    expect(another.json().errors).toEqual({ code: 'This code has been used already: wait for the next one' });
    const twice = await save({ code: totp.code(1) });
    expect(twice.json().errors).toEqual({ address: 'This address is saved already' });
  });

  it('holds large withdrawals for an operator, who approves or rejects them; the daily limit holds', async () => {
    const operator = await createStaff(t);
    // 5000 USD and more needs approval; the daily limit is 20000 USD.
    const perToken = art.price;
    const large = (5000n * 100n) / perToken + 1n;
    const person = await investor(large * 5n);
    const to = await wallet();
    await saveAddress(person.token, to);

    const held = Withdrawal.parse(
      (await withdraw(person.token, { amount: large.toString(), wallet_address: to })).json(),
    );
    expect(held.status).toBe('awaiting_approval');
    await withdrawals.sendOne(held.id); // nothing happens while it waits
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(0n);

    const queue = await app.inject({
      url: '/api/admin/withdrawals?status=awaiting_approval',
      headers: bearer(operator.token),
    });
    expect(queue.json().withdrawals.map((w: { id: string }) => w.id)).toContain(held.id);
    // A price raised tenfold while it waits: the queue says today's value beside the one asked for.
    await sql`update tokens set current_price_cents = current_price_cents * 10 where id = ${art.id}`;
    const repriced = (
      await app.inject({ url: '/api/admin/withdrawals?status=awaiting_approval', headers: bearer(operator.token) })
    ).json<{ withdrawals: { id: string; value: string; value_now: string }[] }>();
    await sql`update tokens set current_price_cents = ${art.price.toString()} where id = ${art.id}`;
    expect(repriced.withdrawals.find((w) => w.id === held.id)).toMatchObject({
      value: formatCents(large * perToken),
      value_now: formatCents(large * perToken * 10n),
    });
    // Withdrawals switched off meanwhile: approving is refused, saying why, and sends nothing.
    await setFlag(sql, 'withdraw', false);
    const closed = await post(operator.token, `/api/admin/withdrawals/${held.id}/approve`, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Withdrawals are switched off: switch them on in Features to approve one');
    await setFlag(sql, 'withdraw', true);
    const approved = await post(operator.token, `/api/admin/withdrawals/${held.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('processing');
    await withdrawals.sendOne(held.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(large);
    const again = await post(operator.token, `/api/admin/withdrawals/${held.id}/approve`, {});
    expect(again.statusCode).toBe(409);

    // The threshold is on the day's total: after it, even one token waits for an operator, so
    // splitting a large withdrawal into small ones does not pass unseen.
    const small = Withdrawal.parse((await withdraw(person.token, { amount: '1', wallet_address: to })).json());
    expect(small.status).toBe('awaiting_approval');
    expect(
      (await post(operator.token, `/api/admin/withdrawals/${small.id}/reject`, { reason: 'Split' })).statusCode,
    ).toBe(200);
    const fresh = await investor(large);
    await saveAddress(fresh.token, to);
    const under = (large - 1n) / 2n;
    const firstHalf = Withdrawal.parse(
      (await withdraw(fresh.token, { amount: under.toString(), wallet_address: to })).json(),
    );
    expect(firstHalf.status).toBe('processing');
    const secondHalf = Withdrawal.parse(
      (await withdraw(fresh.token, { amount: (large - under).toString(), wallet_address: to })).json(),
    );
    expect(secondHalf.status).toBe('awaiting_approval');

    const refused = Withdrawal.parse(
      (await withdraw(person.token, { amount: large.toString(), wallet_address: to })).json(),
    );
    const rejected = await post(operator.token, `/api/admin/withdrawals/${refused.id}/reject`, {
      reason: 'Please tell us where the funds come from',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Please tell us where the funds come from',
      cause: null,
    });
    expect(await holding(sql, art.id, person.id)).toBe(large * 4n);
    // The person hears of each decision, a refusal with its reason, each with its operation.
    const decisions = (await mailsTo(t, person.email)).filter((m) => m.template === 'operator_decision');
    expect(decisions.map((m) => m.subject)).toEqual([
      'Your withdrawal was not approved',
      'Your withdrawal was not approved',
      'Your withdrawal is approved',
    ]);
    expect(decisions[0]!.body_text).toContain(`${formatDecimalText(String(large), 'en')} ${art.symbol}`);
    expect(decisions[0]!.body_text).toContain('Reason: Please tell us where the funds come from');
    expect(decisions[0]!.body_text).toContain(`/operations/${refused.id}`);
    expect(decisions[2]!.body_text).toContain(`/operations/${held.id}`);

    // Investors cannot decide their own.
    const own = await post(person.token, `/api/admin/withdrawals/${refused.id}/approve`, {});
    expect(own.statusCode).toBe(403);

    // Beyond the daily limit (approved + pending count; rejected does not).
    for (let i = 0; i < 2; i += 1) {
      const ok = await withdraw(person.token, { amount: large.toString(), wallet_address: to });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const over = await withdraw(person.token, { amount: large.toString(), wallet_address: to });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toMatch(/daily limit for withdrawals and sales/);
    await expectLedgerSound(sql);
  });

  it('takes "1.0" of an art token as 1, as "1.000000" of INDEX', async () => {
    const person = await investor(2n);
    const to = await wallet();
    await saveAddress(person.token, to);
    const one = await withdraw(person.token, { amount: '1.0', wallet_address: to });
    expect(one.statusCode, one.body).toBe(200);
    expect(Withdrawal.parse(one.json()).amount).toBe('1');
    const [index] = await sql<{ id: string }[]>`select id from tokens where kind = 'index'`;
    const indexHolder = await investorHolding(t, index!.id, 2_000_000n);
    await saveAddress(indexHolder.token, to);
    const whole = await withdraw(indexHolder.token, { token_id: index!.id, amount: '1.000000', wallet_address: to });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(Withdrawal.parse(whole.json()).amount).toBe('1');
    expect(await holding(sql, art.id, person.id)).toBe(1n);
    await expectLedgerSound(sql);
  });

  it('refuses withdrawals waiting for approval to an address the person removes, tokens back, audited; approving one then is 409', async () => {
    const operator = await createStaff(t);
    const large = (5000n * 100n) / art.price + 1n;
    const person = await investor(large * 3n);
    // Their account is in Russian: no sentence in it is stored, only the cause, which each
    // screen words in its reader's language.
    await sql`update users set language = 'ru' where id = ${person.id}`;
    const [to, kept] = [await wallet(), await wallet()];
    const saved = await saveAddress(person.token, to);
    await saveAddress(person.token, kept);
    const ask = async (wallet_address: string) =>
      Withdrawal.parse((await withdraw(person.token, { amount: large.toString(), wallet_address })).json());
    const [first, second, elsewhere] = [await ask(to), await ask(to), await ask(kept)];
    for (const w of [first, second, elsewhere]) expect(w.status).toBe('awaiting_approval');
    expect(await holding(sql, art.id, person.id)).toBe(0n);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/withdraw-addresses/${saved.id}`,
      headers: bearer(person.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);

    // Refused as an operator's rejection refuses them, the tokens back, with the cause and no reason.
    for (const w of [first, second]) {
      const operation = Order.parse(
        (await app.inject({ url: `/api/order/${w.id}`, headers: bearer(person.token) })).json(),
      );
      expect(operation).toMatchObject({ type: 'withdraw', status: 'canceled' });
      expect(operation.withdrawal).toMatchObject({ status: 'rejected', reason: null, cause: 'address_removed' });
    }
    // The console reads the same cause.
    const staffList = (
      await app.inject({ url: '/api/admin/withdrawals?status=rejected', headers: bearer(operator.token) })
    ).json<{ withdrawals: { id: string; reason: string | null; cause: string | null }[] }>();
    expect(staffList.withdrawals.find((w) => w.id === first.id)).toMatchObject({
      reason: null,
      cause: 'address_removed',
    });
    expect(await holding(sql, art.id, person.id)).toBe(large * 2n);
    // The one to the address kept still waits.
    const [stillWaiting] = await sql<{ status: string }[]>`select status from withdrawals where id = ${elsewhere.id}`;
    expect(stillWaiting!.status).toBe('awaiting_approval');

    // Approving (or rejecting) one now is 409, as for any decided withdrawal, and nothing is sent.
    const late = await post(operator.token, `/api/admin/withdrawals/${first.id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This withdrawal is not waiting for approval');
    const lateReject = await post(operator.token, `/api/admin/withdrawals/${second.id}/reject`, { reason: 'x' });
    expect(lateReject.statusCode).toBe(409);
    await withdrawals.sendOne(first.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(0n);

    // Audited in the removal's transaction: each refusal as the person's own act, then the removal.
    const audit = await sql<{ action: string; subject_id: string; after: Record<string, unknown> }[]>`
      select action, subject_id, after from audit_log where actor_id = ${person.id} and seq > (
        select max(seq) from audit_log where actor_id = ${person.id} and action = 'withdraw.request')
      order by seq`;
    expect(audit.map((a) => [a.action, a.subject_id])).toEqual([
      ['withdraw.reject', first.id],
      ['withdraw.reject', second.id],
      ['account.withdraw_address_removed', person.id],
    ]);
    expect(audit[0]!.after).toMatchObject({ status: 'rejected', reason: null, cause: 'address_removed' });
    expect(audit[2]!.after).toMatchObject({ address: to, refused_withdrawals: 2, refused_sales: 0 });
    await expectLedgerSound(sql);
  });

  it('refuses a removal of another person’s address, and leaves their withdrawals waiting', async () => {
    const large = (5000n * 100n) / art.price + 1n;
    const owner = await investor(large);
    const intruder = await investor(0n);
    const to = await wallet();
    const saved = await saveAddress(owner.token, to);
    const waiting = Withdrawal.parse(
      (await withdraw(owner.token, { amount: large.toString(), wallet_address: to })).json(),
    );
    expect(waiting.status).toBe('awaiting_approval');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/withdraw-addresses/${saved.id}`,
      headers: bearer(intruder.token),
    });
    expect(refused.statusCode).toBe(404);
    const [row] = await sql<{ status: string }[]>`select status from withdrawals where id = ${waiting.id}`;
    expect(row!.status).toBe('awaiting_approval');
  });

  it('answers a signed-in person in their account’s language when the request names none', async () => {
    const person = await investor(1n, { verified: false });
    await sql`update users set language = 'ru' where id = ${person.id}`;
    const to = await wallet();
    await saveAddress(person.token, to);
    const payload = { token_id: art.id, wallet_type: 'solana', amount: '1', wallet_address: to };
    const bare = await post(person.token, '/api/tokens/withdraw', payload);
    expect(bare.json().message).toBe('Чтобы выводить токены, подтвердите личность');
    // The request's own choice comes first: `_locale`, then Accept-Language.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: { ...bearer(person.token), 'accept-language': 'en-US,en;q=0.9' },
      payload,
    });
    expect(asked.json().message).toBe('Verify your identity to withdraw tokens');
    const named = await post(person.token, '/api/tokens/withdraw?_locale=en', payload);
    expect(named.json().message).toBe('Verify your identity to withdraw tokens');
  });

  it('withdraws to the test wallet, which shows what it received (outside production)', async () => {
    const person = await investor(3n);
    const before = DevWalletResponse.parse((await app.inject({ url: '/api/dev/chain/wallet' })).json());
    await saveAddress(person.token, before.address);
    const sent = Withdrawal.parse(
      (await withdraw(person.token, { amount: '3', wallet_address: before.address })).json(),
    );
    await withdrawals.sendOne(sent.id);
    const after = DevWalletResponse.parse((await app.inject({ url: '/api/dev/chain/wallet' })).json());
    const held = (w: DevWalletResponse) => BigInt(w.tokens.find((x) => x.token_id === art.id)?.amount ?? '0');
    expect(held(after) - held(before)).toBe(3n);
    expect(after.tokens.length).toBeGreaterThan(1);
  });

  it('stops withdrawals of a token whose chain and ledger disagree, those already accepted too', async () => {
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    const person = await investor(3n);
    const to = await wallet();
    await saveAddress(person.token, to);
    // Accepted just before the check finds a difference: it is not signed while they disagree.
    const accepted = Withdrawal.parse((await withdraw(person.token, { amount: '1', wallet_address: to })).json());
    expect(accepted.status).toBe('processing');
    await sql`update token_reconciliations set reconciled = false, problem = '{"kind": "text", "text": "test"}' where token_id = ${art.id}`;
    const paused = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(paused.json().errors.token_id).toBe('Withdrawals of this token are paused while operators check it');
    await withdrawals.sendOne(accepted.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(0n);
    await sql`update withdrawals set created_at = now() - interval '1 minute' where id = ${accepted.id}`;
    await withdrawals.resumeDue();
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(0n);
    expect((await withdrawals.one(person.id, accepted.id)).status).toBe('processing');

    // Agreeing again, the held one goes with the minute's resume, and new ones are taken.
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await withdrawals.resumeDue();
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(1n);
    const resumed = await withdraw(person.token, { amount: '1', wallet_address: to });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await withdrawals.sendOne(resumed.json<{ id: string }>().id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(2n);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await expectLedgerSound(sql);
  });
});

describe('with the default wait for a new address (WITHDRAW_ADDRESS_DELAY_HOURS 24)', async () => {
  const waitingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-withdraw-wait-'));
  const waiting = await createTestApp({ DATA_DIR: waitingDir, RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  afterAll(() => fs.rmSync(waitingDir, { recursive: true, force: true }));

  it('lets the embedded chain’s test wallet be used at once, so the issue’s walk through works on npm start', async () => {
    await waiting.issuer.issueAll();
    await setFlag(waiting.sql, 'withdraw', true);
    const person = await investorHolding(waiting, art.id, 3n);
    const testWallet = DevWalletResponse.parse((await waiting.app.inject({ url: '/api/dev/chain/wallet' })).json());
    const save = (to: string) =>
      waiting.app.inject({
        method: 'POST',
        url: '/api/tokens/withdraw-addresses',
        headers: bearer(person.token),
        payload: { wallet_type: 'solana', address: to },
      });
    const own = await save(await wallet());
    const test = await save(testWallet.address);
    expect([own.statusCode, test.statusCode]).toEqual([200, 200]);
    // None when usable already (its usable time is taken just before the row is written).
    const hoursToWait = (saved: { created_at: string; usable_at: string }) =>
      Math.max(0, Math.round((Date.parse(saved.usable_at) - Date.parse(saved.created_at)) / 3_600_000));
    // Anyone else's address waits, as a stolen session's would; the test wallet is this machine's.
    expect(hoursToWait(own.json())).toBe(24);
    expect(hoursToWait(test.json())).toBe(0);
    const sent = await waiting.app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: bearer(person.token),
      payload: { token_id: art.id, wallet_type: 'solana', amount: '1', wallet_address: testWallet.address },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const refused = await waiting.app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: bearer(person.token),
      payload: { token_id: art.id, wallet_type: 'solana', amount: '1', wallet_address: own.json().address },
    });
    expect(refused.json().errors.wallet_address).toMatch(/usable in 24 h/);
  });
});
