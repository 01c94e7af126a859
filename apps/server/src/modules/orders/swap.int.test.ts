import { describe, expect, it } from 'vitest';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { Order } from '@pinacoteca/contracts/orders/order';
import { leastSwap, quoteByGiven } from '@pinacoteca/contracts/tokens/swap';
import { formatUnits } from '@pinacoteca/contracts/units';
import { createTestApp, lockWaitSeen } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, holding, treasuryBalance } from '../../../test/orders.ts';
import { setFlag } from '../flags/service.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

interface Priced {
  id: string;
  current_price: string;
  available: string;
  symbol: string;
}
const tokens = async () =>
  (await app.inject({ url: '/api/tokens' })).json() as { indexToken: Priced; artTokens: Priced[] };

/** A person holding `quantity` of `tokenId`, as if bought. */
async function holder(tokenId: string, quantity: bigint) {
  const user = await createUser(t);
  await sql.begin(async (tx) =>
    transfer(tx, 'purchase', [
      {
        tokenId,
        from: await treasuryOf(tx, tokenId),
        to: await account(tx, tokenId, 'user', user.id),
        quantity,
      },
    ]),
  );
  return { ...user, token: await login(t, user.email) };
}

const swap = (token: string, payload: object, locale = 'en') =>
  app.inject({ method: 'POST', url: `/api/tokens/swap?_locale=${locale}`, headers: bearer(token), payload });

