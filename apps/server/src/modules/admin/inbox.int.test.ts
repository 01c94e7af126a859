import { describe, expect, it } from 'vitest';
import { InboxDetail, InboxResponse } from '@pinacoteca/contracts/admin/inbox';
import { StaffUserDetail } from '@pinacoteca/contracts/admin/console';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login, mailsTo, uniqueEmail } from '../../../test/accounts.ts';
import { verifyAuditChain } from '../audit/audit.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', RATE_LIMIT_FEEDBACK_PER_HOUR: '1000' });
const { app, sql } = t;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function supportMessage(email: string, message: string, locale: 'en' | 'ru' = 'en'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/feedback?_locale=${locale}`,
    payload: { email, message },
    remoteAddress: '10.9.0.1',
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function paintingRequest(): Promise<{ id: string; user: { id: string; email: string }; saleId: string }> {
  const [painting] = await sql<{ sale_id: string }[]>`
    select sale_id from paintings where sale_id is not null order by ordering desc limit 1`;
  const user = await createUser(t, { username: 'Collector' });
  await sql`update users set language = 'ru' where id = ${user.id}`;
  const response = await call(await login(t, user.email), 'POST', `/api/paintings/${painting!.sale_id}/buy`, {
    ready: true,
    proof_of_funds: true,
    message: 'Можно посмотреть картину вживую?',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<{ request_id: string }>().request_id, user, saleId: painting!.sale_id };
}

describe('the inbox', () => {
  it('lists support messages and whole-painting requests, new first, with their senders', async () => {
    const operator = await createStaff(t);
    const email = uniqueEmail('guest');
    const supportId = await supportMessage(email, 'The chart does not open on my phone.');
    const request = await paintingRequest();
    const response = await call(operator.token, 'GET', '/api/admin/inbox');
    expect(response.statusCode).toBe(200);
    const items = InboxResponse.parse(response.json());
    expect(items.find((i) => i.id === supportId)).toMatchObject({
      kind: 'support',
      email,
      status: 'new',
      assignee: null,
      message: 'The chart does not open on my phone.',
    });
    expect(items.find((i) => i.id === request.id)).toMatchObject({
      kind: 'painting_request',
      email: request.user.email,
      username: 'Collector',
      language: 'ru',
      painting: { sale_id: request.saleId },
    });
    const onlySupport = InboxResponse.parse(
      (await call(operator.token, 'GET', '/api/admin/inbox?kind=support')).json(),
    );
    expect(onlySupport.every((i) => i.kind === 'support')).toBe(true);
    const found = InboxResponse.parse(
      (await call(operator.token, 'GET', `/api/admin/inbox?q=${encodeURIComponent(request.user.email)}`)).json(),
    );
    expect(found.map((i) => i.id)).toEqual([request.id]);
  });

  it('is taken by an operator, answered by e-mail in the sender language, and audited', async () => {
    const operator = await createStaff(t);
    const request = await paintingRequest();
    const taken = await call(operator.token, 'POST', `/api/admin/inbox/painting_request/${request.id}`, {
      status: 'in_progress',
      assignee_id: operator.id,
      expected_assignee_id: null,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(InboxDetail.parse(taken.json()).item).toMatchObject({
      status: 'in_progress',
      assignee: { id: operator.id, email: operator.email },
    });
    const mine = InboxResponse.parse((await call(operator.token, 'GET', '/api/admin/inbox?assignee=me')).json());
    expect(mine.map((i) => i.id)).toContain(request.id);

    const replied = await call(operator.token, 'POST', `/api/admin/inbox/painting_request/${request.id}/reply`, {
      body: 'Да, приходите в четверг.\n\nАдрес пришлём отдельно.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const detail = InboxDetail.parse(replied.json());
    expect(detail.item.status).toBe('answered');
    expect(detail.replies).toEqual([
      expect.objectContaining({
        author_email: operator.email,
        body: 'Да, приходите в четверг.\n\nАдрес пришлём отдельно.',
      }),
    ]);
    const [mail] = (await mailsTo(t, request.user.email)).filter((m) => m.template === 'inbox_reply');
    expect(mail).toMatchObject({ locale: 'ru' });
    expect(mail!.subject).toContain(`продажа ${request.saleId}`);
    expect(mail!.body_text).toContain('Да, приходите в четверг.');
    expect(mail!.body_html).toContain('Адрес пришлём отдельно.');

    const actions = await sql<{ action: string }[]>`
      select action from audit_log where subject_id = ${request.id} order by seq`;
    expect(actions.map((a) => a.action)).toEqual(['inbox.update', 'inbox.reply']);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
  });

  it('tells the second of two operators taking one item at once that someone else has it', async () => {
    const [first, second] = [await createStaff(t), await createStaff(t)];
    const request = await paintingRequest();
    const url = `/api/admin/inbox/painting_request/${request.id}`;
    const take = (who: { id: string; token: string }) =>
      call(who.token, 'POST', url, { assignee_id: who.id, expected_assignee_id: null });
    const answers = await Promise.all([take(first), take(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'Someone else took or released this item after you opened it; look again before changing it',
    );
    const winner = InboxDetail.parse(answers.find((a) => a.statusCode === 200)!.json()).item.assignee!.id;
    const now = InboxDetail.parse((await call(first.token, 'GET', url)).json()).item;
    expect(now.assignee?.id).toBe(winner);

    // Looked at again, the other may take it over knowingly, or release it; a stale release is refused too.
    const loser = winner === first.id ? second : first;
    const stale = await call(loser.token, 'POST', url, { assignee_id: null, expected_assignee_id: null });
    expect(stale.statusCode).toBe(409);
    const over = await call(loser.token, 'POST', url, { assignee_id: loser.id, expected_assignee_id: winner });
    expect(over.statusCode, over.body).toBe(200);
    // A status change alone never conflicts with who has it.
    const status = await call(first.token, 'POST', url, { status: 'in_progress', expected_assignee_id: null });
    expect(status.statusCode, status.body).toBe(200);
  });

  it('closes with an answer; a closed request lets the person ask again, and cannot then be reopened', async () => {
    const operator = await createStaff(t);
    const request = await paintingRequest();
    const closed = await call(operator.token, 'POST', `/api/admin/inbox/painting_request/${request.id}/reply`, {
      body: 'The painting is reserved for a museum loan.',
      close: true,
    });
    expect(InboxDetail.parse(closed.json()).item).toMatchObject({ status: 'closed', assignee: { id: operator.id } });
    const open = InboxResponse.parse((await call(operator.token, 'GET', '/api/admin/inbox')).json());
    expect(open.map((i) => i.id)).not.toContain(request.id);

    const again = await call(await login(t, request.user.email), 'POST', `/api/paintings/${request.saleId}/buy`, {
      ready: true,
      proof_of_funds: true,
    });
    expect(again.json().request_id).not.toBe(request.id);
    const reopen = await call(operator.token, 'POST', `/api/admin/inbox/painting_request/${request.id}`, {
      status: 'in_progress',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(/newer request/);
  });

  it('refuses bad input with field messages and unknown items with 404', async () => {
    const operator = await createStaff(t);
    const id = await supportMessage(uniqueEmail('guest'), 'Hello there');
    const empty = await call(operator.token, 'POST', `/api/admin/inbox/support/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'This is a required field',
      errors: { body: 'This is a required field' },
    });
    const nothing = await call(operator.token, 'POST', `/api/admin/inbox/support/${id}`, {});
    expect(nothing.statusCode).toBe(400);
    const investor = await createUser(t);
    // Who had it is asked with every change of who has it: without it, two at once raced.
    const unseen = await call(operator.token, 'POST', `/api/admin/inbox/support/${id}`, { assignee_id: operator.id });
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json().errors).toEqual({ expected_assignee_id: 'This is a required field' });
    const toInvestor = await call(operator.token, 'POST', `/api/admin/inbox/support/${id}`, {
      assignee_id: investor.id,
      expected_assignee_id: null,
    });
    expect(toInvestor.statusCode).toBe(400);
    expect(toInvestor.json().errors).toEqual({ assignee_id: 'The field must be correct' });
    // An operator who cannot open the console (two-factor off) would never see it.
    const newcomer = await createUser(t);
    await t.sql`update users set role = 'operator' where id = ${newcomer.id}`;
    const toNewcomer = await call(operator.token, 'POST', `/api/admin/inbox/support/${id}`, {
      assignee_id: newcomer.id,
      expected_assignee_id: null,
    });
    expect(toNewcomer.statusCode).toBe(400);
    expect(toNewcomer.json().errors).toEqual({
      assignee_id: 'This operator cannot open the console yet: their two-factor authentication is off',
    });
    const badKind = await call(operator.token, 'GET', `/api/admin/inbox/letters/${id}`);
    expect(badKind.statusCode).toBe(400);
    // No id at all, whatever else the path says: nothing there.
    const noId = await call(operator.token, 'GET', '/api/admin/inbox/abc/abc');
    expect(noId.statusCode).toBe(404);
    expect(noId.json()).toEqual({ message: 'Not found' });
    const unknown = await call(operator.token, 'GET', '/api/admin/inbox/support/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('names paintings and answers errors in the language of the call, though its query schema has no _locale', async () => {
    const operator = await createStaff(t);
    const request = await paintingRequest();
    const [painting] = await sql<{ name: { ru: string } }[]>`
      select p.name from paintings p where p.sale_id = ${request.saleId}`;
    const items = InboxResponse.parse(
      (await call(operator.token, 'GET', '/api/admin/inbox?kind=painting_request&_locale=ru')).json(),
    );
    expect(items.find((i) => i.id === request.id)!.painting!.name).toBe(painting!.name.ru);
    const bad = await call(operator.token, 'GET', '/api/admin/inbox?status=lost&_locale=ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: 'Поле должно быть заполнено корректно' });
  });

  it('counts new items on the dashboard', async () => {
    const operator = await createStaff(t);
    const before = (await call(operator.token, 'GET', '/api/admin/dashboard')).json<{ support_messages_new: number }>();
    const id = await supportMessage(uniqueEmail('guest'), 'One more question');
    const after = (await call(operator.token, 'GET', '/api/admin/dashboard')).json<{ support_messages_new: number }>();
    expect(after.support_messages_new).toBe(before.support_messages_new + 1);
    await call(operator.token, 'POST', `/api/admin/inbox/support/${id}`, { status: 'in_progress' });
    const taken = (await call(operator.token, 'GET', '/api/admin/dashboard')).json<{ support_messages_new: number }>();
    expect(taken.support_messages_new).toBe(before.support_messages_new);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows a person with their verification, holdings, orders and security log', async () => {
    const operator = await createStaff(t);
    const person = await createUser(t);
    await login(t, person.email);
    const response = await call(operator.token, 'GET', `/api/admin/users/${person.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = StaffUserDetail.parse(response.json());
    expect(detail.user).toMatchObject({ id: person.id, email: person.email, kyc_status: 'not_started' });
    expect(detail.kyc).toBeNull();
    expect(detail.holdings).toMatchObject({ balance_amount: '0.00', art_token_balances: [] });
    expect(detail.orders).toEqual([]);
    expect(detail.security_log.map((e) => e.event)).toContain('sign_in');
    expect(
      (await call(operator.token, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
