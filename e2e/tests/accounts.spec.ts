import type { Page } from '@playwright/test';
import { expect, isMobile, openMobileMenu, test } from './fixtures.ts';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

const PASSWORD = 'Canvas-2024!';

/** The newest message to an address, read from the dev mailbox (it may take a moment to leave the outbox). */
async function latestMail(page: Page, to: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      found = ((await response.json()) as DevMail[])[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the message: ${text}`);
  return link;
}

test('a person registers, confirms from the e-mail, logs out and signs in again', async ({ page, tr }, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  const username = `Anna ${testInfo.project.name}`;

  await page.goto('/auth');
  await page.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();
  await page.getByRole('link', { name: tr('auth', 'login.register') }).click();
  await expect(page).toHaveURL(/\/registration\/start$/);
  await page.getByRole('link', { name: tr('auth', 'start.with_email') }).click();
  await expect(page).toHaveURL(/\/registration$/);

  // The contract's rules run before anything is sent.
  await page.getByRole('button', { name: tr('auth', 'registration.submit') }).click();
  await expect(page.getByText(/This is a required field|Это обязательное поле/).first()).toBeVisible();

  await page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: tr('auth', 'fields.username') }).fill(username);
  const phone = page.getByRole('textbox', { name: tr('auth', 'fields.phone') });
  await phone.fill('+7 (916) 123-45-67');
  await expect(phone).toHaveValue('+79161234567');
  await page.getByLabel(tr('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr('auth', 'fields.repeat_password'), { exact: true }).fill(PASSWORD);
  await expect(page.getByRole('checkbox', { name: tr('auth', 'registration.subscribe') })).toBeChecked();
  await page.getByRole('button', { name: tr('auth', 'registration.submit') }).click();

  await expect(page).toHaveURL(/\/registration\/done$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('auth', 'done.title'));
  await expect(page.getByRole('button', { name: tr('common', 'resend.button') })).toBeDisabled();

  // The confirmation e-mail's link signs the person in.
  const mail = await latestMail(page, email);
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toBe('/registration/confirm');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('link', { name: tr('common', 'header.sign_in') })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).not.toBeNull();

  // The signed-in menu, then log out.
  if (await isMobile(page)) {
    await openMobileMenu(page, tr('common', 'header.open_menu'));
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: tr('common', 'menu.wallet'), exact: true })).toBeVisible();
    // The phone says who is signed in, as the desktop dropdown does.
    await expect(menu.getByText(username, { exact: true })).toBeVisible();
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: tr('common', 'header.settings') })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    await menu.getByRole('link', { name: tr('common', 'header.logout') }).click();
  } else {
    const menu = page.getByRole('navigation', { name: tr('common', 'header.menu') });
    await expect(menu.getByRole('link', { name: tr('common', 'menu.wallet'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page
      .locator('#user-menu')
      .getByRole('link', { name: tr('common', 'header.logout') })
      .click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: tr('common', 'header.sign_in') }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

  // Sign in again.
  await page.goto('/auth');
  await page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true }).fill(email);
  await page.getByLabel(tr('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await page
    .locator('main')
    .getByRole('button', { name: tr('auth', 'login.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).not.toBeNull();
});

test('a wrong password shows the server message on the password field', async ({ page, tr, language }, testInfo) => {
  const email = `e2e-wrong-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/auth');
  await page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true }).fill(email);
  const password = page.getByLabel(tr('auth', 'fields.password'), { exact: true });
  await password.fill('Not-the-password-1');
  await page
    .locator('main')
    .getByRole('button', { name: tr('auth', 'login.submit'), exact: true })
    .click();

  // The text is the server's own, in the page's language.
  const answer = await page.request.post(`/api/login?_locale=${language}`, {
    data: { email, password: 'Not-the-password-1' },
  });
  expect(answer.status()).toBe(400);
  const { errors } = (await answer.json()) as { errors: Record<string, string> };
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(errors.password!, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Switched to the other language while it is shown, the server's message follows.
  const other = language === 'en' ? 'ru' : 'en';
  const otherAnswer = await page.request.post(`/api/login?_locale=${other}`, {
    data: { email, password: 'Not-the-password-1' },
  });
  const otherText = ((await otherAnswer.json()) as { errors: Record<string, string> }).errors.password!;
  expect(otherText).not.toBe(errors.password);
  if (await isMobile(page)) await page.getByRole('button', { name: tr('common', 'header.open_menu') }).click();
  await page.getByRole('button', { name: other, exact: true }).filter({ visible: true }).click();
  await expect(page.getByText(otherText, { exact: true })).toBeVisible();
  await expect(page.getByText(errors.password!, { exact: true })).toHaveCount(0);
});
