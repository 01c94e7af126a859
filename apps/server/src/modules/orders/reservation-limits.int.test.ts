import { describe, expect, it } from 'vitest';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { Order } from '@pinacoteca/contracts/orders/order';
import { parseUsd } from '@pinacoteca/contracts/money';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, tokenSet } from '../../../test/orders.ts';
import { OrderService } from './service.ts';

// Unverified people: 5% of a token's emission (5,000 of a painting's 100,000) and $25,000 in all;
// KYC-verified: 20% and $10,000,000, so their per-token ceiling is reached before the value one.
const t = await createTestApp({
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  ORDER_MAX_RESERVED_SHARE: '0.05',
  ORDER_MAX_RESERVED_USD: '25000',
  ORDER_MAX_RESERVED_SHARE_VERIFIED: '0.2',
  ORDER_MAX_RESERVED_USD_VERIFIED: '10000000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '1000',
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '1000',
});
const { attributed } = await tokenSet((url) => t.app.inject({ url }));
// Cheapest first: the per-token ceilings are reached with the fewest dollars.
const byPrice = [...attributed]
  .filter((token) => BigInt(token.available) >= 40_000n)
  .sort((a, b) => Number(parseUsd(a.current_price) - parseUsd(b.current_price)));

// Another server with low hourly order limits (and the default ceilings).
const r = await createTestApp({
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '3',
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '5',
});
const token = (await tokenSet((url) => r.app.inject({ url }))).attributed[0]!;

async function symbolOf(app: TestApp, token: Token): Promise<string> {
  const [row] = await app.sql<{ symbol: string }[]>`select symbol from tokens where id = ${token.id}`;
  return row!.symbol;
}

async function buyer(app: TestApp, options: { verified?: boolean } = {}) {
  const user = await createUser(app);
  if (options.verified) await app.sql`update users set kyc_verified_at = now() where id = ${user.id}`;
  return { id: user.id, headers: bearer(await login(app, user.email)) };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

function place(
  app: TestApp,
  who: Buyer,
  token: Token,
  quantity: number,
  options: { language?: string; ip?: string } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { ...who.headers, 'accept-language': options.language ?? 'en' },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { currency: 'BTC', items: [{ token_id: token.id, quantity }] },
  });
}

