import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { Order } from '@pinacoteca/contracts/orders/order';
import { Sale, StaffSalesResponse } from '@pinacoteca/contracts/tokens/sell';
import { formatUnits } from '@pinacoteca/contracts/units';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, enableTwoFactor, investorHolding, mailsTo } from '../../../test/accounts.ts';
import { expectLedgerSound, holding, treasuryBalance } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-sell-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  // These sales are worth millions: the daily limit and the approval threshold are tested in sales-limits.int.test.ts.
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '100000000',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, sales } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; priceCents: bigint };
let usdc: { mint: ReturnType<typeof address>; recipient: ReturnType<typeof address> };

beforeAll(async () => {
  await issuer.issueAll();
  const [row] = await sql<{ id: string; current_price_cents: string }[]>`
    select id, current_price_cents::text from tokens
    where kind = 'art' and current_price_cents > 0 order by current_price_cents limit 1`;
  art = { id: row!.id, priceCents: BigInt(row!.current_price_cents) };
  const target = await chain.paymentTarget();
  usdc = { mint: target.mint, recipient: target.recipient };
});

const investor = (quantity: bigint, options: { verified?: boolean } = {}) =>
  investorHolding(t, art.id, quantity, options);

const sell = (token: string, payload: object, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/tokens/sell?_locale=${locale}`,
    headers: bearer(token),
    payload: { token_id: art.id, ...payload },
  });
/** A fresh wallet of the person's, saved as their address (usable at once in this file). */
async function wallet(token?: string) {
  const address = (await generateKeyPairSigner()).address;
  if (token) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw-addresses',
      headers: bearer(token),
      payload: { wallet_type: 'solana', address },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return address;
}
const usdcOf = (owner: string) => chain.tokenBalance(address(owner), usdc.mint);

describe('selling back: the money-back guarantee', () => {
  it('buys the tokens back at the current price and pays USDC on chain exactly once', async () => {
    await chain.mintTestUsdc(usdc.recipient, 1_000_000n * 1_000_000n);
    const person = await investor(10n);
    // Money leaves only for a saved address, like tokens do.
    const unsaved = await sell(person.token, { amount: '1', payout_address: await wallet() });
    expect(unsaved.json().errors.payout_address).toMatch(/Save this address first/);
    const to = await wallet(person.token);
    const availableBefore = await treasuryBalance(sql, art.id);
    const response = await sell(person.token, { amount: '4', payout_address: to });
    expect(response.statusCode, response.body).toBe(200);
    const sale = Sale.parse(response.json());
    const owed = 4n * art.priceCents * 10_000n;
    expect(sale).toMatchObject({ status: 'processing', amount: '4', payout_address: to });
    // Money like every other amount: "54.00", not "54".
    expect(sale.payout).toBe(formatCents(4n * art.priceCents));
    expect(await holding(sql, art.id, person.id)).toBe(6n);
    // The tokens are on sale again.
    expect(await treasuryBalance(sql, art.id)).toBe(availableBefore + 4n);

    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(owed);
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(owed);
    // The seller is told once the USDC is there, once, with where it went.
    const paid = (await mailsTo(t, person.email)).filter((m) => m.template === 'value_sent');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.subject).toMatch(/^Your sale of 4 \S+ was paid$/);
    expect(paid[0]!.body_text).toContain(`paid ${formatUnits(owed, 6)} USDC to ${to}`);

    const operations = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(person.token) })).json(),
    );
    expect(operations[0]).toMatchObject({ type: 'selling', status: 'success', charge: null });
    expect(operations[0]!.sale).toMatchObject({ status: 'success', amount: '4', payout: sale.payout });
    expect(operations[0]!.sale!.explorer_url).toMatch(/^\/transparency\/tx\//);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await expectLedgerSound(sql);
  });

  it('makes one sale of a request sent many times at once (its request_id)', async () => {
    const person = await investor(4n);
    const to = await wallet(person.token);
    const body = { amount: '3', payout_address: to, request_id: randomUUID() };
    // More at once than the connection pool holds, none starving the first (see withdrawals).
    const burst = await Promise.all(Array.from({ length: 20 }, () => sell(person.token, body)));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    expect(new Set(burst.map((r) => Sale.parse(r.json()).id)).size).toBe(1);
    // The same id asking for another amount is no repeat: refused on the id, nothing sold.
    const reused = await sell(person.token, { ...body, amount: '1' }, 'ru');
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json().errors).toEqual({
      request_id: 'Этот запрос уже был отправлен с другими данными: посмотрите операции',
    });
    expect(await holding(sql, art.id, person.id)).toBe(1n);
    await expectLedgerSound(sql);
  });

  it('refuses the unverified, a missing or wrong code, more than held and a bad address', async () => {
    const unverified = await investor(3n, { verified: false });
    const kyc = await sell(unverified.token, { amount: '1', payout_address: await wallet() });
    // A refusal like the others (issue 11), not a 403: the page shows its KYC gate from the account.
    expect(kyc.statusCode).toBe(400);
    expect(kyc.json()).toEqual({
      message: 'Verify your identity to sell tokens',
      errors: { token_id: 'Verify your identity to sell tokens' },
    });
    const kycRu = await sell(unverified.token, { amount: '1', payout_address: await wallet() }, 'ru');
    expect(kycRu.statusCode).toBe(400);
    expect(kycRu.json().errors).toEqual({ token_id: 'Чтобы продавать токены, подтвердите личность' });
    // Said first, before anything about the address, as a withdrawal says it (even for the platform's own).
    const toOwn = await sell(unverified.token, { amount: '1', payout_address: await chain.treasury() });
    expect(toOwn.json().errors).toEqual({ token_id: 'Verify your identity to sell tokens' });

    const person = await investor(3n);
    const to = await wallet(person.token);
    const totp = await enableTwoFactor(t, person.id);
    expect((await sell(person.token, { amount: '1', payout_address: to })).json().errors.code).toBe(
      'This is a required field',
    );
    expect((await sell(person.token, { amount: '1', payout_address: to, code: '000000' })).json().errors.code).toBe(
      'Wrong code, check digits',
    );
    // More than held, with a mistyped code: told as the amount, before the code is judged.
    const held = await sell(person.token, { amount: '4', payout_address: to, code: '000000' }, 'ru');
    expect(held.json().errors).toEqual({ amount: 'Столько у вас нет: есть только 3' });
    const bad = await sell(person.token, { amount: '1', payout_address: 'nope', code: totp.code(1) });
    expect(bad.json().errors.payout_address).toBe('Only a devnet Solana address is accepted');
    const own = await sell(person.token, { amount: '1', payout_address: usdc.recipient, code: totp.code(1) });
    expect(own.json().errors.payout_address).toBe("This is the platform's own address");
    expect(await holding(sql, art.id, person.id)).toBe(3n);
  });

  it('says a fraction of an art token is not a token, nothing is too little, and takes "1.0" as 1', async () => {
    const person = await investor(3n);
    const to = await wallet(person.token);
    const fraction = await sell(person.token, { amount: '1.5', payout_address: to });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors).toEqual({ amount: 'Only whole tokens of a painting can be sold' });
    const fractionRu = await sell(person.token, { amount: '1.5', payout_address: to }, 'ru');
    expect(fractionRu.json().errors).toEqual({ amount: 'Продать можно только целые токены картины' });
    const half = await sell(person.token, { amount: '0.5', payout_address: to });
    expect(half.json().errors).toEqual({ amount: 'Only whole tokens of a painting can be sold' });
    const nothing = await sell(person.token, { amount: '0', payout_address: to }, 'ru');
    expect(nothing.json().errors).toEqual({ amount: 'Укажите больше нуля' });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/tokens/sell',
      headers: bearer(person.token),
      payload: { amount: '', payout_address: to },
    });
    expect(missing.json().errors).toEqual({ token_id: 'This is a required field', amount: 'This is a required field' });
    const one = await sell(person.token, { amount: '1.0', payout_address: to });
    expect(one.statusCode, one.body).toBe(200);
    expect(Sale.parse(one.json()).amount).toBe('1');
    expect(await holding(sql, art.id, person.id)).toBe(2n);
    await expectLedgerSound(sql);
  });

  it('reads a decimal comma as the point, as the Russian pages write amounts', async () => {
    const person = await investor(3n);
    const to = await wallet(person.token);
    const fraction = await sell(person.token, { amount: '1,5', payout_address: to }, 'ru');
    expect(fraction.json().errors).toEqual({ amount: 'Продать можно только целые токены картины' });
    const half = await sell(person.token, { amount: '0,5', payout_address: to });
    expect(half.json().errors).toEqual({ amount: 'Only whole tokens of a painting can be sold' });
    const thousands = await sell(person.token, { amount: '1,234.5', payout_address: to });
    expect(thousands.json().errors).toEqual({ amount: 'The field must be correct' });
    const places = await sell(person.token, { amount: '1,0000001', payout_address: to });
    expect(places.json().errors).toEqual({ amount: 'At most 6 decimal places' });
    // "1,000" is a thousand to an English reader and one to a Russian: refused, not guessed.
    for (const [locale, text] of [
      ['en', 'Write the amount without a thousands separator (1000), and a fraction with a point (1.5)'],
      ['ru', 'Запишите количество без разделителя тысяч (1000), а дробное — с точкой (1.5)'],
    ] as const) {
      const ambiguous = await sell(person.token, { amount: '1,000', payout_address: to }, locale);
      expect(ambiguous.statusCode).toBe(400);
      expect(ambiguous.json().errors).toEqual({ amount: text });
    }
    // A comma before fewer or more digits, or after a zero, reads one way only.
    const small = await sell(person.token, { amount: '0,125', payout_address: to });
    expect(small.json().errors).toEqual({ amount: 'Only whole tokens of a painting can be sold' });
    const one = await sell(person.token, { amount: '1,0', payout_address: to });
    expect(one.statusCode, one.body).toBe(200);
    expect(Sale.parse(one.json()).amount).toBe('1');
    expect(await holding(sql, art.id, person.id)).toBe(2n);
  });

  it('buys back the fraction of INDEX a swap or a bonus leaves: no holding is left without a way out', async () => {
    // The platform holds the USDC the first sale here was funded with.
    const [index] = await sql<{ id: string }[]>`select id from tokens where kind = 'index'`;
    const person = await investorHolding(t, index!.id, 1_127_956n);
    const to = await wallet(person.token);
    const sellIndex = (amount: string, locale = 'en') =>
      sell(person.token, { token_id: index!.id, amount, payout_address: to }, locale);

    const whole = await sellIndex('1');
    expect(whole.statusCode, whole.body).toBe(200);
    const priceCents = parseUsd(Sale.parse(whole.json()).price);
    // A millionth of INDEX is worth less than a cent: nothing to pay, said so, and nothing taken.
    const dust = await sellIndex('0.000001', 'ru');
    expect(dust.statusCode).toBe(400);
    expect(dust.json().errors).toEqual({ amount: 'Это меньше одного цента: слишком мало для выплаты' });
    expect((await sellIndex('0')).json().errors).toEqual({ amount: 'Enter more than zero' });
    expect((await sellIndex('0.2')).json().errors).toEqual({ amount: 'You hold 0.127956 of this token' });

    const rest = await sellIndex('0.127956');
    expect(rest.statusCode, rest.body).toBe(200);
    const sale = Sale.parse(rest.json());
    const cents = (127_956n * priceCents) / 1_000_000n;
    expect(sale).toMatchObject({ amount: '0.127956', payout: formatCents(cents) });
    expect(await holding(sql, index!.id, person.id)).toBe(0n);
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(cents * 10_000n);
    await expectLedgerSound(sql);
  });

  it('waits for an operator when the platform lacks the USDC, and pays once funded', async () => {
    const operator = await createStaff(t);
    const held = await chain.usdcHolding();
    // Sell more than the platform holds: a holder of enough tokens.
    const needed = held / (art.priceCents * 10_000n) + 2n;
    const person = await investor(needed);
    const to = await wallet(person.token);
    const sale = Sale.parse((await sell(person.token, { amount: needed.toString(), payout_address: to })).json());
    // Said at once, so that the accepted screen does not read that the USDC is on its way.
    expect(sale.status).toBe('awaiting_funds');
    await sales.payOne(sale.id);
    const [row] = await sql<{ status: string }[]>`select status from sales where id = ${sale.id}`;
    expect(row!.status).toBe('awaiting_funds');
    expect(await usdcOf(to)).toBe(0n);
    // The person sees it as still being paid.
    const operation = (await app.inject({ url: `/api/order/${sale.id}`, headers: bearer(person.token) })).json();
    expect(operation).toMatchObject({ type: 'selling', status: 'processing' });

    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
    expect(dashboard.json().payouts_awaiting).toBeGreaterThanOrEqual(1);
    const queue = StaffSalesResponse.parse(
      (await app.inject({ url: '/api/admin/sales', headers: bearer(operator.token) })).json(),
    );
    expect(queue.sales.map((s) => s.id)).toContain(sale.id);
    const early = await app.inject({
      method: 'POST',
      url: `/api/admin/sales/${sale.id}/retry`,
      headers: bearer(operator.token),
    });
    expect(early.statusCode).toBe(409);
    // Short alone, or after payouts an earlier test of this file left waiting before it.
    expect(early.json().message).toMatch(/^The platform does not hold enough USDC to pay this sale yet/);

    // The development top-up an operator uses on `npm start`: whole USDC into the platform's wallet.
    // Whole USDC, as a number or as decimal text like every other amount; nothing, a fraction or words are refused.
    for (const amount of [0, '0', '12.5', 'much', 1.5, '5000.01']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/dev/chain/usdc',
        headers: bearer(operator.token),
        payload: { amount },
      });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().errors, String(amount)).toEqual({ amount: 'The field must be correct' });
    }
    const before = await chain.usdcHolding();
    const whole = (needed * art.priceCents + 99n) / 100n;
    const topUp = await app.inject({
      method: 'POST',
      url: '/api/dev/chain/usdc',
      headers: bearer(operator.token),
      payload: { amount: `${whole}.00` },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(await chain.usdcHolding()).toBe(before + whole * 1_000_000n);
    expect(topUp.json().usdc_balance).toBe(formatUnits(before + whole * 1_000_000n, 6));
    // Written to the audit log as any operator action (stop 31: it was not).
    const [audited] = await sql<{ actor_id: string; after: Record<string, string> }[]>`
      select actor_id, after from audit_log where action = 'treasury.test_usdc' order by seq desc limit 1`;
    expect(audited).toMatchObject({
      actor_id: operator.id,
      after: { amount: String(whole), signature: topUp.json().signature, usdc_balance: topUp.json().usdc_balance },
    });
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/sales/${sale.id}/retry`,
      headers: bearer(operator.token),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    // Sent again a moment ago and not paid yet: a second operator is told so, not that it is paid.
    const meanwhile = await app.inject({
      method: 'POST',
      url: `/api/admin/sales/${sale.id}/retry`,
      headers: bearer(operator.token),
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe('This sale is being paid now');
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(needed * art.priceCents * 10_000n);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/sales/${sale.id}/retry`,
      headers: bearer(operator.token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This sale is paid already');
    await expectLedgerSound(sql);
  });
});

describe('the payout queue: oldest first', () => {
  it('refuses to send again a newer payout the USDC covers alone but not after an older one waiting', async () => {
    const operator = await createStaff(t);
    // The platform holds enough for one token's payout, more than nothing.
    const oneToken = art.priceCents * 10_000n;
    const topUp = await app.inject({
      method: 'POST',
      url: '/api/dev/chain/usdc',
      headers: bearer(operator.token),
      payload: { amount: String((art.priceCents + 99n) / 100n + 1n) },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const held = await chain.usdcHolding();
    expect(held).toBeGreaterThanOrEqual(oneToken);
    // An older sale worth more than the platform holds waits for USDC...
    const needed = held / oneToken + 2n;
    const first = await investor(needed);
    const older = Sale.parse(
      (await sell(first.token, { amount: needed.toString(), payout_address: await wallet(first.token) })).json(),
    );
    expect(older.status).toBe('awaiting_funds');
    // ...and a newer one of one token, which the USDC would cover alone, waits behind it.
    const second = await investor(1n);
    const to = await wallet(second.token);
    const newer = Sale.parse((await sell(second.token, { amount: '1', payout_address: to })).json());
    expect(newer.status).toBe('awaiting_funds');
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/sales/${newer.id}/retry`,
      headers: bearer(operator.token),
    });
    // Not told "processing" for a payout that goes back to waiting at once.
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().message).toBe(
      'The platform does not hold enough USDC to pay this sale yet, after the older payouts waiting before it',
    );
    const [row] = await sql<{ status: string }[]>`select status from sales where id = ${newer.id}`;
    expect(row!.status).toBe('awaiting_funds');
    await sales.payWaiting();
    expect(await usdcOf(to)).toBe(0n);
    // Cleared for the file's other tests: the older sale is paid once the platform holds enough.
    const whole = (needed * art.priceCents) / 100n + 2n;
    await app.inject({
      method: 'POST',
      url: '/api/dev/chain/usdc',
      headers: bearer(operator.token),
      payload: { amount: String(whole) },
    });
    await sales.payWaiting();
    expect(await usdcOf(to)).toBe(oneToken);
    await expectLedgerSound(sql);
  });
});

