import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Account } from '@pinacoteca/contracts/account/account';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, enableTwoFactor, login } from '../../../test/accounts.ts';
import { eraseRemovedAccounts } from '../../jobs/erase-accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

async function signedIn(username = 'investor') {
  const user = await createUser(t, { username });
  return { user, token: await login(t, user.email) };
}

const update = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/account', headers: bearer(token), payload });

async function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', side: number): Promise<string> {
  const image = sharp({ create: { width: side, height: side, channels: 3, background: { r: 180, g: 120, b: 40 } } });
  const data = await image.toFormat(format).toBuffer();
  return `data:image/${format};base64,${data.toString('base64')}`;
}

/**
 * A real black-and-white PNG of any size in a few kilobytes: rows of zeros compress to almost
 * nothing, while decoding it would take width × height pixels of memory.
 */
function hugePng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel, greyscale
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('POST /api/account', () => {
  it('changes the nickname, phone and language and answers the account', async () => {
    const { user, token } = await signedIn();
    const response = await update(token, { username: 'new_name', phone: '+7 (916) 123-45-67', language: 'ru' });
    expect(response.statusCode).toBe(200);
    expect(Account.parse(response.json())).toMatchObject({
      id: user.id,
      username: 'new_name',
      phone: '79161234567',
      language: 'ru',
    });
  });

  it('changes only what is sent, and removes the phone when it has no digit', async () => {
    const { token } = await signedIn('keeper');
    await update(token, { phone: '79161234567' });
    const response = await update(token, { phone: '+' });
    expect(response.json()).toMatchObject({ username: 'keeper', phone: null, language: 'en' });
  });

  it('refuses a nickname without a Latin letter and an unknown language', async () => {
    const { token } = await signedIn();
    const response = await update(token, { username: 'Иван', language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toBe('Must contain at least one Latin letter');
    expect(response.json().errors.language).toBeDefined();
  });

  it.each(['png', 'jpeg', 'gif'] as const)(
    'stores a %s avatar with square variants, and removes it',
    async (format) => {
      const { token } = await signedIn();
      const response = await update(token, { avatar: await picture(format, 200) });
      expect(response.statusCode).toBe(200);
      const { avatar } = Account.parse(response.json());
      expect(avatar!.x1).toMatch(/^\/media\/images\/[0-9a-f-]+\/avatar$/);
      const variant = await app.inject({ url: avatar!.x2 });
      expect(variant.statusCode).toBe(200);
      const size = await sharp(variant.rawPayload).metadata();
      expect([size.width, size.height]).toEqual([320, 320]);

      expect((await update(token, { avatar: '' })).json().avatar).toBeNull();
      // Removed, it is gone: its address no longer serves the photo, made before or not.
      expect((await app.inject({ url: avatar!.x2 })).statusCode).toBe(404);
      expect((await app.inject({ url: avatar!.x1 })).statusCode).toBe(404);
    },
  );

  it('deletes a replaced avatar, and an erased account’s, so neither is served at its old address', async () => {
    const { token, user } = await signedIn();
    const first = Account.parse((await update(token, { avatar: await picture('png', 200) })).json()).avatar!;
    expect((await app.inject({ url: first.x1 })).statusCode).toBe(200);
    const second = Account.parse((await update(token, { avatar: await picture('jpeg', 200) })).json()).avatar!;
    expect((await app.inject({ url: first.x1 })).statusCode).toBe(404);
    expect((await app.inject({ url: second.x1 })).statusCode).toBe(200);
    // Several sent at once: one is the avatar, and none of the others is left served.
    const burst = await Promise.all(
      (['png', 'jpeg', 'gif'] as const).map(
        async (format) => Account.parse((await update(token, { avatar: await picture(format, 200) })).json()).avatar!,
      ),
    );
    const current = Account.parse((await app.inject({ url: '/api/account', headers: bearer(token) })).json()).avatar!;
    for (const sent of [second, ...burst]) {
      const expected = sent.x1 === current.x1 ? 200 : 404;
      expect((await app.inject({ url: sent.x1 })).statusCode, sent.x1).toBe(expected);
    }
    // Erased after its restore window: the photo goes with the rest of the personal data.
    await t.sql`update users set removed_at = now() - interval '16 days' where id = ${user.id}`;
    expect(await eraseRemovedAccounts(t.sql, { forgetImage: (id) => t.media.forget(id) })).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ url: current.x1 })).statusCode).toBe(404);
    expect((await app.inject({ url: current.x2 })).statusCode).toBe(404);
  });

  it('checks an avatar by its content: format, at least 120×120, at most 2 MB', async () => {
    const { token } = await signedIn();
    const webp = await update(token, { avatar: await picture('webp', 200) });
    expect(webp.json()).toEqual({ message: 'JPEG, GIF or PNG only', errors: { avatar: 'JPEG, GIF or PNG only' } });
    // A text file calling itself a PNG.
    const fake = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    expect((await update(token, { avatar: fake })).json().errors.avatar).toBe('JPEG, GIF or PNG only');
    expect((await update(token, { avatar: 'https://example.com/me.png' })).json().errors.avatar).toBe(
      'JPEG, GIF or PNG only',
    );
    expect((await update(token, { avatar: await picture('png', 100) })).json().errors.avatar).toBe(
      'At least 120×120 pixels',
    );
    // A whole header, the picture cut short: refused now, not a 500 wherever it would be shown.
    for (const format of ['png', 'jpeg'] as const) {
      const whole = Buffer.from((await picture(format, 200)).split(',')[1]!, 'base64');
      const cut = `data:image/${format};base64,${whole.subarray(0, Math.floor(whole.length / 2)).toString('base64')}`;
      expect((await update(token, { avatar: cut })).json().errors?.avatar, format).toBe('JPEG, GIF or PNG only');
    }
    const noise = Buffer.alloc(900 * 850 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 900, height: 850, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await update(token, { avatar: `data:image/png;base64,${big.toString('base64')}` });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors.avatar).toBe('At most 2 MB');
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).json().avatar).toBeNull();
  });

  it('refuses a picture past 4096 pixels a side from its header, before decoding it, in both languages', async () => {
    const { token } = await signedIn();
    const bomb = hugePng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await update(token, { avatar: bomb });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.avatar).toBe('At most 4,096 pixels on each side');
    // Fewer pixels than 4096×4096 in all, but too long a side.
    expect((await update(token, { avatar: hugePng(4_097, 200) })).json().errors.avatar).toBe(
      'At most 4,096 pixels on each side',
    );
    const russian = await app.inject({
      method: 'POST',
      url: '/api/account?_locale=ru',
      headers: bearer(token),
      payload: { avatar: bomb },
    });
    expect(russian.json().errors.avatar).toBe('Не больше 4\u00a0096 пикселей по каждой стороне');
    const widest = await update(token, { avatar: hugePng(4_096, 200) });
    expect(widest.statusCode).toBe(200);
    expect(widest.json().avatar).not.toBeNull();
  });

  it("changes only the signed-in person's account", async () => {
    const alice = await signedIn('alice');
    const bob = await signedIn('bob');
    await update(bob.token, { username: 'bob_renamed', id: alice.user.id });
    const [row] = await sql<{ username: string }[]>`select username from users where id = ${alice.user.id}`;
    expect(row!.username).toBe('alice');
  });

  it('answers 401 without a session and 403 with a two-factor-pending one', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/account', payload: { username: 'x' } })).statusCode).toBe(
      401,
    );
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    expect((await update(await login(t, user.email), { username: 'pending' })).statusCode).toBe(403);
  });
});

describe('POST /api/account/notification', () => {
  it('switches one notification type and answers the account', async () => {
    const { token } = await signedIn();
    const on = await app.inject({
      method: 'POST',
      url: '/api/account/notification',
      headers: bearer(token),
      payload: { type: 'phone_news', enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().notifications).toEqual({
      phone_news: true,
      phone_new_paintings: false,
      email_news: true,
      email_new_paintings: true,
    });
    const off = await app.inject({
      method: 'POST',
      url: '/api/account/notification',
      headers: bearer(token),
      payload: { type: 'email_new_paintings', enabled: false },
    });
    expect(off.json().notifications).toMatchObject({ phone_news: true, email_new_paintings: false });
  });

  it('refuses an unknown type', async () => {
    const { token } = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/notification',
      headers: bearer(token),
      payload: { type: 'system', enabled: false },
    });
    expect(response.statusCode).toBe(400);
  });
});