describe('POST /api/tokens/swap', () => {
  it('is closed while the swap flag is off, and for visitors', async () => {
    await setFlag(sql, 'swap', false);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00');
    const person = await holder(priced[0]!.id, 5n);
    const closed = await swap(person.token, { token_id: priced[0]!.id, to_token_id: priced[1]!.id, amount: '5' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors).toEqual({ token_id: 'Swapping is switched off for now' });
    expect((await app.inject({ method: 'POST', url: '/api/tokens/swap', payload: { amount: '1' } })).statusCode).toBe(
      401,
    );
  });

  it('swaps at current prices in one ledger transaction, whole art tokens received', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens
      .filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 100n)
      .sort((a, b) => Number(a.current_price) - Number(b.current_price));
    const [cheap, dear] = [priced[0]!, priced.at(-1)!];
    const person = await holder(cheap.id, 200n);
    const expected = quoteByGiven(
      { price: cheap.current_price, decimals: 0 },
      { price: dear.current_price, decimals: 0 },
      200n,
      BigInt(dear.available),
    );
    expect(expected.receive).toBeGreaterThan(0n);
    const response = await swap(person.token, { token_id: cheap.id, to_token_id: dear.id, amount: '200' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      given: expected.give.toString(),
      received: expected.receive.toString(),
    });
    expect(await holding(sql, cheap.id, person.id)).toBe(200n - expected.give);
    expect(await holding(sql, dear.id, person.id)).toBe(expected.receive);
    await expectLedgerSound(sql);
    // The operations list shows it: what was given first, what was received second.
    const operations = (await app.inject({ url: '/api/order', headers: bearer(person.token) })).json() as {
      id: string;
      type: string;
      amount: string;
      items: { token_id: string; quantity: string; total_amount: string }[];
    }[];
    const operation = operations.find((o) => o.type === 'swap')!;
    expect(operation.id).toBe(response.json().transaction_id);
    expect(operation.items).toEqual([
      expect.objectContaining({ token_id: cheap.id, quantity: expected.give.toString() }),
      expect.objectContaining({ token_id: dear.id, quantity: expected.receive.toString() }),
    ]);
    // Its amount is the value of what it brought in, beside the quantity it is listed with.
    expect(operation.amount).toBe(operation.items[1]!.total_amount);
    const one = await app.inject({ url: `/api/order/${operation.id}`, headers: bearer(person.token) });
    expect(one.json()).toMatchObject({ type: 'swap', status: 'success', charge: null });
    // Which side was given, named, with what each side was worth.
    const detail = Order.parse(one.json()).swap;
    expect(detail).toEqual({
      token_id: cheap.id,
      to_token_id: dear.id,
      given: expected.give.toString(),
      received: expected.receive.toString(),
      given_value: formatCents(expected.give * parseUsd(cheap.current_price)),
      received_value: formatCents(expected.receive * parseUsd(dear.current_price)),
    });
    expect(
      Order.array()
        .parse(operations)
        .find((o) => o.id === operation.id)!.swap,
    ).toEqual(detail);
  });

  it('shows what is left of both tokens on /api/tokens at once, as an order does', async () => {
    await setFlag(sql, 'swap', true);
    const priced = (await tokens()).artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const [from, to] = [priced[0]!, priced[1]!];
    const person = await holder(from.id, 10n);
    // The catalogue's answer is cached; it must not outlive the swap that changed it.
    const before = await tokens();
    const left = (list: { artTokens: Priced[] }, id: string) => list.artTokens.find((a) => a.id === id)!.available;
    const response = await swap(person.token, { token_id: from.id, to_token_id: to.id, amount: '10' });
    expect(response.statusCode, response.body).toBe(200);
    const { given, received } = response.json() as { given: string; received: string };
    const expected = {
      from: (BigInt(left(before, from.id)) + BigInt(given)).toString(),
      to: (BigInt(left(before, to.id)) - BigInt(received)).toString(),
    };
    expect(expected).toEqual({
      from: (await treasuryBalance(sql, from.id)).toString(),
      to: (await treasuryBalance(sql, to.id)).toString(),
    });
    await expect
      .poll(async () => {
        const after = await tokens();
        return { from: left(after, from.id), to: left(after, to.id) };
      })
      .toEqual(expected);
  });

  it('receives INDEX to six decimals', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens, indexToken } = await tokens();
    const art = artTokens.find((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n)!;
    const person = await holder(art.id, 3n);
    const response = await swap(person.token, { token_id: art.id, to_token_id: indexToken.id, amount: '3' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().received).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(await holding(sql, indexToken.id, person.id)).toBeGreaterThan(0n);
    await expectLedgerSound(sql);
  });

  it('refuses bad amounts with field messages in the language asked', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const unattributed = artTokens.find((a) => a.current_price === '0.00');
    const person = await holder(priced[0]!.id, 4n);
    const body = { token_id: priced[0]!.id, to_token_id: priced[1]!.id };
    expect((await swap(person.token, { ...body, amount: '5' })).json()).toEqual({
      message: 'You hold 4 of this token',
      errors: { amount: 'You hold 4 of this token' },
    });
    expect((await swap(person.token, { ...body, amount: '5' }, 'ru')).json().errors).toEqual({
      amount: 'Столько у вас нет: есть только 4',
    });
    // Whole tokens of a painting, said as withdrawals and sales say it; "1.0" is a whole one.
    expect((await swap(person.token, { ...body, amount: '1.5' })).json().errors).toEqual({
      amount: 'Only whole tokens of a painting can be swapped',
    });
    expect((await swap(person.token, { ...body, amount: '1.5' }, 'ru')).json().errors).toEqual({
      amount: 'Обменять можно только целые токены картины',
    });
    expect((await swap(person.token, { ...body, amount: '0.5' })).json().errors).toEqual({
      amount: 'At least one token',
    });
    expect((await swap(person.token, { ...body, amount: '' })).json().errors).toEqual({
      amount: 'This is a required field',
    });
    expect((await swap(person.token, { amount: '1' })).json().errors).toEqual({
      token_id: 'This is a required field',
      to_token_id: 'This is a required field',
    });
    expect((await swap(person.token, { ...body, amount: '0' })).json().errors).toEqual({
      amount: 'At least one token',
    });
    expect((await swap(person.token, { ...body, to_token_id: body.token_id, amount: '1' })).json().errors).toEqual({
      to_token_id: 'Choose another token to receive',
    });
    if (unattributed) {
      expect((await swap(person.token, { ...body, to_token_id: unattributed.id, amount: '1' })).statusCode).toBe(400);
    }
    await expectLedgerSound(sql);
  });

  it('wants at least one token given as well as received (SPEC §5), in both directions', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens, indexToken } = await tokens();
    const indexPrice = Number(indexToken.current_price);
    // An art token cheaper than INDEX: one of it costs less than one INDEX, and buys less than one.
    const cheap = artTokens.find(
      (a) => Number(a.current_price) > 0 && Number(a.current_price) < indexPrice && BigInt(a.available) > 10n,
    )!;
    const person = await holder(indexToken.id, 5_000_000n);
    const refused = await swap(person.token, { token_id: indexToken.id, to_token_id: cheap.id, amount: '1' }, 'ru');
    expect(refused.statusCode, refused.body).toBe(400);
    // Said with what the quote would take: less than one INDEX, written the Russian way.
    expect(refused.json().errors.amount).toMatch(
      /^Получаемые токены — целые, и стоят они только 0,\d+ INDEX, а отдать нужно не меньше 1: увеличьте получаемое количество$/,
    );
    const seller = await holder(cheap.id, 1n);
    expect(
      (await swap(seller.token, { token_id: cheap.id, to_token_id: indexToken.id, amount: '1' })).json().errors,
    ).toEqual({
      amount: 'This buys less than one token of the other',
    });
    // Two INDEX buy at least two of the cheaper token and take more than one INDEX (2 − price ratio).
    const taken = await swap(person.token, { token_id: indexToken.id, to_token_id: cheap.id, amount: '2' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(Number(taken.json().given)).toBeGreaterThan(1);
    expect(Number(taken.json().received)).toBeGreaterThanOrEqual(2);

    // Holding less than the fewest whole tokens that take one INDEX cost, receiving more is no way
    // out: the refusal says the swap cannot be made with what is held (an outside tester).
    const least = leastSwap(
      { price: indexToken.current_price, decimals: 6 },
      { price: cheap.current_price, decimals: 0 },
    )!;
    const short = await holder(indexToken.id, least.give - 1n);
    const impossible = await swap(short.token, {
      token_id: indexToken.id,
      to_token_id: cheap.id,
      amount: formatUnits(least.give - 1n, 6),
    });
    expect(impossible.statusCode, impossible.body).toBe(400);
    expect(impossible.json().errors.amount).toMatch(
      /^You receive whole tokens: .* This swap cannot be made with what you hold\.$/,
    );
    expect(impossible.json().errors.amount).toContain(`more than the ${formatUnits(least.give - 1n, 6)} you hold`);
    await expectLedgerSound(sql);
  });

  it('answers an amount that is not text with the format message, a missing one as required', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const person = await holder(priced[0]!.id, 4n);
    const body = { token_id: priced[0]!.id, to_token_id: priced[1]!.id };
    const number = await swap(person.token, { ...body, amount: 1 });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({
      message: 'The field must be correct',
      errors: { amount: 'The field must be correct' },
    });
    expect((await swap(person.token, { ...body, amount: 1 }, 'ru')).json().errors).toEqual({
      amount: 'Поле должно быть заполнено корректно',
    });
    expect((await swap(person.token, body)).json().errors).toEqual({ amount: 'This is a required field' });
    expect(await holding(sql, priced[0]!.id, person.id)).toBe(4n);
  });

  it('takes "1.0" of an art token as one token', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens, indexToken } = await tokens();
    const art = artTokens.find((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n)!;
    const person = await holder(art.id, 3n);
    const response = await swap(person.token, { token_id: art.id, to_token_id: indexToken.id, amount: '2.0' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().given).toBe('2');
    expect(await holding(sql, art.id, person.id)).toBe(1n);
  });

  it('refuses a swap that now gives less than the person confirmed (min_received), and makes one that gives as much', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens, indexToken } = await tokens();
    const art = artTokens.find((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n)!;
    const person = await holder(art.id, 4n);
    const quote = quoteByGiven(
      { price: art.current_price, decimals: 0 },
      { price: indexToken.current_price, decimals: 6 },
      2n,
      10n ** 15n,
    );
    const shown = formatUnits(quote.receive, 6);
    const body = { token_id: art.id, to_token_id: indexToken.id, amount: '2' };
    // The page showed one base unit more than it gives now (the price moved meanwhile).
    const more = formatUnits(quote.receive + 1n, 6);
    const moved = await swap(person.token, { ...body, min_received: more });
    expect(moved.statusCode).toBe(400);
    const now = `At current prices this swap gives ${shown} INDEX, less than you confirmed. Check the new amounts and confirm again.`;
    expect(moved.json()).toEqual({ message: now, errors: { amount: now } });
    expect((await swap(person.token, { ...body, min_received: more }, 'ru')).json().errors).toEqual({
      amount: `По текущим ценам этот обмен даёт ${shown.replace('.', ',')} INDEX — меньше, чем вы подтвердили. Проверьте новые суммы и подтвердите снова.`,
    });
    expect(await holding(sql, art.id, person.id)).toBe(4n);
    // What it gives now, or less, is accepted; without it there is no guard (older clients).
    const exact = await swap(person.token, { ...body, min_received: shown });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().received).toBe(shown);
    const unguarded = await swap(person.token, body);
    expect(unguarded.statusCode, unguarded.body).toBe(200);
    expect(await holding(sql, art.id, person.id)).toBe(0n);
    await expectLedgerSound(sql);
  });

  it('says a price that moved as such even when the swap is now too small, not as a swap asked too small', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens
      .filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n)
      .sort((a, b) => Number(a.current_price) - Number(b.current_price));
    const [cheap, dear] = [priced[0]!, priced.at(-1)!];
    expect(Number(cheap.current_price)).toBeLessThan(Number(dear.current_price));
    const person = await holder(cheap.id, 1n);
    const body = { token_id: cheap.id, to_token_id: dear.id, amount: '1' };
    // Confirmed at a price that gave one token; at today's, one cheap token buys none of the dear one.
    const moved = await swap(person.token, { ...body, min_received: '1' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.amount).toBe(
      `At current prices this swap gives 0 ${dear.symbol}, less than you confirmed. Check the new amounts and confirm again.`,
    );
    // Asked without a guard, it is the size rule's refusal, as before.
    expect((await swap(person.token, body)).json().errors.amount).toBe('This buys less than one token of the other');
    expect(await holding(sql, cheap.id, person.id)).toBe(1n);
  });

  it('says a target with none available is sold out, on the target', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const [from, target] = [priced[0]!, priced.at(-1)!];
    const person = await holder(from.id, 5n);
    // Someone holds every token of the target left.
    const left = await treasuryBalance(sql, target.id);
    const whale = await holder(target.id, left);
    const refused = await swap(person.token, { token_id: from.id, to_token_id: target.id, amount: '5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'No tokens of this painting are available now',
      errors: { to_token_id: 'No tokens of this painting are available now' },
    });
    expect(
      (await swap(person.token, { token_id: from.id, to_token_id: target.id, amount: '5' }, 'ru')).json().errors,
    ).toEqual({
      to_token_id: 'Токенов этой картины сейчас нет в наличии',
    });
    expect(await holding(sql, from.id, person.id)).toBe(5n);
    // Given back, for the other tests of this file.
    await sql.begin(async (tx) =>
      transfer(tx, 'purchase', [
        {
          tokenId: target.id,
          from: await account(tx, target.id, 'user', whale.id),
          to: await treasuryOf(tx, target.id),
          quantity: left,
        },
      ]),
    );
    await expectLedgerSound(sql);
  });

  it('says how many are left when others took the target meanwhile, not that prices changed', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const [from, target] = [priced[0]!, priced[1]!];
    // Enough of `from` to receive five of the target at today's prices.
    const give = (5n * parseUsd(target.current_price)) / parseUsd(from.current_price) + 2n;
    const person = await holder(from.id, give);
    // Meanwhile someone else took all of the target but three.
    const taken = (await treasuryBalance(sql, target.id)) - 3n;
    const whale = await holder(target.id, taken);
    const body = { token_id: from.id, to_token_id: target.id, amount: give.toString(), min_received: '5' };
    const refused = await swap(person.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      amount:
        'Others took some of this painting’s tokens meanwhile: only 3 are left. Check the new amounts and confirm again.',
    });
    expect((await swap(person.token, body, 'ru')).json().errors.amount).toMatch(/осталось только 3\./);
    expect(await holding(sql, from.id, person.id)).toBe(give);
    await sql.begin(async (tx) =>
      transfer(tx, 'purchase', [
        {
          tokenId: target.id,
          from: await account(tx, target.id, 'user', whale.id),
          to: await treasuryOf(tx, target.id),
          quantity: taken,
        },
      ]),
    );
    await expectLedgerSound(sql);
  });

  it('tells the loser of a race what it holds once the winner has taken it, not what it read before', async () => {
    await setFlag(sql, 'swap', true);
    const { artTokens } = await tokens();
    const priced = artTokens.filter((a) => a.current_price !== '0.00' && BigInt(a.available) > 10n);
    const person = await holder(priced[0]!.id, 4n);
    const body = { token_id: priced[0]!.id, to_token_id: priced[1]!.id, amount: '4' };
    // Another movement spends the 4 and holds the person's account locked until it commits: the
    // swap reads 4 (the last committed balance), then waits for the lock, then finds 0.
    let pending: ReturnType<typeof swap> | undefined;
    await sql.begin(async (tx) => {
      await transfer(tx, 'swap', [
        {
          tokenId: body.token_id,
          from: await account(tx, body.token_id, 'user', person.id),
          to: await treasuryOf(tx, body.token_id),
          quantity: 4n,
        },
      ]);
      pending = swap(person.token, body);
      await lockWaitSeen(sql);
    });
    const refused = await pending!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'You hold 0 of this token',
      errors: { amount: 'You hold 0 of this token' },
    });
    expect(await holding(sql, body.token_id, person.id)).toBe(0n);
    await expectLedgerSound(sql);
  });
});
