import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KycResponse, KycReview } from '@pinacoteca/contracts/kyc/kyc';
import { MESSAGES } from '@pinacoteca/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login, mailsTo } from '../../../test/accounts.ts';
import { verifyAuditChain } from '../audit/audit.ts';
import { isKycVerified } from '../auth/user-queries.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;
const secret = 'a-webhook-secret-of-at-least-32-characters';
const hosted = await createTestApp({
  KYC_PROVIDER: 'hosted',
  KYC_PROVIDER_URL: 'https://verify.example.test/start',
  KYC_WEBHOOK_SECRET: secret,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
});
const base = await hosted.app.listen({ port: 0, host: '127.0.0.1' });
const bare = await createTestApp({ DEV_ROUTES: 'false', RATE_LIMIT_AUTH_PER_15_MIN: '1000' });

async function jpeg(width = 800, height = 600, color = '#8a6d3b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
const dataUrl = (data: Buffer, type = 'image/jpeg') => `data:${type};base64,${data.toString('base64')}`;

async function form(overrides: Record<string, unknown> = {}) {
  return {
    legal_name: 'Anna Karenina',
    date_of_birth: '1990-05-17',
    country: 'gb',
    address: '1 Example Street, London',
    document_type: 'national_id',
    document_number: 'X1234567',
    front: dataUrl(await jpeg()),
    back: dataUrl(await jpeg(800, 600, '#335577')),
    selfie: dataUrl(await jpeg(600, 800, '#aa3344')),
    ...overrides,
  };
}

async function investor(target: TestApp = t, language: 'en' | 'ru' = 'en') {
  const user = await createUser(target);
  if (language !== 'en') await target.sql`update users set language = ${language} where id = ${user.id}`;
  return { ...user, token: await login(target, user.email) };
}

const submit = (token: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/kyc', headers: bearer(token), payload: payload as object });

describe('the in-house verification', () => {
  it('takes the form, keeps the images encrypted and waits for review; it cannot be replaced while pending', async () => {
    const person = await investor();
    expect((await app.inject({ url: '/api/kyc' })).statusCode).toBe(401);
    const before = KycResponse.parse((await app.inject({ url: '/api/kyc', headers: bearer(person.token) })).json());
    expect(before).toMatchObject({ status: 'not_started', provider: 'in-house' });

    const sent = await submit(person.token, await form());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(KycResponse.parse(sent.json()).status).toBe('pending');
    const account = (await app.inject({ url: '/api/account', headers: bearer(person.token) })).json();
    expect(account.kyc_status).toBe('pending');

    const [row] = await sql<{ id: string; images: Record<string, string>; country: string }[]>`
      select id, images, country from kyc_submissions where user_id = ${person.id}`;
    expect(row!.country).toBe('GB');
    expect(Object.keys(row!.images).sort()).toEqual(['back', 'front', 'selfie']);
    const stored = await fs.readFile(path.join(t.config.kyc.dir, row!.images.front!));
    // Not a JPEG on disk: no JPEG marker anywhere in the file.
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);

    const again = await submit(person.token, await form());
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/being reviewed/);
  });

  it('refuses people under 18, US residents and a missing back of an ID card, with field messages', async () => {
    const person = await investor();
    const year = new Date().getUTCFullYear() - 17;
    const young = await submit(person.token, await form({ date_of_birth: `${year}-01-01` }));
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toEqual({ date_of_birth: 'You must be at least 18 years old' });
    const us = await submit(person.token, await form({ country: 'US' }));
    expect(us.json().errors).toEqual({
      country: 'Residents of the United States and its territories cannot invest on this platform',
    });
    const noBack = await submit(person.token, await form({ back: null }));
    expect(noBack.json().errors).toEqual({ back: 'This is a required field' });
    // A passport has one page: no back needed.
    expect((await submit(person.token, await form({ document_type: 'passport', back: null }))).statusCode).toBe(200);
  });

  it('refuses dates that do not exist and codes that are no country, in the language asked, storing nothing', async () => {
    const person = await investor();
    const send = (overrides: Record<string, unknown>, locale = 'en') =>
      form(overrides).then((payload) =>
        app.inject({ method: 'POST', url: `/api/kyc?_locale=${locale}`, headers: bearer(person.token), payload }),
      );
    for (const date_of_birth of ['1990-02-31', '1991-02-29', '1990-04-31', '1990-13-01']) {
      const response = await send({ date_of_birth });
      expect(response.statusCode, date_of_birth).toBe(400);
      expect(response.json(), date_of_birth).toEqual({
        message: 'The field must be correct',
        errors: { date_of_birth: 'The field must be correct' },
      });
    }
    for (const country of ['ZZ', 'zz', 'XX', 'UK', 'AA']) {
      const response = await send({ country });
      expect(response.statusCode, country).toBe(400);
      expect(response.json().errors, country).toEqual({ country: 'The field must be correct' });
    }
    expect((await send({ date_of_birth: '1990-02-31', country: 'ZZ' }, 'ru')).json().errors).toEqual({
      date_of_birth: 'Поле должно быть заполнено корректно',
      country: 'Поле должно быть заполнено корректно',
    });
    expect((await send({ date_of_birth: 19900531, country: 44 })).json().errors).toEqual({
      date_of_birth: 'The field must be correct',
      country: 'The field must be correct',
    });
    const [none] = await sql<
      { n: number }[]
    >`select count(*)::int as n from kyc_submissions where user_id = ${person.id}`;
    expect(none!.n).toBe(0);
    // A leap day that exists is a date like any other.
    expect((await send({ date_of_birth: '2000-02-29', country: 'fr' })).statusCode).toBe(200);
  });

  it('answers /api/kyc/start truthfully: with the in-house provider the form on the page is the way', async () => {
    const person = await investor();
    const start = (locale: string) =>
      app.inject({ method: 'POST', url: `/api/kyc/start?_locale=${locale}`, headers: bearer(person.token) });
    const en = await start('en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'Verification is done with the form on this page: fill it in and send your documents',
    });
    expect((await start('ru')).json().message).toBe(
      'Проверка проходит через форму на этой странице: заполните её и отправьте документы',
    );
  });

  it('checks images by their content like avatars', async () => {
    const person = await investor();
    const text = await submit(person.token, await form({ front: dataUrl(Buffer.from('not a picture'), 'image/png') }));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ front: 'JPEG or PNG only' });
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await submit(person.token, await form({ selfie: dataUrl(gif, 'image/jpeg') }))).json().errors).toEqual({
      selfie: 'JPEG or PNG only',
    });
    const small = await submit(person.token, await form({ front: dataUrl(await jpeg(200, 200)) }));
    expect(small.json().errors).toEqual({ front: 'At least 400×400 pixels' });
    const wide = await submit(person.token, await form({ back: dataUrl(await jpeg(5000, 500)) }));
    expect(wide.json().errors).toEqual({ back: 'At most 4,096 pixels on each side' });
    expect(await sql`select 1 from kyc_submissions where user_id = ${person.id}`).toHaveLength(0);
  });
});