describe('the price guard: a sale pays at least what the person confirmed', () => {
  /**
   * A painting other than the file's, its price set to $150 for the test and put back after, so
   * that lowering it moves no other test's figures.
   */
  async function pricedAt150<T>(work: (tokenId: string, setPrice: (cents: bigint) => Promise<void>) => Promise<T>) {
    const rows = await sql<{ id: string; current_price_cents: string }[]>`
      select id, current_price_cents::text from tokens
      where kind = 'art' and current_price_cents > 0 and id <> ${art.id} order by current_price_cents`;
    // One with tokens left on sale to buy the test's holding from.
    let row: (typeof rows)[number] | undefined;
    for (const candidate of rows) {
      if ((await treasuryBalance(sql, candidate.id)) >= 10n) {
        row = candidate;
        break;
      }
    }
    if (!row) throw new Error('no other painting has tokens on sale');
    const { id, current_price_cents: before } = row;
    const setPrice = async (cents: bigint) => {
      await sql`update tokens set current_price_cents = ${cents.toString()} where id = ${id}`;
    };
    await setPrice(15_000n);
    try {
      return await work(id, setPrice);
    } finally {
      await setPrice(BigInt(before));
    }
  }

  it('refuses a sale whose price fell after the page showed it, saying what it pays now, and sells nothing', async () => {
    await pricedAt150(async (tokenId, setPrice) => {
      const person = await investorHolding(t, tokenId, 5n);
      const to = await wallet(person.token);
      // The page showed "2 × $150.00 = 300.00 USDC"; an operator lowers the price to $100 meanwhile.
      const confirmed = { token_id: tokenId, amount: '2', payout_address: to, min_payout: '300.00' };
      await setPrice(10_000n);
      const availableBefore = await treasuryBalance(sql, tokenId);
      for (const [locale, text] of [
        [
          'en',
          'At the current price this sale pays 200.00 USDC, less than you confirmed. Check the new figure and confirm again.',
        ],
        [
          'ru',
          'По текущей цене эта продажа принесёт 200,00 USDC — меньше, чем вы подтвердили. Проверьте новую сумму и подтвердите снова.',
        ],
      ] as const) {
        const moved = await sell(person.token, confirmed, locale);
        expect(moved.statusCode, moved.body).toBe(400);
        expect(moved.json()).toEqual({ message: text, errors: { amount: text } });
      }
      expect(await holding(sql, tokenId, person.id)).toBe(5n);
      expect(await treasuryBalance(sql, tokenId)).toBe(availableBefore);
      const [made] = await sql<{ count: string }[]>`select count(*)::text from sales where user_id = ${person.id}`;
      expect(made!.count).toBe('0');

      // The new figure, confirmed: exactly what it pays is enough.
      const again = await sell(person.token, { ...confirmed, min_payout: '200.00' });
      expect(again.statusCode, again.body).toBe(200);
      expect(Sale.parse(again.json())).toMatchObject({ amount: '2', price: '100.00', payout: '200.00' });
      expect(await holding(sql, tokenId, person.id)).toBe(3n);
      // A client that sends no figure sells at the current price, as before.
      const older = await sell(person.token, { token_id: tokenId, amount: '1', payout_address: to });
      expect(older.statusCode, older.body).toBe(200);
      expect(await holding(sql, tokenId, person.id)).toBe(2n);
      await expectLedgerSound(sql);
    });
  });

  it('answers a repeated request with the sale it made, though the price fell since', async () => {
    await pricedAt150(async (tokenId, setPrice) => {
      const person = await investorHolding(t, tokenId, 5n);
      const to = await wallet(person.token);
      const body = {
        token_id: tokenId,
        amount: '2',
        payout_address: to,
        min_payout: '300.00',
        request_id: randomUUID(),
      };
      const first = await sell(person.token, body);
      expect(first.statusCode, first.body).toBe(200);
      const sale = Sale.parse(first.json());
      expect(sale.payout).toBe('300.00');
      // Its answer was lost and the page sends it again after the price fell: it was sold at $150.
      await setPrice(10_000n);
      const repeat = await sell(person.token, body);
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(Sale.parse(repeat.json())).toMatchObject({ id: sale.id, payout: '300.00' });
      expect(await holding(sql, tokenId, person.id)).toBe(3n);
      await expectLedgerSound(sql);
    });
  });
});
