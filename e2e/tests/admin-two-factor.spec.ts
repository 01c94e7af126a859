import type { APIRequestContext } from '@playwright/test';
import { expect, fill, t as text, test, type Language } from './fixtures.ts';
import { adminToken as staffToken, createAdmin, enableTwoFactor, PASSWORD, register, signedIn } from './staff.ts';

/** The console's texts in a language. */
const t = (language: Language, key: string) => text(language, 'admin', key);

const signIn = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

/** Whether a token still waits for the two-factor code (its claims, as the web reads them). */
const waitsForCode = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    two_fa_required: boolean;
    two_fa_verified?: boolean;
  };
  return claims.two_fa_required && !claims.two_fa_verified;
};

test('an admin turns off the two-factor of someone who lost their authenticator', async ({
  page,
  browser,
  language,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `lost-phone-${stamp}@example.com`;
  const token = await register(page.request, baseURL!, email, language);
  await enableTwoFactor(page.request, { authorization: `Bearer ${token}` });
  expect(waitsForCode(await signIn(page.request, email))).toBe(true);

  const admin = `two-factor-admin-${stamp}@example.com`;
  createAdmin(admin);
  const adminToken = await staffToken(page.request, admin);
  const [person] = (await (
    await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { id: string; username: string }[];

  const desk = await signedIn(browser, adminToken, language, page.viewportSize()!.width);
  await desk.goto(`/admin/users/${person!.id}`);
  await expect(desk.getByText(t(language, 'users.two_fa'), { exact: true })).toBeVisible();
  const panel = desk.locator('section', {
    has: desk.getByRole('heading', { name: t(language, 'users.two_fa_title') }),
  });
  await expect(panel.getByText(t(language, 'users.two_fa_reset_hint'))).toBeVisible();

  // The reason is asked in place; Back leaves it as it was.
  await panel.getByRole('button', { name: t(language, 'users.two_fa_reset') }).click();
  const reason = panel.getByRole('textbox', { name: t(language, 'users.two_fa_reset_reason') });
  await expect(reason).toBeFocused();
  await panel.getByRole('button', { name: t(language, 'flags.back') }).click();
  await expect(reason).toBeHidden();
  await panel.getByRole('button', { name: t(language, 'users.two_fa_reset') }).click();
  const submit = panel.getByRole('button', { name: t(language, 'users.two_fa_reset') });
  await expect(submit).toBeDisabled();
  await reason.fill('Ticket 4411: lost phone, identity checked against the verified passport');
  await submit.click();

  await expect(panel.getByRole('status')).toHaveText(
    fill(t(language, 'users.two_fa_reset_done'), { name: person!.username }),
  );
  await expect(desk.getByText(t(language, 'users.two_fa'), { exact: true })).toBeHidden();
  await expect(
    desk.getByRole('cell', { name: t(language, 'users.events.two_factor_reset_by_admin'), exact: true }),
  ).toBeVisible();
  await desk.context().close();

  // Their old session is over; the password alone signs them in now, and they were told in their language.
  expect((await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );
  expect(waitsForCode(await signIn(page.request, email))).toBe(false);
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
      }[];
      return mails[0]?.subject;
    })
    .toBe(
      language === 'ru'
        ? 'Администратор отключил вашу двухфакторную аутентификацию'
        : 'An administrator turned off your two-factor authentication',
    );
});
