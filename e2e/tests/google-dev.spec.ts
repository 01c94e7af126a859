import { messageText } from '@pinacoteca/contracts/messages';
import { expect, t, test } from './fixtures.ts';
import { adminToken, createAdmin } from './staff.ts';

/** The dev stand-in's own page is the server's, not the web app's: its label in each language. */
const STAND_IN = { en: 'Development stand-in for Google', ru: 'Замена Google для разработки' };
const CONTINUE = { en: 'Continue', ru: 'Продолжить' };
const EMAIL = { en: 'E-mail', ru: 'Электронная почта' };
const NAME = { en: 'Name', ru: 'Имя' };

test('without a Google client the Google button signs in through the dev stand-in for Google', async ({
  page,
  tr,
  language,
}, testInfo) => {
  const email = `google-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Grace ${testInfo.project.name}`;

  // Registration offers Google too (SPEC §5).
  await page.goto('/registration/start');
  await expect(page.getByRole('button', { name: tr('auth', 'google.sign_up') })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: tr('auth', 'google.sign_in') }).click();

  // The stand-in's page, in the app's language, says what it is and suggests a person.
  await expect(page).toHaveURL(/\/api\/dev\/oidc\/interaction\//);
  await expect(page.getByText(STAND_IN[language])).toBeVisible();
  await expect(page.getByLabel(EMAIL[language])).toHaveValue('dev.investor@example.com');
  await page.getByLabel(EMAIL[language]).fill(email);
  await page.getByLabel(NAME[language]).fill(name);
  await page.getByRole('button', { name: CONTINUE[language] }).click();

  // Back in the app through the Google callback page, signed in as the person typed.
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('link', { name: tr('common', 'header.sign_in') })).toHaveCount(0);
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  expect(token).not.toBeNull();
  const account = await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } });
  expect(await account.json()).toMatchObject({ email, username: name, google_connected: true, has_password: false });
});

test('a blocked account signing in with Google is told it is blocked, not that Google failed', async ({
  page,
  language,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `google-blocked-${stamp}@example.com`;
  // The account exists (made by Google sign-in through the stand-in, as above), then an admin blocks it.
  const signInAs = async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: t(language, 'auth', 'google.sign_in') }).click();
    // The stand-in suggests a person first; typed over once it has.
    const field = page.getByLabel(EMAIL[language]);
    await expect(field).toHaveValue('dev.investor@example.com');
    await field.fill(email);
    await expect(field).toHaveValue(email);
    await page.getByRole('button', { name: CONTINUE[language] }).click();
  };
  await signInAs();
  await expect(page).toHaveURL(/\/gallery$/, { timeout: 30_000 });
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const { id } = (await (
    await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string };
  createAdmin(`google-admin-${stamp}@example.com`);
  const admin = await adminToken(page.request, `google-admin-${stamp}@example.com`);
  const blocked = await page.request.post(`/api/admin/users/${id}/block`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { reason: 'e2e: a blocked Google account' },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);

  // Signed out here (the block ended the session anyway), then signing in with Google again.
  await page.evaluate(() => window.localStorage.removeItem('auth_token'));
  await signInAs();
  await expect(page.getByText(messageText('account_blocked', language))).toBeVisible({ timeout: 30_000 });
});
