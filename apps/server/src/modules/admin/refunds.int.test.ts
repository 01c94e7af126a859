import { describe, expect, it } from 'vitest';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login, mailsTo } from '../../../test/accounts.ts';
import { expectLedgerSound, holding, tokenSet, treasuryBalance } from '../../../test/orders.ts';
import { verifyAuditChain } from '../audit/audit.ts';
import { transfer } from '../ledger/service.ts';

// Refunds above $100 need a second operator.
const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', REFUND_APPROVAL_ABOVE_USD: '100' });
const { app, sql } = t;
const tokens = await tokenSet((url) => app.inject({ url }));

/** A paid order of `quantity` tokens of the cheapest attributed token, and its buyer; `details` as the provider reported the payment. */
async function paidOrder(quantity: number, details?: Record<string, string>) {
  const buyer = await createUser(t);
  const headers = bearer(await login(t, buyer.email));
  const token = tokens.attributed[0]!;
  const placed = Order.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/order',
        headers,
        payload: { currency: 'BTC', items: [{ token_id: token.id, quantity }] },
      })
    ).json(),
  );
  await t.orders.markPaid({ provider: 'sandbox', orderId: placed.id, eventKey: `test:${placed.id}`, details });
  return { order: placed, buyer, token };
}

const refund = (token: string, orderId: string, reason = 'Customer asked within 14 days') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: bearer(token),
    payload: { reason },
  });

