import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, isMobile, t, test, type Language } from './fixtures.ts';

interface DevMail {
  to: string;
  subject: string;
  text: string;
}

const PASSWORD = 'Canvas-2024!';
const NEW_PASSWORD = 'Easel-2025?';
const STEP_MS = 30_000;

/** Messages to an address, newest first (they may take a moment to leave the outbox). */
async function mailWithLink(page: Page, to: string, path: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as DevMail[];
      for (const message of messages) {
        const found = /https?:\/\/\S+/g[Symbol.matchAll](message.text);
        for (const match of found) {
          const url = new URL(match[0]);
          if (url.pathname === path) {
            link = url;
            return true;
          }
        }
      }
      return false;
    })
    .toBe(true);
  return link!;
}

/**
 * Codes as an authenticator app makes them (RFC 6238, the `otpauth` library the server uses).
 * The server accepts one step either side of now, and each step once per account: every code
 * here is for a later step than the one before, as early as the window allows, so the test
 * rarely has to wait for the clock.
 */
class Authenticator {
  private lastStep = -Infinity;
  constructor(private readonly secret: string) {}

  async nextCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = Math.floor(now / STEP_MS);
      // The previous step only while far from its edge: the code must still be inside the window on arrival.
      const earliest = now % STEP_MS < 20_000 ? current - 1 : current;
      const step = Math.max(this.lastStep + 1, earliest);
      if (step <= current + 1) {
        this.lastStep = step;
        return TOTP.generate({
          secret: Secret.fromBase32(this.secret),
          digits: 6,
          period: 30,
          timestamp: step * STEP_MS,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, STEP_MS - (now % STEP_MS) + 200));
    }
  }
}

/** Types a code into the six boxes as a person would. */
async function typeCode(boxes: Locator, code: string) {
  await boxes.first().click();
  await boxes.first().page().keyboard.type(code);
}

/** A PNG of the given size, drawn by the browser itself. */
async function png(page: Page, size: number): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c9a45c';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#15171f';
    context.fillRect(side / 4, side / 4, side / 2, side / 2);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, size);
  return Buffer.from(base64, 'base64');
}

async function openSettingsFromHeader(page: Page, tr: (ns: string, key: string) => string, username: string) {
  if (await isMobile(page)) {
    await page.getByRole('button', { name: tr('common', 'header.open_menu') }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: tr('common', 'header.settings') })
      .click();
  } else {
    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page
      .locator('#user-menu')
      .getByRole('link', { name: tr('common', 'header.settings') })
      .click();
  }
  await expect(page).toHaveURL(/\/settings\/profile$/);
}

async function signIn(page: Page, tr: (ns: string, key: string) => string, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true }).fill(email);
  await page.getByLabel(tr('auth', 'fields.password'), { exact: true }).fill(password);
  await page
    .locator('main')
    .getByRole('button', { name: tr('auth', 'login.submit'), exact: true })
    .click();
}

