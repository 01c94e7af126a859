import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isMobile, t, test } from './fixtures.ts';
import { buyTokens, cheapestArtToken } from './staff.ts';

const PASSWORD = 'Canvas-2024!';

interface DevMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return (await response.json()) as DevMail[];
}

/** A confirmed account made through the API (registration has its own browser test): its auth token. */
async function registered(
  request: APIRequestContext,
  email: string,
  referral?: string,
  language = 'en',
): Promise<string> {
  // The account's language is the registration's, as when registering in the app.
  const answer = await request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username: `investor ${email.split('@')[0]!.slice(0, 20)}`,
      password: PASSWORD,
      repeat_password: PASSWORD,
      subscribe: true,
      referral,
      callback_url: 'http://localhost:3000/registration/confirm',
    },
  });
  expect(answer.status()).toBe(200);
  let mail: DevMail | undefined;
  await expect.poll(async () => (mail = (await mailsTo(request, email))[0]) !== undefined).toBe(true);
  const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token');
  const confirmed = await request.post('/api/register/confirm', { data: { token } });
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as { token: string }).token;
}

/** Opens the app signed in with `token`, the cookie notice already answered. */
async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('auth_token', value);
    window.localStorage.setItem('cookie_consent', 'accepted');
  }, token);
}

async function referralCode(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { referral: string }).referral;
}

test('a person finds the partners page, sees who came through their link and copies it', async ({
  page,
  context,
  language,
  browser,
  tr,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = await registered(page.request, `owner-${stamp}@example.com`);
  const code = await referralCode(page.request, owner);
  const partnerEmail = `partner-${stamp}@example.com`;
  const partner = await registered(page.request, partnerEmail, code);
  const secondLevelEmail = `second-${stamp}@example.com`;
  await registered(page.request, secondLevelEmail, await referralCode(page.request, partner));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page, owner);

  // From the user menu (the sidebar on phones).
  await page.goto('/gallery');
  if (await isMobile(page)) {
    await page.getByRole('button', { name: tr('common', 'header.open_menu') }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: tr('common', 'header.partners') })
      .click();
  } else {
    await page.getByRole('button', { name: /investor owner/ }).click();
    await page
      .locator('#user-menu')
      .getByRole('link', { name: tr('common', 'header.partners') })
      .click();
  }
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('partners', 'title'));

  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: partnerEmail })).toContainText(
    tr('partners', 'list.level').replace('{{level}}', '1'),
  );
  await expect(rows.filter({ hasText: secondLevelEmail })).toContainText(
    tr('partners', 'list.level').replace('{{level}}', '2'),
  );
  await expect(page.getByTestId('bonuses-amount')).toHaveText('0');
  // The rule that can take a bonus back, with the server's window (REFERRAL_CLAWBACK_DAYS, 30 here).
  const form = new Intl.PluralRules(language === 'ru' ? 'ru-RU' : 'en-US').select(30);
  await expect(page.getByTestId('bonuses-rule')).toHaveText(
    tr('partners', `bonuses.clawback_${form}`).replace('{{count}}', '30'),
  );

  const link = page.getByRole('textbox', { name: tr('partners', 'link.title') });
  const expected = `${new URL(page.url()).origin}/registration/start?referral=${code}`;
  await expect(link).toHaveValue(expected);
  // On a desktop the field shows the whole link, not its first few characters.
  if (!(await isMobile(page))) {
    const hidden = await link.evaluate((field: HTMLInputElement) => field.scrollWidth - field.clientWidth);
    expect(hidden).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: tr('partners', 'link.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('partners', 'link.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The link leads a visitor (another browser) to registration, with the inviter named by a
  // masked address: enough to recognise them, not an address to collect.
  // A newcomer's browser, in English whatever this project's language.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const invited = await visitor.newPage();
  await invited.goto(expected);
  await expect(invited.getByText('ow***@example.com')).toBeVisible();
  await expect(invited.getByText(`owner-${stamp}@example.com`)).toHaveCount(0);
  // Someone else at this computer, not invited by them, registers without it: declined, it is not
  // kept for the next visit either (an outside tester's later sign-ups all went to the first link).
  await invited.getByRole('button', { name: t('en', 'auth', 'start.decline') }).click();
  await expect(invited.getByText('ow***@example.com')).toHaveCount(0);
  // The focus goes on to registering, not to the page's body with the notice.
  await expect(invited.getByRole('link', { name: t('en', 'auth', 'start.with_email') })).toBeFocused();
  await invited.goto('/registration/start');
  await expect(invited.getByRole('link', { name: t('en', 'auth', 'start.with_email') })).toBeVisible();
  await expect(invited.getByText('ow***@example.com')).toHaveCount(0);
  await visitor.close();
});