describe('refunds from the console', () => {
  it('takes a small refund at once: tokens back from the buyer, then the order refunded', async () => {
    const { order, buyer, token } = await paidOrder(1);
    expect(BigInt(order.amount.replace('.', ''))).toBeLessThanOrEqual(10_000n);
    const operator = await createStaff(t, 'operator');
    const held = await holding(sql, token.id, buyer.id);
    // The painting's public investment history lists the purchase until it is refunded.
    const investments = async () =>
      (await app.inject({ url: `/api/paintings/${token.painting_id!}` })).json<{
        investments: { date: string; quantity: string }[];
      }>().investments;
    const invested = (await investments())[0]!;
    const today = async () =>
      (await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) })).json<{
        paid_today: number;
        volume_today: string;
        refunds_to_complete: number;
      }>();
    const paid = await today();
    expect(Date.parse(invested.date)).toBeGreaterThanOrEqual(Date.parse(order.created_at));
    const taken = await refund(operator.token, order.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'approved', needs_approval: false, requested_by: operator.email });
    expect(await holding(sql, token.id, buyer.id)).toBe(held - 1n);
    await expect.poll(investments).not.toContainEqual(invested);
    // Nor is it among the day's paid orders: its money goes back.
    const after = await today();
    expect(after.paid_today).toBe(paid.paid_today - 1);
    // Its money is still to be sent back: counted among the refunds to complete until recorded.
    expect(after.refunds_to_complete).toBe(paid.refunds_to_complete + 1);
    expect(Number(after.volume_today)).toBeCloseTo(Number(paid.volume_today) - Number(order.amount), 2);

    const detail = (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) })).json();
    expect(detail.order.status).toBe('refund_pending');
    expect(detail.buyer_email).toBe(buyer.email);
    expect(detail.refund_completed).toBeNull();
    expect(detail.movements.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(['reserve', 'settle', 'refund']),
    );
    const treasury = await treasuryBalance(sql, token.id);
    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund/complete`,
      headers: bearer(operator.token),
      payload: { reference: 'RF-1001' },
    });
    expect(done.json().order.status).toBe('refunded');
    // Who completed it, when and with what proof, beside who asked and decided.
    expect(done.json().refund_completed).toMatchObject({
      by: operator.email,
      at: expect.any(String),
      reference: 'RF-1001',
    });
    expect(await treasuryBalance(sql, token.id)).toBe(treasury + 1n);
    expect((await today()).refunds_to_complete).toBe(paid.refunds_to_complete);
    expect((await refund(operator.token, order.id)).statusCode).toBe(400);
    // Completed again with another reference: refused, the first one kept.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund/complete`,
      headers: bearer(operator.token),
      payload: { reference: 'RF-2002' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This refund is already recorded as complete');
    // The buyer is told of each step once (an outside tester's tokens vanished without a word).
    const letters = (await mailsTo(t, buyer.email)).filter((m) => m.template === 'refund').reverse();
    expect(letters.map((m) => m.subject)).toEqual(['Your purchase is being refunded', 'Your refund is complete']);
    expect(letters[0]!.body_text).toContain(`1 ${token.symbol}`);
    expect(letters[0]!.body_text).toContain(`($${order.amount})`);
    expect(letters[0]!.body_text).toContain(`/operations/${order.id}`);
    expect(letters[1]!.body_text).toContain('Reference of the return: RF-1001');
    expect(
      (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) })).json()
        .refund_completed.reference,
    ).toBe('RF-1001');
    await expectLedgerSound(sql);
  });

  it('holds a refund of an operator’s own order, however small, for another operator, who also completes it', async () => {
    const owner = await createStaff(t, 'operator');
    const other = await createStaff(t, 'operator');
    const token = tokens.attributed[0]!;
    const placed = Order.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/order',
          headers: bearer(owner.token),
          payload: { currency: 'BTC', items: [{ token_id: token.id, quantity: 1 }] },
        })
      ).json(),
    );
    await t.orders.markPaid({ provider: 'sandbox', orderId: placed.id, eventKey: `test:${placed.id}` });
    const held = await holding(sql, token.id, owner.id);
    // Asked for by its buyer: below the threshold, yet it waits.
    const asked = await refund(owner.token, placed.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'awaiting_approval', needs_approval: true });
    expect(await holding(sql, token.id, owner.id)).toBe(held);
    const decide = (by: string, approve: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${asked.json().id as string}/decision?_locale=ru`,
        headers: bearer(by),
        payload: { approve },
      });
    expect((await decide(owner.token, true)).statusCode).toBe(403);
    expect((await decide(other.token, true)).json()).toMatchObject({ status: 'approved', decided_by: other.email });
    expect(await holding(sql, token.id, owner.id)).toBe(held - 1n);
    // Recording the money as back with its buyer is another operator's word, not the buyer's.
    const complete = (by: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/refund/complete`,
        headers: bearer(by),
        payload: { reference: 'RF-own' },
      });
    const own = await complete(owner.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another operator must handle a refund of your own order');
    expect((await complete(other.token)).json().order.status).toBe('refunded');

    await expectLedgerSound(sql);
  });

  it('completes a refund only with its transaction or refund reference, kept in the audit trail and shown on the order', async () => {
    const payer = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const { order } = await paidOrder(1, { payer });
    const operator = await createStaff(t, 'operator');
    expect((await refund(operator.token, order.id)).statusCode).toBe(200);
    // Where the money goes back, beside what: the payer the provider reported, the charge's amount.
    const detail = (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) })).json();
    expect(detail.payments).toMatchObject([{ outcome: 'paid', payer }]);
    expect(detail.order.charge).toMatchObject({ amount: order.charge!.amount, currency: 'BTC' });

    const complete = (payload: object | undefined, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund/complete?_locale=${locale}`,
        headers: bearer(operator.token),
        payload,
      });
    for (const [payload, locale, text] of [
      [{}, 'en', 'This is a required field'],
      [{ reference: '   ' }, 'ru', 'Это обязательное поле'],
      [{ reference: 'x'.repeat(201) }, 'en', 'Max 200 characters'],
    ] as const) {
      const refused = await complete(payload, locale);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ reference: text });
    }
    // A caller from before the reference (no body at all) is refused too, not let through.
    expect((await complete(undefined)).statusCode).toBe(400);
    // Nothing is completed, or recorded, without it.
    const [pending] = await sql<{ status: string }[]>`select status from orders where id = ${order.id}`;
    expect(pending!.status).toBe('refund_pending');
    expect(
      await sql`select seq from audit_log where subject_id = ${order.id} and action = 'refund.complete'`,
    ).toHaveLength(0);

    const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    const done = await complete({ reference: `  ${signature}  ` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refund_completed).toMatchObject({ by: operator.email, reference: signature });
    const again = (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) })).json();
    expect(again.refund_completed.reference).toBe(signature);
    const [audit] = await sql<{ actor_id: string; after: { status: string; reference: string } }[]>`
      select actor_id, after from audit_log where subject_id = ${order.id} and action = 'refund.complete'`;
    expect(audit).toEqual({ actor_id: operator.id, after: { status: 'refunded', reference: signature } });
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('holds a large refund for a second operator: the maker cannot approve their own', async () => {
    const { order, buyer, token } = await paidOrder(20);
    const maker = await createStaff(t, 'operator');
    const checker = await createStaff(t, 'operator');
    const held = await holding(sql, token.id, buyer.id);
    const asked = await refund(maker.token, order.id);
    expect(asked.json()).toMatchObject({ status: 'awaiting_approval', needs_approval: true });
    // Nothing moves until a checker approves.
    expect(await holding(sql, token.id, buyer.id)).toBe(held);
    expect((await refund(checker.token, order.id)).statusCode).toBe(400);

    const id = asked.json().id as string;
    const decide = (token: string, approve: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${id}/decision`,
        headers: bearer(token),
        payload: { approve },
      });
    const own = await decide(maker.token, true);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another operator must approve a refund you asked for');
    const queue = (
      await app.inject({ url: '/api/admin/refunds?status=awaiting_approval', headers: bearer(checker.token) })
    ).json();
    expect(queue.map((r: { id: string }) => r.id)).toContain(id);

    const approved = await decide(checker.token, true);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: checker.email, requested_by: maker.email });
    expect(await holding(sql, token.id, buyer.id)).toBe(held - 20n);
    expect((await decide(checker.token, false)).statusCode).toBe(400);
    const actions = await sql<{ action: string; actor_id: string }[]>`
      select action, actor_id from audit_log where subject_id = ${order.id} order by seq`;
    expect(actions).toEqual([
      { action: 'refund.request', actor_id: maker.id },
      { action: 'refund.approve', actor_id: checker.id },
    ]);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('rejects a request without touching the order, and refuses unpaid orders and empty reasons', async () => {
    const { order } = await paidOrder(20);
    const maker = await createStaff(t, 'operator');
    const checker = await createStaff(t, 'admin');
    const id = (await refund(maker.token, order.id)).json().id as string;
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/decision`,
      headers: bearer(checker.token),
      payload: { approve: false },
    });
    expect(rejected.json().status).toBe('rejected');
    const [row] = await sql<{ status: string }[]>`select status from orders where id = ${order.id}`;
    expect(row!.status).toBe('success');
    expect((await refund(maker.token, order.id, ' ')).json().errors).toEqual({ reason: 'This is a required field' });

    const buyer = await createUser(t);
    const unpaid = Order.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/order',
          headers: bearer(await login(t, buyer.email)),
          payload: { currency: 'BTC', items: [{ token_id: tokens.attributed[0]!.id, quantity: 1 }] },
        })
      ).json(),
    );
    expect((await refund(maker.token, unpaid.id)).json().message).toBe('Only a paid order can be refunded');
  });

  it('refuses to ask a second operator for a refund the buyer no longer holds the tokens of', async () => {
    const { order, buyer, token } = await paidOrder(20);
    const maker = await createStaff(t, 'operator');
    // One of the order's tokens has left the buyer (withdrawn to their wallet).
    const [onchain] = await sql<{ id: string }[]>`
      insert into ledger_accounts (token_id, kind) values (${token.id}, 'onchain')
      on conflict (token_id, kind, owner_id) do update set kind = excluded.kind returning id`;
    const [mine] = await sql<{ id: string }[]>`
      select id from ledger_accounts where token_id = ${token.id} and kind = 'user' and owner_id = ${buyer.id}`;
    await sql.begin((tx) =>
      transfer(tx, 'withdraw', [{ tokenId: token.id, from: mine!.id, to: onchain!.id, quantity: 1 }]),
    );
    const asked = await refund(maker.token, order.id);
    expect(asked.statusCode, asked.body).toBe(400);
    expect(asked.json().message).toBe('The buyer no longer holds all the tokens of this order');
    // Nothing recorded, nothing audited, nothing moved: no approval that could only fail waits.
    expect(await sql`select id from refund_requests where order_id = ${order.id}`).toHaveLength(0);
    expect(await sql`select seq from audit_log where subject_id = ${order.id}`).toHaveLength(0);
    expect(await holding(sql, token.id, buyer.id)).toBe(19n);
    const [row] = await sql<{ status: string }[]>`select status from orders where id = ${order.id}`;
    expect(row!.status).toBe('success');
    await expectLedgerSound(sql);
  });

  it('answers 200 to exactly one of many concurrent refunds of an order, "already requested" to every other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, buyer, token } = await paidOrder(1);
      const operators = await Promise.all([createStaff(t, 'operator'), createStaff(t, 'admin')]);
      const held = await holding(sql, token.id, buyer.id);
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => refund(operators[i % 2]!.token, order.id, `Concurrent ${i}`)),
      );
      const taken = answers.filter((a) => a.statusCode === 200);
      expect(taken, answers.map((a) => a.body).join('\n')).toHaveLength(1);
      for (const refused of answers.filter((a) => a !== taken[0])) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().message).toBe('A refund of this order is already requested or taken');
      }
      const requests = await sql<{ id: string; reason: string }[]>`
        select id, reason from refund_requests where order_id = ${order.id}`;
      expect(requests).toHaveLength(1);
      expect(taken[0]!.json()).toMatchObject({ id: requests[0]!.id, order_id: order.id, reason: requests[0]!.reason });
      const [audits] = await sql<{ n: number }[]>`
        select count(*)::int as n from audit_log where subject_id = ${order.id} and action = 'refund.take'`;
      expect(audits!.n).toBe(1);
      expect(await holding(sql, token.id, buyer.id)).toBe(held - 1n);
    }
    await expectLedgerSound(sql);
  });

  it('answers 200 to exactly one of operators completing a refund at once, "already complete" to the others', async () => {
    const { order } = await paidOrder(1);
    const operators = await Promise.all([createStaff(t, 'operator'), createStaff(t, 'admin')]);
    expect((await refund(operators[0]!.token, order.id)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refund/complete`,
          headers: bearer(operators[i % 2]!.token),
          payload: { reference: `REF-${i}` },
        }),
      ),
    );
    const done = answers.filter((a) => a.statusCode === 200);
    expect(done, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    for (const late of answers.filter((a) => a !== done[0])) {
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json().message).toBe('This refund is already recorded as complete');
    }
    // The reference kept is the one its operator was told was recorded.
    expect(done[0]!.json().refund_completed.reference).toBe(`REF-${answers.indexOf(done[0]!)}`);
    await expectLedgerSound(sql);
  });
});