describe('the console review', () => {
  it('is closed to visitors (401) and investors (403) on every route, documents included', async () => {
    const person = await investor();
    await submit(person.token, await form());
    const [row] = await sql<{ id: string }[]>`select id from kyc_submissions where user_id = ${person.id}`;
    const routes = [
      { method: 'GET' as const, url: '/api/admin/kyc' },
      { method: 'GET' as const, url: `/api/admin/kyc/${row!.id}` },
      { method: 'GET' as const, url: `/api/admin/kyc/${row!.id}/documents/front` },
      { method: 'POST' as const, url: `/api/admin/kyc/${row!.id}/decision`, payload: { decision: 'approve' } },
    ];
    const other = await investor();
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
      // Another investor cannot read this person's documents, nor can the person themselves.
      expect((await app.inject({ ...route, headers: bearer(other.token) })).statusCode, route.url).toBe(403);
      expect((await app.inject({ ...route, headers: bearer(person.token) })).statusCode, route.url).toBe(403);
    }
  });

  it('keeps a document as the picture alone: no metadata, nothing after it, turned upright', async () => {
    const person = await investor(t);
    // A phone photo: where it was taken in its metadata, stored sideways (orientation 6), and an
    // appended PDF with a script after the picture's end.
    const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#445566' } })
      .withExif({ IFD0: { Make: 'PhonePlace' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const payload = Buffer.concat([photo, Buffer.from('%PDF-1.4 <script>alert(1)</script>')]);
    expect((await submit(person.token, await form({ front: dataUrl(payload) }))).statusCode).toBe(200);
    const operator = await createStaff(t, 'operator');
    const [row] = await sql<{ id: string }[]>`select id from kyc_submissions where user_id = ${person.id}`;
    const image = await app.inject({
      url: `/api/admin/kyc/${row!.id}/documents/front`,
      headers: bearer(operator.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes('script')).toBe(false);
    expect(image.rawPayload.includes('PhonePlace')).toBe(false);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it('shows the data and documents side by side and approves: status, limits, audit and e-mail in the person’s language', async () => {
    const person = await investor(t, 'ru');
    const front = await jpeg(900, 600, '#123456');
    await submit(person.token, await form({ front: dataUrl(front) }));
    const operator = await createStaff(t, 'operator');
    const headers = bearer(operator.token);

    const queue = (await app.inject({ url: '/api/admin/kyc?status=pending', headers })).json() as {
      id: string;
      user_id: string;
    }[];
    const item = queue.find((q) => q.user_id === person.id)!;
    expect(item).toBeDefined();
    const review = KycReview.parse((await app.inject({ url: `/api/admin/kyc/${item.id}`, headers })).json());
    expect(review).toMatchObject({
      legal_name: 'Anna Karenina',
      date_of_birth: '1990-05-17',
      country: 'GB',
      document_type: 'national_id',
      images: ['front', 'back', 'selfie'],
    });
    const image = await app.inject({ url: `/api/admin/kyc/${item.id}/documents/front`, headers });
    expect(image.statusCode).toBe(200);
    // Opening a document is in the audit log: who, which, from where.
    const [opened] = await sql<{ actor_id: string; after: { kind: string }; ip: string | null }[]>`
      select actor_id, after, ip from audit_log where action = 'kyc.view_document' and subject_id = ${item.id}`;
    expect(opened).toMatchObject({ actor_id: operator.id, after: { kind: 'front' } });
    expect(opened!.ip).toBeTruthy();
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    // The same picture, drawn anew (metadata and anything after the picture left out).
    const served = await sharp(image.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    const [pixel] = await sharp(image.rawPayload).resize(1, 1).raw().toBuffer();
    expect(Math.abs(pixel! - 0x12)).toBeLessThan(6);

    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${item.id}/decision`,
      headers,
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'This is a required field' });

    expect(await isKycVerified(sql, person.id)).toBe(false);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${item.id}/decision`,
      headers,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: operator.email });
    expect(await isKycVerified(sql, person.id)).toBe(true);
    expect((await app.inject({ url: '/api/kyc', headers: bearer(person.token) })).json().status).toBe('approved');

    const [audit] = await sql<{ actor_id: string; after: { status: string } }[]>`
      select actor_id, after from audit_log where action = 'kyc.approve' and subject_id = ${item.id}`;
    expect(audit).toMatchObject({ actor_id: operator.id, after: { status: 'approved' } });
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    const mails = await mailsTo(t, person.email);
    expect(mails.find((m) => m.template === 'kyc_decision')).toMatchObject({
      subject: 'Ваша личность подтверждена',
      locale: 'ru',
    });

    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${item.id}/decision`,
      headers,
      payload: { decision: 'reject', reason: 'late' },
    });
    expect(twice.statusCode).toBe(400);
    // Approved people have nothing more to send: told in their account's language, as the request names none.
    expect((await submit(person.token, await form())).json().message).toBe(MESSAGES.kyc_already_approved.ru);
  });

  it('asks for resubmission with a reason, and the person may then send again', async () => {
    const person = await investor();
    await submit(person.token, await form());
    const operator = await createStaff(t, 'admin');
    const [row] = await sql<{ id: string }[]>`select id from kyc_submissions where user_id = ${person.id}`;
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${row!.id}/decision`,
      headers: bearer(operator.token),
      payload: { decision: 'request_resubmission', reason: 'The selfie is blurred' },
    });
    expect(response.statusCode).toBe(200);
    const status = KycResponse.parse((await app.inject({ url: '/api/kyc', headers: bearer(person.token) })).json());
    expect(status).toMatchObject({ status: 'resubmission_requested', reason: 'The selfie is blurred' });
    expect((await submit(person.token, await form())).statusCode).toBe(200);
  });
});

describe('an operator’s own verification', () => {
  it('is refused to them, whatever the decision, in the language asked, and decided by another operator', async () => {
    const admin = await createStaff(t, 'admin');
    expect((await submit(admin.token, await form())).statusCode).toBe(200);
    const [row] = await sql<{ id: string }[]>`select id from kyc_submissions where user_id = ${admin.id}`;
    const decide = (token: string, payload: object, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/kyc/${row!.id}/decision?_locale=${locale}`,
        headers: bearer(token),
        payload,
      });
    for (const payload of [
      { decision: 'approve' },
      { decision: 'reject', reason: 'no' },
      { decision: 'request_resubmission', reason: 'again' },
    ]) {
      const own = await decide(admin.token, payload);
      expect(own.statusCode, payload.decision).toBe(403);
      expect(own.json()).toEqual({ message: 'Another operator must decide on your own verification' });
    }
    expect((await decide(admin.token, { decision: 'approve' }, 'ru')).json()).toEqual({
      message: 'Решение по вашей собственной проверке должен принять другой оператор',
    });
    expect(await isKycVerified(sql, admin.id)).toBe(false);
    const [kept] = await sql<{ status: string }[]>`select status from kyc_submissions where id = ${row!.id}`;
    expect(kept!.status).toBe('pending');
    const [audits] = await sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where subject_id = ${row!.id} and action like 'kyc.%' and action <> 'kyc.submit'`;
    expect(audits!.n).toBe(0);

    const other = await createStaff(t, 'operator');
    const approved = await decide(other.token, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: other.email });
    expect(await isKycVerified(sql, admin.id)).toBe(true);
  });
});

describe('the sandbox provider (outside production)', () => {
  it('decides one’s own verification as the provider would', async () => {
    const person = await investor();
    const simulate = (outcome: string) =>
      app.inject({ method: 'POST', url: '/api/dev/kyc/simulate', headers: bearer(person.token), payload: { outcome } });
    expect((await simulate('rejected')).json()).toMatchObject({
      status: 'rejected',
      reason: 'Rejected in the sandbox',
    });
    expect(await isKycVerified(sql, person.id)).toBe(false);
    expect((await simulate('approved')).json().status).toBe('approved');
    expect(await isKycVerified(sql, person.id)).toBe(true);
  });

  it('does not exist without dev routes', async () => {
    const person = await investor(bare);
    const response = await bare.app.inject({
      method: 'POST',
      url: '/api/dev/kyc/simulate',
      headers: bearer(person.token),
      payload: { outcome: 'approved' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the hosted provider', () => {
  /** The provider's side of the protocol: a signed POST of the raw JSON over HTTP. */
  async function provider(event: object, options: { secret?: string; at?: number; body?: string } = {}) {
    const body = options.body ?? JSON.stringify(event);
    const timestamp = String(options.at ?? Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', options.secret ?? secret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    const response = await fetch(`${base}/api/kyc/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kyc-timestamp': timestamp, 'x-kyc-signature': signature },
      body,
    });
    return { status: response.status, body: (await response.json()) as { applied?: boolean; message?: string } };
  }

  it('sends the person to the provider and applies its signed verdict once', async () => {
    const person = await investor(hosted);
    const refused = await hosted.app.inject({
      method: 'POST',
      url: '/api/kyc',
      headers: bearer(person.token),
      payload: await form(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Verification goes through our partner: use the Verify button');
    const start = await hosted.app.inject({ method: 'POST', url: '/api/kyc/start', headers: bearer(person.token) });
    expect(start.statusCode, start.body).toBe(200);
    const url = new URL(start.json().redirect_url);
    expect(url.origin + url.pathname).toBe('https://verify.example.test/start');
    const reference = url.searchParams.get('reference')!;
    const event = { event_id: `evt-${reference}`, reference, outcome: 'approved' };

    expect((await provider(event, { secret: 'x'.repeat(40) })).status).toBe(401);
    expect((await provider(event, { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect(await isKycVerified(hosted.sql, person.id)).toBe(false);

    expect(await provider(event)).toEqual({ status: 200, body: { applied: true } });
    expect(await isKycVerified(hosted.sql, person.id)).toBe(true);
    // The same event again (a retry or a replay) changes nothing.
    expect(await provider(event)).toEqual({ status: 200, body: { applied: false } });
    const [count] = await hosted.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where action = 'kyc.approve' and subject_id = ${reference}`;
    expect(count!.n).toBe(1);
  });

  it('refuses a body changed after signing and an unknown reference', async () => {
    const signedFor = JSON.stringify({ event_id: 'e1', reference: crypto.randomUUID(), outcome: 'approved' });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${signedFor}`).digest('hex');
    const tampered = await fetch(`${base}/api/kyc/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kyc-timestamp': timestamp, 'x-kyc-signature': signature },
      body: signedFor.replace('approved', 'rejected'),
    });
    expect(tampered.status).toBe(401);
    expect((await provider({ event_id: 'e2', reference: crypto.randomUUID(), outcome: 'approved' })).status).toBe(404);
  });
});
