import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EditablePainting } from '@pinacoteca/contracts/admin/catalogue';
import { createTestApp, eventually } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound } from '../../../test/orders.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

async function painting(overrides: Record<string, unknown> = {}) {
  const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#705030' } })
    .jpeg()
    .toBuffer();
  return {
    name: { en: `Harbour at Dawn ${Date.now()}`, ru: 'Гавань на рассвете' },
    short_description: { en: 'Boats at first light.', ru: 'Лодки на рассвете.' },
    full_description: { en: 'Painted in 1911.\n\nBought at auction <b>in</b> 2020.', ru: 'Написана в 1911 году.' },
    year: 1911,
    width_cm: 80,
    height_cm: 60,
    genre: 4,
    technic: 1,
    eras: [3],
    frame: 'with',
    orientation: 'landscape',
    sale_id: null,
    price: '0',
    estimated_value: '150000',
    image: `data:image/jpeg;base64,${picture.toString('base64')}`,
    ...overrides,
  };
}

describe('publishing a painting from the console', () => {
  it('creates the painting and its 100,000 tokens; visitors see it; a price takes it out of attribution', async () => {
    const operator = await createStaff(t, 'operator');
    const body = await painting();
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/paintings',
      headers: bearer(operator.token),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, token_id } = created.json() as { id: string; token_id: string };
    // Its mint is asked for at once, not at the next minute's round.
    const [queued] = await sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs where key = 'issue_mints'`;
    expect(queued!.n).toBe(1);

    const page = (await app.inject({ url: `/api/paintings/${id}?_locale=ru` })).json();
    expect(page.name).toBe('Гавань на рассвете');
    const english = (await app.inject({ url: `/api/paintings/${id}` })).json();
    expect(english.full_description).toBe(
      '<p>Painted in 1911.</p><p>Bought at auction &lt;b&gt;in&lt;/b&gt; 2020.</p>',
    );
    const tokens = (await app.inject({ url: '/api/tokens' })).json() as {
      artTokens: { id: string; current_price: string; available: string }[];
    };
    expect(tokens.artTokens.find((a) => a.id === token_id)).toMatchObject({
      current_price: '0.00',
      available: '100000',
    });
    await expectLedgerSound(sql);

    const priced = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/paintings/${id}/price`,
      headers: bearer(operator.token),
      payload: { price: '75.50' },
    });
    expect(priced.json()).toMatchObject({ price: '75.50', previous: '0.00' });
    // The catalogue's cache follows the change through NOTIFY.
    await eventually(async () => {
      const after = (await app.inject({ url: '/api/tokens' })).json() as {
        artTokens: { id: string; current_price: string }[];
      };
      expect(after.artTokens.find((a) => a.id === token_id)!.current_price).toBe('75.50');
    });
    const audit = await sql<{ action: string }[]>`select action from audit_log where subject_id = ${id} order by seq`;
    expect(audit.map((a) => a.action)).toEqual(['painting.create', 'painting.price']);
  });

  it('refuses bad input with field messages, and investors with 403', async () => {
    const operator = await createStaff(t, 'operator');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/paintings',
      headers: bearer(operator.token),
      payload: await painting({ name: { en: '', ru: 'x' }, price: 'free', eras: [] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['eras', 'name.en', 'price']);
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tiny = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/paintings',
      headers: bearer(operator.token),
      payload: await painting({ image: `data:image/png;base64,${small.toString('base64')}` }),
    });
    expect(tiny.json().errors).toEqual({ image: 'At least 600×600 pixels' });
    const investor = await login(t, (await createUser(t)).email);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/catalogue/paintings',
          headers: bearer(investor),
          payload: await painting(),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('editing a painting from the console', () => {
  async function publish(token: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/paintings',
      headers: bearer(token),
      payload: await painting(),
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json() as { id: string; token_id: string };
  }

  it('loads the form, saves texts, author, picture, histories and attributions, and visitors see them', async () => {
    const operator = await createStaff(t, 'operator');
    const { id, token_id } = await publish(operator.token);
    const loaded = await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(operator.token) });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const form = EditablePainting.parse(loaded.json());
    // The stored HTML comes back as the plain text it was written in.
    expect(form.values.full_description.en).toBe('Painted in 1911.\n\nBought at auction <b>in</b> 2020.');

    const author = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/authors',
      headers: bearer(operator.token),
      payload: { name: { en: 'Ada Brook', ru: 'Ада Брук' }, life_years: '1880–1950' },
    });
    expect(author.statusCode, author.body).toBe(200);
    const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#203050' } })
      .png()
      .toBuffer();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/paintings/${id}`,
      headers: bearer(operator.token),
      payload: {
        ...form.values,
        name: { en: 'Harbour at Noon', ru: 'Гавань в полдень' },
        author_id: author.json().id,
        sale_id: `S-${Date.now()}`,
        image: `data:image/png;base64,${picture.toString('base64')}`,
        histories: [
          { year: 1911, title: { en: 'Painted', ru: 'Написана' }, description: { en: 'In Brest.', ru: 'В Бресте.' } },
        ],
        attributions: [
          {
            date: '2021-03-01',
            title: { en: 'Examined', ru: 'Экспертиза' },
            description: { en: 'Signed.', ru: 'Подпись.' },
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = EditablePainting.parse(saved.json());
    expect(after.values).toMatchObject({ name: { en: 'Harbour at Noon' }, author_id: author.json().id });
    expect(after.main_image).not.toBe(form.main_image);

    await eventually(async () => {
      const page = (await app.inject({ url: `/api/paintings/${id}?_locale=ru` })).json();
      expect(page.name).toBe('Гавань в полдень');
      expect(page.author).toBe(author.json().id);
      expect(page.histories).toEqual([expect.objectContaining({ year: 1911, title: 'Написана' })]);
      expect(page.attributions).toEqual([expect.objectContaining({ date: '2021-03-01', title: 'Экспертиза' })]);
      expect(page.images).toHaveLength(2);
      const tokens = (await app.inject({ url: '/api/tokens' })).json() as { artTokens: { id: string; name: string }[] };
      expect(tokens.artTokens.find((a) => a.id === token_id)!.name).toBe('Harbour at Noon');
    });
    const [audit] = await sql<{ before: Record<string, unknown>; after: Record<string, unknown> }[]>`
      select before, after from audit_log where subject_id = ${id} and action = 'painting.update'`;
    expect(Object.keys(audit!.before).sort()).toEqual(['author_id', 'main_image_id', 'name', 'sale_id']);
    expect(audit!.after).toMatchObject({ histories: 1, attributions: 1 });
  });

  it('refuses a save from a copy another operator has saved over since: their change is kept, one audit row', async () => {
    const first = await createStaff(t, 'operator');
    const second = await createStaff(t, 'operator');
    const { id } = await publish(first.token);
    const load = async (token: string) =>
      EditablePainting.parse(
        (await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(token) })).json(),
      );
    const save = (token: string, payload: object, locale = 'en') =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/paintings/${id}?_locale=${locale}`,
        headers: bearer(token),
        payload,
      });
    // Both open the edit form on the same copy.
    const mine = await load(first.token);
    const theirs = await load(second.token);
    expect(theirs.values.version).toBe(mine.values.version);

    const saved = await save(first.token, { ...mine.values, name: { ...mine.values.name, en: 'Harbour at Noon' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(EditablePainting.parse(saved.json()).values.version).toBe(mine.values.version + 1);

    const stale = { ...theirs.values, name: { ...theirs.values.name, ru: 'Гавань в полдень' } };
    const refused = await save(second.token, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Someone else saved this painting after you opened it: reload it to see their changes',
    );
    expect((await save(second.token, stale, 'ru')).json().message).toBe(
      'Кто-то другой сохранил эту картину после того, как вы её открыли: загрузите её заново, чтобы увидеть изменения',
    );
    // Nothing of the stale copy was written, and only the first save is in the audit trail.
    const [row] = await sql<{ name: { en: string; ru: string }; version: number }[]>`
      select name, version from paintings where id = ${id}`;
    expect(row).toEqual({
      name: { en: 'Harbour at Noon', ru: 'Гавань на рассвете' },
      version: mine.values.version + 1,
    });
    const audit = await sql<{ actor_id: string }[]>`
      select actor_id from audit_log where subject_id = ${id} and action = 'painting.update'`;
    expect(audit.map((a) => a.actor_id)).toEqual([first.id]);

    // Loaded again, the second operator's change goes in on top of the first's.
    const reloaded = await load(second.token);
    expect(reloaded.values.name.en).toBe('Harbour at Noon');
    const again = await save(second.token, {
      ...reloaded.values,
      name: { ...reloaded.values.name, ru: 'Гавань в полдень' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(EditablePainting.parse(again.json()).values).toMatchObject({
      name: { en: 'Harbour at Noon', ru: 'Гавань в полдень' },
      version: mine.values.version + 2,
    });
  });

  it('lets one of two saves of the same copy sent at once through and refuses the other', async () => {
    const operator = await createStaff(t, 'operator');
    const { id } = await publish(operator.token);
    const form = EditablePainting.parse(
      (await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(operator.token) })).json(),
    );
    const answers = await Promise.all(
      ['First', 'Second'].map((en) =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/catalogue/paintings/${id}`,
          headers: bearer(operator.token),
          payload: { ...form.values, name: { ...form.values.name, en } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await sql`select 1 from audit_log where subject_id = ${id} and action = 'painting.update'`;
    expect(audit).toHaveLength(1);
  });

  it('refuses a save that does not say which copy it was made on', async () => {
    const operator = await createStaff(t, 'operator');
    const { id } = await publish(operator.token);
    const form = EditablePainting.parse(
      (await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(operator.token) })).json(),
    );
    const { version: _version, ...unversioned } = form.values;
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/paintings/${id}`,
        headers: bearer(operator.token),
        payload,
      });
    expect((await put(unversioned)).json().errors).toEqual({ version: 'This is a required field' });
    for (const version of ['1', 1.5, 0, null]) {
      expect((await put({ ...unversioned, version })).json().errors, String(version)).toEqual({
        version: 'The field must be correct',
      });
    }
  });

  it('refuses a taken sale id, an unknown author, a bad date and an unknown painting', async () => {
    const operator = await createStaff(t, 'operator');
    const { id } = await publish(operator.token);
    const [other] = await sql<{ sale_id: string }[]>`select sale_id from paintings where sale_id is not null limit 1`;
    const form = EditablePainting.parse(
      (await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(operator.token) })).json(),
    );
    const put = (payload: object, paintingId = id) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/paintings/${paintingId}`,
        headers: bearer(operator.token),
        payload: { ...form.values, ...payload },
      });
    expect((await put({ sale_id: other!.sale_id })).json()).toMatchObject({ errors: { sale_id: expect.any(String) } });
    expect((await put({ author_id: '00000000-0000-4000-8000-000000000000' })).json().errors).toEqual({
      author_id: 'The field must be correct',
    });
    const badDate = await put({
      attributions: [{ date: '2021-13-01', title: { en: 'a', ru: 'б' }, description: { en: 'a', ru: 'б' } }],
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['attributions.date']);
    expect((await put({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses with field messages, never a 500, numbers the codec or the database cannot hold', async () => {
    const operator = await createStaff(t, 'operator');
    const { id } = await publish(operator.token);
    const form = EditablePainting.parse(
      (await app.inject({ url: `/api/admin/catalogue/paintings/${id}`, headers: bearer(operator.token) })).json(),
    );
    const put = (payload: object, locale = 'en') =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/paintings/${id}?_locale=${locale}`,
        headers: bearer(operator.token),
        payload: { ...form.values, ...payload },
      });
    const price = (value: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/paintings/${id}/price`,
        headers: bearer(operator.token),
        payload: { price: value },
      });
    const format = 'The field must be correct';
    const side = 'From 0.1 to 10,000 cm, with at most one decimal place';

    // Money: one spelling, the codec's, so "058" is refused as the codec refuses it.
    for (const value of ['058', '00', '01', '000058', '0058', '58.', '.5', '58.123', '-5', '5e1', '0x10', 58]) {
      const set = await price(value);
      expect(set.statusCode, String(value)).toBe(400);
      expect(set.json(), String(value)).toEqual({ message: format, errors: { price: format } });
      const estimated = await put({ estimated_value: value });
      expect(estimated.statusCode, String(value)).toBe(400);
      expect(estimated.json().errors, String(value)).toEqual({ estimated_value: format });
    }
    // At most $10,000 a token and $1,000,000,000 a painting.
    expect((await price('999999999')).json()).toEqual({
      message: 'At most $10,000',
      errors: { price: 'At most $10,000' },
    });
    expect((await price('10000.01')).statusCode).toBe(400);
    expect((await put({ estimated_value: '1000000000.01' })).json().errors).toEqual({
      estimated_value: 'At most $1,000,000,000',
    });
    expect((await put({ estimated_value: '1000000000.01' }, 'ru')).json().errors).toEqual({
      estimated_value: 'Не больше 1\u00a0000\u00a0000\u00a0000\u00a0$',
    });

    // Width and height as numeric(7, 1) > 0 holds them.
    for (const value of [0.0001, 0.001, 0.004, 0.005, 0.01, 0.04, 0.05, 0, 10_000.1, 61.25, '0.01', '61.25']) {
      for (const field of ['width_cm', 'height_cm']) {
        const response = await put({ [field]: value });
        expect(response.statusCode, `${field} ${value}`).toBe(400);
        expect(response.json().errors, `${field} ${value}`).toEqual({ [field]: side });
      }
    }
    for (const value of ['1e1', '0x10', ' 12', '012', '-1', 'wide', true]) {
      expect((await put({ width_cm: value })).json().errors, String(value)).toEqual({ width_cm: format });
    }
    expect((await put({ height_cm: 0.01 }, 'ru')).json().errors).toEqual({
      height_cm: 'От 0,1 до 10\u00a0000 см, не больше одного знака после запятой',
    });
    // Whole numbers: plain digits, within their range.
    for (const [field, value] of [
      ['ordering', '1e3'],
      ['ordering', '0x10'],
      ['ordering', -1],
      ['ordering', 1.5],
      ['ordering', ''],
      ['year', '1.9e3'],
      ['year', '01911'],
      ['year', 999],
      ['genre', '04'],
      ['genre', true],
      ['technic', '1.0'],
    ] as const) {
      const response = await put({ [field]: value });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(Object.keys(response.json().errors), `${field} ${value}`).toEqual([field]);
    }
    expect((await put({ eras: ['3', '6e0'] })).json().errors).toEqual({ eras: format });

    // What the form sends as text, and the smallest and largest sides, are kept exactly.
    const saved = await put({
      width_cm: '0.1',
      height_cm: '10000.0',
      ordering: '7',
      year: '1911',
      genre: '3',
      eras: ['3', 6],
      estimated_value: ' 58.50 ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(EditablePainting.parse(saved.json()).values).toMatchObject({
      width_cm: 0.1,
      height_cm: 10_000,
      ordering: 7,
      year: 1911,
      genre: 3,
      eras: [3, 6],
      estimated_value: '58.50',
    });
    expect((await price('58')).json()).toMatchObject({ price: '58.00' });
    expect((await price('10000')).json()).toMatchObject({ price: '10000.00' });
  });

  it('keeps a painting whose tokens people hold out of attribution: its price cannot go back to 0', async () => {
    const operator = await createStaff(t, 'operator');
    const { id, token_id } = await publish(operator.token);
    const price = (value: string, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/paintings/${id}/price?_locale=${locale}`,
        headers: bearer(operator.token),
        payload: { price: value },
      });
    // Nobody holds any yet: back to 0 is allowed.
    expect((await price('50')).statusCode).toBe(200);
    expect((await price('0')).json()).toMatchObject({ price: '0.00', previous: '50.00' });
    expect((await price('50')).statusCode).toBe(200);

    const buyer = await createUser(t);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(await login(t, buyer.email)),
      payload: { currency: 'BTC', items: [{ token_id, quantity: 2 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.orders.markPaid({ provider: 'sandbox', orderId: placed.json().id, eventKey: `test:${placed.json().id}` });

    const refused = await price('0');
    expect(refused.statusCode).toBe(400);
    const message = 'People hold tokens of this painting: its price cannot go back to 0 (under attribution)';
    expect(refused.json()).toEqual({ message, errors: { price: message } });
    expect((await price('0.00', 'ru')).json().message).toBe(
      'Токены этой картины уже у людей: её цену нельзя вернуть к 0 (на атрибуции)',
    );
    const [token] = await sql<{ current_price_cents: string }[]>`
      select current_price_cents::text from tokens where id = ${token_id}`;
    expect(token!.current_price_cents).toBe('5000');
    // Any other price is still the operator's to set.
    expect((await price('55.25')).json()).toMatchObject({ price: '55.25', previous: '50.00' });
    await expectLedgerSound(sql);
  });
});