async function placed(app: TestApp, who: Buyer, token: Token, quantity: number): Promise<Order> {
  const response = await place(app, who, token, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return Order.parse(response.json());
}

async function reservedBy(app: TestApp, userId: string): Promise<{ quantity: bigint; cents: bigint }> {
  const [row] = await app.sql<{ quantity: string; cents: string }[]>`
    select coalesce(sum(i.quantity), 0)::text as quantity, coalesce(sum(i.total_cents), 0)::text as cents
    from orders o join order_items i on i.order_id = o.id
    where o.user_id = ${userId} and o.status = 'created' and o.expires_at > now()`;
  return { quantity: BigInt(row!.quantity), cents: BigInt(row!.cents) };
}

describe('what one person may hold reserved without paying', () => {
  it('refuses more of one token than the share of its emission, counting the unpaid requests, in both languages', async () => {
    const who = await buyer(t);
    const token = byPrice[0]!;
    const symbol = await symbolOf(t, token);

    const whole = await place(t, who, token, 5_001);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe(
      `You can reserve at most 5,000 ${symbol} tokens at once, unpaid requests included`,
    );
    // On the basket, as every refusal of an order.
    expect(whole.json().errors.items).toBe(whole.json().message);
    const russian = await place(t, who, token, 5_001, { language: 'ru' });
    expect(russian.json().message).toBe(
      `Одновременно можно зарезервировать не больше 5\u00a0000 токенов ${symbol}, включая неоплаченные заявки`,
    );

    await placed(t, who, token, 100);
    const beyond = await place(t, who, token, 4_901);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toMatch(/^You can reserve at most 5,000 /);
    expect((await reservedBy(t, who.id)).quantity).toBe(100n);
  });

  it('refuses unpaid requests worth more than the USD ceiling in all; a cancelled one frees its share', async () => {
    const who = await buyer(t);
    const token = byPrice[0]!;
    const unit = parseUsd(token.current_price);
    // The most whole tokens within $25,000, in one request.
    const fits = Number(2_500_000n / unit);
    const first = await placed(t, who, token, fits);

    const more = await place(t, who, byPrice[1]!, 1);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(
      'Unpaid requests can reserve tokens worth at most $25,000 in total: this order would go beyond that',
    );
    const russian = await place(t, who, byPrice[1]!, 1, { language: 'ru' });
    expect(russian.json().message).toBe(
      'Неоплаченные заявки могут резервировать токены общей стоимостью не больше 25\u00a0000\u00a0$: этот заказ превысил бы лимит',
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/order/${first.id}/cancel`,
      headers: who.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await placed(t, who, byPrice[1]!, 1);
    await expectLedgerSound(t.sql);
  });

  it('gives a KYC-verified person the higher ceilings; tokens already paid for are not a reservation', async () => {
    const who = await buyer(t, { verified: true });
    const token = byPrice[1]!;
    const symbol = await symbolOf(t, token);

    const first = await placed(t, who, token, 10_000);
    await placed(t, who, token, 10_000);
    const beyond = await place(t, who, token, 1);
    expect(beyond.json().message).toBe(
      `You can reserve at most 20,000 ${symbol} tokens at once, unpaid requests included`,
    );

    await t.orders.markPaid({ provider: 'sandbox', orderId: first.id, eventKey: `kyc:${first.id}` });
    await placed(t, who, token, 10_000);
    expect((await reservedBy(t, who.id)).quantity).toBe(20_000n);
    await expectLedgerSound(t.sql);
  });

  it('never lets concurrent orders of one person pass a ceiling together', async () => {
    // Value: orders of about $5,000 each, eight at once; only what fits in $25,000 is taken.
    const spender = await buyer(t);
    const cheap = byPrice[2]!;
    const quantity = Number(500_000n / parseUsd(cheap.current_price));
    const spent = await Promise.all(Array.from({ length: 8 }, () => place(t, spender, cheap, quantity)));
    const fit = Number(2_500_000n / (parseUsd(cheap.current_price) * BigInt(quantity)));
    expect(spent.filter((r) => r.statusCode === 201)).toHaveLength(fit);
    expect(spent.filter((r) => r.statusCode === 400)).toHaveLength(8 - fit);
    expect((await reservedBy(t, spender.id)).cents).toBeLessThanOrEqual(2_500_000n);

    // One token: a verified person sends eight orders of 5,000 at once; 20,000 is the ceiling.
    const hoarder = await buyer(t, { verified: true });
    const token = byPrice[3]!;
    const hoarded = await Promise.all(Array.from({ length: 8 }, () => place(t, hoarder, token, 5_000)));
    expect(hoarded.filter((r) => r.statusCode === 201)).toHaveLength(4);
    for (const refused of hoarded.filter((r) => r.statusCode !== 201)) {
      expect(refused.json().message).toMatch(/^You can reserve at most 20,000 /);
    }
    expect((await reservedBy(t, hoarder.id)).quantity).toBe(20_000n);
    await expectLedgerSound(t.sql);
  });

  it('holds the ceiling when orders of one person reach two server processes at once', async () => {
    // A second process: its own reservation queue, so its batches are separate transactions.
    const other = new OrderService({
      sql: t.sql,
      payments: t.payments,
      referralLevel1Ppm: 0,
      referralLevel2Ppm: 0,
      limits: { maxOpenPerUser: 10, ...t.config.orders.reservedLimits },
    });
    const who = await buyer(t);
    const [a, b] = [byPrice[0]!, byPrice[1]!];
    // Each order alone fits in $25,000; both together do not.
    const request = (token: Token) => ({
      currency: 'BTC' as const,
      items: [{ token_id: token.id, quantity: Number(1_500_000n / parseUsd(token.current_price)) }],
    });
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.allSettled([t.orders.create(who.id, request(a)), other.create(who.id, request(b))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected')!.reason as { messageKey: string };
      expect(refused.messageKey).toBe('reserved_usd_limit:25000');
      const open = await t.sql<{ id: string }[]>`
        select id from orders where user_id = ${who.id} and status = 'created'`;
      for (const { id } of open) await t.orders.cancel(who.id, id);
    }
    await expectLedgerSound(t.sql);
  });
});

describe('order rate limits', () => {
  it('refuses a fourth order of one account within the hour from any address, with 429 and the limit', async () => {
    const who = await buyer(r);
    // Requests the contract refuses (a quantity of 0) reserve nothing and are not counted.
    for (let i = 0; i < 5; i += 1)
      expect((await place(r, who, token, 0, { ip: '198.51.100.20' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) {
      expect((await place(r, who, token, 1, { ip: `198.51.100.${i + 1}` })).statusCode).toBe(201);
    }
    const fourth = await place(r, who, token, 1, { ip: '198.51.100.9' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You can send at most 3 order requests an hour: try again later');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const russian = await place(r, who, token, 1, { ip: '198.51.100.9', language: 'ru' });
    expect(russian.json().message).toBe('Можно отправить не больше 3 заявок на покупку в час: попробуйте позже');
  });

  it('refuses the sixth order from one address within the hour, whoever places it', async () => {
    const ip = '203.0.113.7';
    const people = await Promise.all(Array.from({ length: 6 }, () => buyer(r)));
    for (const who of people.slice(0, 5)) expect((await place(r, who, token, 1, { ip })).statusCode).toBe(201);
    const sixth = await place(r, people[5]!, token, 1, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'At most 5 orders an hour can be placed from one network address: try again later',
    );
    expect((await place(r, people[5]!, token, 1, { ip: '203.0.113.8' })).statusCode).toBe(201);
  });
});
