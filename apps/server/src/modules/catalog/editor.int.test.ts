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
});
