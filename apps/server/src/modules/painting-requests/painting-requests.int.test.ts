import { describe, expect, it } from 'vitest';
import { messageText } from '@pinacoteca/contracts/messages';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login, mailsTo } from '../../../test/accounts.ts';
import { account, transfer } from '../ledger/service.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql, paintingRequests } = t;

interface SeedPainting {
  id: string;
  token_id: string;
  name: { en: string; ru: string };
  sale_id: string | null;
  available: string;
  price: string;
}

async function paintings(): Promise<SeedPainting[]> {
  return sql<SeedPainting[]>`
    select p.id, t.id as token_id, p.name, p.sale_id, coalesce(tr.balance, 0)::text as available,
           t.current_price_cents::text as price
    from paintings p join tokens t on t.painting_id = p.id
    left join ledger_accounts tr on tr.token_id = t.id and tr.kind = 'treasury'
    order by p.ordering desc, p.id`;
}

/** A painting whose tokens are all sold: the treasury handed everything to a buyer. */
async function soldOutPainting(): Promise<SeedPainting> {
  const candidates = (await paintings()).filter((p) => p.price !== '0' && BigInt(p.available) > 0n);
  const painting = candidates.pop()!;
  const buyer = await createUser(t);
  await sql.begin(async (tx) => {
    const treasury = await account(tx, painting.token_id, 'treasury');
    const balance = await account(tx, painting.token_id, 'user', buyer.id);
    await transfer(
      tx,
      'purchase',
      [{ tokenId: painting.token_id, from: treasury, to: balance, quantity: BigInt(painting.available) }],
      {
        userId: buyer.id,
      },
    );
    // Kept so the test can give tokens back later.
    await tx`update users set username = ${`holder-${painting.token_id}`} where id = ${buyer.id}`;
  });
  return { ...painting, available: '0' };
}

/** Tokens come back to the treasury (a refund, an expired order…): the painting is on sale again. */
async function giveBack(painting: SeedPainting, quantity: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [holder] = await tx<{ id: string }[]>`select id from users where username = ${`holder-${painting.token_id}`}`;
    const treasury = await account(tx, painting.token_id, 'treasury');
    const balance = await account(tx, painting.token_id, 'user', holder!.id);
    await transfer(tx, 'refund', [{ tokenId: painting.token_id, from: balance, to: treasury, quantity }]);
  });
}

async function subscribe(token: string, paintingId: string) {
  return app.inject({ method: 'POST', url: `/api/paintings/${paintingId}/subscribe`, headers: bearer(token) });
}