test('a person edits the profile, turns on two-factor, changes the password, removes the account and restores it', async ({
  page,
  tr,
  language,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const other: Language = language === 'en' ? 'ru' : 'en';
  const email = `e2e-settings-${testInfo.project.name}-${Date.now()}@example.com`;
  const username = `Vera ${testInfo.project.name}`;
  const main = page.locator('main');

  // Registered through the API; the confirmation link from the dev mailbox signs the person in.
  const registered = await page.request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username,
      password: PASSWORD,
      repeat_password: PASSWORD,
      subscribe: false,
      callback_url: new URL('/registration/confirm', testInfo.project.use.baseURL).toString(),
    },
  });
  expect(registered.status()).toBe(200);
  const confirm = await mailWithLink(page, email, '/registration/confirm');
  await page.goto(confirm.pathname + confirm.search);
  await expect(page).toHaveURL(/\/gallery$/);
  await page.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();

  // The user menu leads to the profile tab.
  await openSettingsFromHeader(page, tr, username);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('settings', 'title'));
  await expect(main.getByText(email, { exact: true })).toBeVisible();

  // Nickname: Save waits for a Latin letter, and the field says so.
  await page.getByRole('button', { name: `${tr('settings', 'edit')}: ${tr('settings', 'profile.nickname')}` }).click();
  const nickname = page.getByRole('textbox', { name: tr('settings', 'profile.nickname') });
  const save = page.getByRole('button', { name: tr('settings', 'save'), exact: true });
  await nickname.fill('Вера');
  await expect(save).toBeDisabled();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(
    main.getByText(
      language === 'en' ? 'Must contain at least one Latin letter' : 'Должен содержать хотя бы одну латинскую букву',
      { exact: true },
    ),
  ).toBeVisible();
  await nickname.fill(`Vera K ${testInfo.project.name}`);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(main.getByText(`Vera K ${testInfo.project.name}`, { exact: true })).toBeVisible();

  // Phone: digits and a leading plus; kept without the plus.
  await page.getByRole('button', { name: `${tr('settings', 'add')}: ${tr('settings', 'profile.phone')}` }).click();
  const phone = page.getByRole('textbox', { name: tr('settings', 'profile.phone') });
  await phone.fill('7 (916) 555-12-34');
  await expect(phone).toHaveValue('+79165551234');
  await page.getByRole('button', { name: tr('settings', 'save'), exact: true }).click();
  await expect(main.getByText('+79165551234', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const account = async () =>
    (await (await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      phone: string | null;
      language: string;
      avatar: unknown;
      notifications: Record<string, boolean>;
    };
  expect((await account()).phone).toBe('79165551234');

  // Avatar: a picture under 120×120 is refused in the browser; a proper PNG is uploaded.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(page, 100) });
  await expect(
    main.getByText(language === 'en' ? 'At least 120×120 pixels' : 'Не меньше 120×120 пикселей', { exact: true }),
  ).toBeVisible();
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(page, 160) });
  await expect(page.getByRole('img', { name: tr('settings', 'profile.avatar_alt') })).toBeVisible();
  expect((await account()).avatar).not.toBeNull();

  // Language: saved to the account and applied at once; then back.
  await page.getByRole('radio', { name: tr('settings', `profile.languages.${other}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(other, 'settings', 'title'));
  await expect.poll(async () => (await account()).language).toBe(other);
  await page.getByRole('radio', { name: tr('settings', `profile.languages.${language}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('settings', 'title'));
  await expect.poll(async () => (await account()).language).toBe(language);

  // Notices: a switch is saved; system notifications are always on.
  await page.getByRole('link', { name: tr('settings', 'tabs.notices'), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/notices$/);
  const news = page.getByRole('switch', {
    name: `${tr('settings', 'notices.email')} ${tr('settings', 'notices.news')}`,
  });
  await expect(news).toHaveAttribute('aria-checked', 'false');
  await news.click();
  await expect(news).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await account()).notifications.email_news).toBe(true);
  const system = page.getByRole('checkbox', { name: tr('settings', 'notices.system') });
  await expect(system).toBeChecked();
  await expect(system).toBeDisabled();

  // Two-factor on: the secret is shown with a copy button; a code of it turns it on.
  await page.getByRole('link', { name: tr('settings', 'tabs.security'), exact: true }).click();
  await page.getByRole('link', { name: tr('settings', 'security.enable_label'), exact: true }).click();
  await expect(page.getByRole('img', { name: tr('settings', 'two_factor.qr_alt') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await page.getByRole('button', { name: tr('settings', 'two_factor.copy') }).click();
  await expect(page.getByRole('button', { name: tr('settings', 'two_factor.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(page.getByRole('button', { name: tr('settings', 'two_factor.copy') })).toBeVisible();
  const app = new Authenticator(secret);
  const codeBoxes = page.getByRole('group', { name: tr('settings', 'security.code_label') }).locator('input');
  // Turning it on asks the password too (decision 0084): a session alone cannot.
  await page.getByLabel(tr('settings', 'two_factor.password'), { exact: true }).fill(PASSWORD);
  // A wrong code flags the boxes and allows another try.
  const first = await app.nextCode();
  await typeCode(codeBoxes, first === '000000' ? '111111' : '000000');
  await expect(
    main.getByText(language === 'en' ? 'Wrong code, check digits' : 'Неверный код, проверьте цифры', { exact: true }),
  ).toBeVisible();
  // Focus goes back to the first digit, which says what was wrong (it fell to the page's body).
  await expect(codeBoxes.first()).toBeFocused();
  await expect(codeBoxes.first()).toHaveAccessibleDescription(
    language === 'en' ? 'Wrong code, check digits' : 'Неверный код, проверьте цифры',
  );
  // Once it is on, nothing asks for another secret (the server would refuse it).
  const secretsAsked: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/account/2fa/secrets')) secretsAsked.push(response.status());
  });
  await typeCode(codeBoxes, first);
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByText(tr('settings', 'two_factor.enabled'))).toBeVisible();
  await expect(page.getByText(tr('settings', 'security.two_factor_on'), { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(secretsAsked).toEqual([]);

  // Log out, then sign in with the code.
  await page.getByRole('link', { name: tr('settings', 'security.logout'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, tr, email, PASSWORD);
  const loginBoxes = page.getByRole('group', { name: tr('auth', 'two_fa.code_label') }).locator('input');
  await typeCode(loginBoxes, await app.nextCode());
  await expect(page).toHaveURL(/\/gallery$/);

  // Change the password: the current one and a fresh code.
  await page.goto('/settings/security');
  await page.getByRole('link', { name: tr('settings', 'security.password_change'), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/security\?view=password$/);
  await page.getByLabel(tr('settings', 'password.current'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr('settings', 'password.new'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(tr('settings', 'password.repeat'), { exact: true }).fill(NEW_PASSWORD);
  await typeCode(codeBoxes, await app.nextCode());
  await page.getByRole('button', { name: tr('settings', 'password.submit') }).click();
  await expect(page.getByText(tr('settings', 'password.done'))).toBeVisible();
  await expect(page.getByLabel(tr('settings', 'password.new'), { exact: true })).toHaveValue('');

  // Remove the account: the wrong password is refused on the field.
  await page.getByRole('link', { name: tr('settings', 'security.back'), exact: true }).click();
  await page.getByRole('link', { name: tr('settings', 'security.remove'), exact: true }).click();
  await expect(page).toHaveURL(/\/account\/remove$/);
  const removePassword = page.getByLabel(tr('account', 'remove.password'), { exact: true });
  // Empty: SPEC §5's required-field message, on the field.
  await page.getByRole('button', { name: tr('account', 'remove.submit') }).click();
  await expect(
    main.getByText(language === 'en' ? 'This is a required field' : 'Это обязательное поле', { exact: true }),
  ).toBeVisible();
  // With two-factor on, removing asks its code too; a wrong password is refused before the code
  // is checked, so the same code serves the next try.
  const removeCode = page.getByRole('group', { name: tr('account', 'remove.code') }).locator('input');
  const removalCode = await app.nextCode();
  await removePassword.fill(PASSWORD);
  await typeCode(removeCode, removalCode);
  await page.getByRole('button', { name: tr('account', 'remove.submit') }).click();
  await expect(
    main.getByText(language === 'en' ? 'Password incorrect' : 'Неверный пароль', { exact: true }),
  ).toBeVisible();
  // Focus on the field at fault, not lost to the page's body.
  await expect(removePassword).toBeFocused();
  // From here the app knows the account is removed and asks nothing recovery cannot answer:
  // every refused call would leave a 4xx in the console.
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /status of 4\d\d/.test(m.text())) refusals.push(`${m.text()} ${m.location().url}`);
  });
  await removePassword.fill(NEW_PASSWORD);
  await typeCode(removeCode, removalCode);
  await page.getByRole('button', { name: tr('account', 'remove.submit') }).click();
  await expect(page).toHaveURL(/\/account-recovery\/request$/);
  await expect(page.getByText(tr('account', 'request.just_removed'))).toBeVisible();
  expect(refusals).toEqual([]);

  // The session now serves recovery only. A page loaded afresh learns it from the one account
  // call that answers 'removed' (the server's only signal, decision 0018), and asks no more.
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/account-recovery\/request$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('account', 'request.title'));
  await expect.poll(() => refusals.length).toBe(1);
  expect(refusals[0]).toContain('/api/account?');

  // Ask for the link: the done page counts down to the next request.
  await page.getByRole('button', { name: tr('account', 'request.submit') }).click();
  await expect(page).toHaveURL(/\/account-recovery\/done$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('account', 'done.title'));
  await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: tr('common', 'resend.button') })).toBeDisabled();
  expect(refusals).toHaveLength(1);

  // The e-mail's link restores the account and opens the gallery.
  const restore = await mailWithLink(page, email, '/account-recovery/confirm');
  await page.goto(restore.pathname + restore.search);
  await expect(page).toHaveURL(/\/gallery$/);
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(main.getByText(`Vera K ${testInfo.project.name}`, { exact: true })).toBeVisible();
});

test('a recovery link without a token shows an error view', async ({ page, tr, language }, testInfo) => {
  const email = `e2e-norecovery-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username: 'Ilya',
      password: PASSWORD,
      repeat_password: PASSWORD,
      callback_url: new URL('/registration/confirm', testInfo.project.use.baseURL).toString(),
    },
  });
  expect(registered.status()).toBe(200);
  const confirm = await mailWithLink(page, email, '/registration/confirm');
  await page.goto(confirm.pathname + confirm.search);
  await expect(page).toHaveURL(/\/gallery$/);

  await page.goto('/account-recovery/confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('account', 'confirm.failed_title'));
  await expect(page.getByText(language === 'en' ? 'Token is not provided' : 'Токен не передан')).toBeVisible();

  // An unknown tab is the profile; an account that is not removed has nothing to restore.
  await page.goto('/settings/elsewhere');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.goto('/account-recovery/request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('account', 'request.active_title'));
});