test('a partner’s purchase earns a bonus the referrer sees held, with the day it becomes theirs', async ({
  page,
  tr,
  language,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const owner = await registered(page.request, `earner-${stamp}@example.com`, undefined, language);
  const partner = await registered(
    page.request,
    `spender-${stamp}@example.com`,
    await referralCode(page.request, owner),
  );
  const token = await cheapestArtToken(page.request);
  await buyTokens(page.request, { authorization: `Bearer ${partner}` }, token.id, 3);
  await signedIn(page, owner);

  // Counted as received, and said to be held (decision 0067), with the day it becomes theirs.
  await page.goto('/partners');
  await expect(page.getByTestId('bonuses-amount')).not.toHaveText('0');
  const held = page.getByTestId('bonuses-held');
  await expect(held).toBeVisible();
  const year = String(new Date(Date.now() + 30 * 86_400_000).getFullYear());
  await expect(held).toContainText(year);
  await expect(held).toContainText(tr('partners', 'bonuses.held').split('{{')[0]!.trim());

  // The operations list and the bonus's own page say "On hold", not a payment's status.
  await page.goto('/operations');
  await expect(
    page.getByText(tr('operations', 'status.bonus_held'), { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  const list = (await (
    await page.request.get('/api/order', { headers: { authorization: `Bearer ${owner}` } })
  ).json()) as { id: string; type: string }[];
  const bonus = list.find((o) => o.type === 'referral_bonus')!;
  await page.goto(`/operations/${bonus.id}`);
  await expect(
    page.getByRole('status').filter({ hasText: tr('operations', 'order.bonus_held').split('{{')[0]!.trim() }),
  ).toBeVisible();
  // Held INDEX is not in the wallet yet: nothing to sell, swap or withdraw.
  await expect(page.getByText(tr('operations', 'order.to_wallet'))).toHaveCount(0);
});

test('someone without partners is told so', async ({ page, tr }, testInfo) => {
  const token = await registered(page.request, `alone-${testInfo.project.name}-${Date.now()}@example.com`);
  await signedIn(page, token);
  await page.goto('/partners');
  await expect(page.getByText(tr('partners', 'list.empty'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('bonuses-amount')).toHaveText('0');
});

test('a person asks to buy a whole painting and gets the thank-you popup and an e-mail', async ({
  page,
  tr,
  language,
}, testInfo) => {
  const email = `collector-${testInfo.project.name}-${Date.now()}@example.com`;
  await signedIn(page, await registered(page.request, email, undefined, language));
  const list = (await (await page.request.get(`/api/paintings?_locale=${language}`)).json()) as {
    id: string;
    name: string;
    sale_id: string | null;
    art_token: { available: string; current_price: string };
  }[];
  const forSale = list.find((p) => p.sale_id !== null)!;

  await page.goto(`/gallery/${forSale.id}`);
  await page.getByRole('button', { name: tr('gallery', 'actions.buy_whole') }).click();
  const dialog = page.getByRole('dialog', { name: tr('gallery', 'buy_whole.title') });
  await expect(dialog).toBeVisible();
  // Both statements must be confirmed.
  await dialog.getByRole('button', { name: tr('gallery', 'buy_whole.submit') }).click();
  await expect(dialog.getByText(/This is a required field|Это обязательное поле/)).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: tr('gallery', 'buy_whole.ready') }).check();
  await dialog.getByRole('checkbox', { name: tr('gallery', 'buy_whole.proof_of_funds') }).check();
  await dialog.getByRole('textbox').fill('Please call after 10 am.');
  await dialog.getByRole('button', { name: tr('gallery', 'buy_whole.submit') }).click();

  const thanks = page.getByRole('dialog', { name: tr('gallery', 'buy_whole.thanks_title') });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(forSale.name);
  // The acknowledgement, next to the registration's confirmation message.
  await expect
    .poll(async () => (await mailsTo(page.request, email)).filter((m) => m.subject.includes(forSale.name)).length)
    .toBe(1);
  await thanks.getByRole('button', { name: tr('gallery', 'buy_whole.thanks_close') }).click();
  await expect(thanks).toBeHidden();

  // Report on arrival, where the tokens are sold out.
  const soldOut = list.find((p) => p.art_token.available === '0' && p.art_token.current_price !== '0.00')!;
  await page.goto(`/gallery/${soldOut.id}`);
  await page.getByRole('button', { name: new RegExp(tr('gallery', 'actions.subscribe')) }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('gallery', 'actions.subscribed_note') })).toBeVisible();
});