describe('POST /api/paintings/{id}/subscribe and the arrival notice', () => {
  it('e-mails each subscriber once, in their own language, when tokens are on sale again', async () => {
    const painting = await soldOutPainting();
    const anna = await createUser(t, { username: 'Anna' });
    const ivan = await createUser(t, { username: 'Ivan' });
    await sql`update users set language = 'ru' where id = ${ivan.id}`;

    const answer = await subscribe(await login(t, anna.email), painting.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, painting_id: painting.id });
    // Twice is the same as once.
    const ivanToken = await login(t, ivan.email);
    expect((await subscribe(ivanToken, painting.id)).statusCode).toBe(200);
    expect((await subscribe(ivanToken, painting.id)).statusCode).toBe(200);
    const rows = await sql`select id from painting_subscriptions where painting_id = ${painting.id}`;
    expect(rows).toHaveLength(2);

    // Still sold out: nothing goes out.
    expect(await paintingRequests.notifyArrivals()).toBe(0);
    expect(await mailsTo(t, anna.email)).toHaveLength(0);

    await giveBack(painting, 3);
    expect(await paintingRequests.notifyArrivals()).toBe(2);
    const [toAnna] = await mailsTo(t, anna.email);
    expect(toAnna).toMatchObject({ template: 'painting_available', locale: 'en' });
    expect(toAnna!.subject).toBe(`Tokens of “${painting.name.en}” are available again`);
    expect(toAnna!.body_text).toContain('Hello, Anna!');
    expect(toAnna!.body_text).toContain(`http://localhost:3000/gallery/${painting.id}`);
    expect(toAnna!.body_html).toContain(`href="http://localhost:3000/gallery/${painting.id}"`);
    const [toIvan] = await mailsTo(t, ivan.email);
    expect(toIvan).toMatchObject({ template: 'painting_available', locale: 'ru' });
    expect(toIvan!.subject).toBe(`Токены картины «${painting.name.ru}» снова в продаже`);
    expect(toIvan!.body_text).toContain('Здравствуйте, Ivan!');

    // Once only.
    expect(await paintingRequests.notifyArrivals()).toBe(0);
    expect(await mailsTo(t, anna.email)).toHaveLength(1);
  });

  it('asks again after a notice when the person subscribes again', async () => {
    const painting = await soldOutPainting();
    const user = await createUser(t);
    const token = await login(t, user.email);
    await subscribe(token, painting.id);
    await giveBack(painting, 1);
    expect(await paintingRequests.notifyArrivals()).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    // Tokens are still on sale, so a fresh subscription is answered at the next run.
    await subscribe(token, painting.id);
    await paintingRequests.notifyArrivals();
    expect(await mailsTo(t, user.email)).toHaveLength(2);
  });

  it('waits while the painting is under attribution (price 0) even with tokens in the treasury', async () => {
    const underAttribution = (await paintings()).find((p) => p.price === '0' && BigInt(p.available) > 0n);
    expect(underAttribution).toBeDefined();
    const user = await createUser(t);
    await subscribe(await login(t, user.email), underAttribution!.id);
    await paintingRequests.notifyArrivals();
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('tells a subscriber of a painting under attribution that it is attributed, not that its tokens are on sale again', async () => {
    const underAttribution = (await paintings()).find((p) => p.price === '0' && BigInt(p.available) > 0n)!;
    const anna = await createUser(t, { username: 'Anna' });
    const ivan = await createUser(t, { username: 'Ivan' });
    await sql`update users set language = 'ru' where id = ${ivan.id}`;
    await subscribe(await login(t, anna.email), underAttribution.id);
    await subscribe(await login(t, ivan.email), underAttribution.id);

    // The attribution is complete: the painting gets its price.
    await sql`update tokens set current_price_cents = 9000 where id = ${underAttribution.token_id}`;
    expect(await paintingRequests.notifyArrivals()).toBeGreaterThanOrEqual(2);
    const [toAnna] = await mailsTo(t, anna.email);
    expect(toAnna).toMatchObject({ template: 'painting_attributed', locale: 'en' });
    expect(toAnna!.subject).toBe(`“${underAttribution.name.en}” is attributed: its tokens are on sale`);
    expect(toAnna!.body_text).toContain('Its attribution is complete');
    expect(toAnna!.body_text).not.toMatch(/again/);
    const [toIvan] = await mailsTo(t, ivan.email);
    expect(toIvan).toMatchObject({ template: 'painting_attributed', locale: 'ru' });
    expect(toIvan!.subject).toBe(`Картина «${underAttribution.name.ru}» атрибутирована: токены в продаже`);
    expect(toIvan!.body_text).not.toMatch(/снова/);
    // Back under attribution, so the other tests find the catalogue as seeded.
    await sql`update tokens set current_price_cents = 0 where id = ${underAttribution.token_id}`;
  });

  it('keeps a removed account waiting', async () => {
    const painting = await soldOutPainting();
    const user = await createUser(t);
    await subscribe(await login(t, user.email), painting.id);
    await sql`update users set removed_at = now() where id = ${user.id}`;
    await giveBack(painting, 1);
    await paintingRequests.notifyArrivals();
    expect(await mailsTo(t, user.email)).toHaveLength(0);
    const [row] = await sql<{ notified_at: Date | null }[]>`
      select notified_at from painting_subscriptions where user_id = ${user.id}`;
    expect(row!.notified_at).toBeNull();
  });

  it('answers 404 for an unknown painting and a malformed id, 401 without a session', async () => {
    const token = await login(t, (await createUser(t)).email);
    const unknown = await subscribe(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messageText('not_found', 'en'));
    expect((await subscribe(token, 'not-a-uuid')).statusCode).toBe(404);
    const [painting] = await paintings();
    expect((await app.inject({ method: 'POST', url: `/api/paintings/${painting!.id}/subscribe` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/paintings/{saleId}/buy', () => {
  async function forSale(): Promise<SeedPainting> {
    return (await paintings()).find((p) => p.sale_id !== null)!;
  }

  async function buy(token: string, saleId: string, payload: unknown, locale?: string) {
    return app.inject({
      method: 'POST',
      url: `/api/paintings/${encodeURIComponent(saleId)}/buy${locale ? `?_locale=${locale}` : ''}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  }

  it('stores the request for operators and acknowledges it by e-mail in English', async () => {
    const painting = await forSale();
    const user = await createUser(t, { username: 'Collector' });
    const response = await buy(await login(t, user.email), painting.sale_id!, {
      ready: true,
      proof_of_funds: true,
      message: '  Please call in the morning.  ',
    });
    expect(response.statusCode).toBe(200);
    const { request_id } = response.json<{ success: true; request_id: string }>();
    const [row] = await sql`select * from painting_purchase_requests where id = ${request_id}`;
    expect(row).toMatchObject({
      painting_id: painting.id,
      user_id: user.id,
      sale_id: painting.sale_id,
      ready: true,
      proof_of_funds: true,
      message: 'Please call in the morning.',
      locale: 'en',
      handled_at: null,
    });
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'painting_request_received', locale: 'en' });
    expect(mails[0]!.subject).toBe(`Your request to buy “${painting.name.en}”`);
    expect(mails[0]!.body_text).toContain(`sale ${painting.sale_id}`);
    expect(mails[0]!.body_html).toContain('Hello, Collector!');
  });

  it("writes in the person's language, and a repeated request updates the open one without a second e-mail", async () => {
    const painting = await forSale();
    const user = await createUser(t, { username: 'Sobiratel' });
    await sql`update users set language = 'ru' where id = ${user.id}`;
    const token = await login(t, user.email);
    const first = await buy(token, painting.sale_id!, { ready: true, proof_of_funds: true });
    const second = await buy(token, painting.sale_id!, { ready: true, proof_of_funds: true, message: 'Жду звонка' });
    expect(second.json().request_id).toBe(first.json().request_id);
    const rows = await sql`select message from painting_purchase_requests where user_id = ${user.id}`;
    expect(rows).toEqual([{ message: 'Жду звонка' }]);
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'painting_request_received', locale: 'ru' });
    expect(mails[0]!.subject).toBe(`Ваша заявка на покупку картины «${painting.name.ru}»`);
    expect(mails[0]!.body_text).toContain('Здравствуйте, Sobiratel!');
  });

  it('requires both confirmations', async () => {
    const painting = await forSale();
    const token = await login(t, (await createUser(t)).email);
    const response = await buy(token, painting.sale_id!, { ready: true, proof_of_funds: false }, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ proof_of_funds: messageText('required', 'ru') });
    const missing = await buy(token, painting.sale_id!, {});
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['ready', 'proof_of_funds']));
  });

  it('answers 404 for an unknown sale id and stores nothing', async () => {
    const user = await createUser(t);
    const response = await buy(await login(t, user.email), 'SALE-NOPE', { ready: true, proof_of_funds: true });
    expect(response.statusCode).toBe(404);
    expect(await sql`select id from painting_purchase_requests where user_id = ${user.id}`).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const painting = await forSale();
    const response = await app.inject({
      method: 'POST',
      url: `/api/paintings/${painting.sale_id}/buy`,
      payload: { ready: true, proof_of_funds: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
