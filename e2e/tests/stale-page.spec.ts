import { messageText } from '@pinacoteca/contracts/messages';
import { expect, t, test } from './fixtures.ts';
import { adminToken, buyTokens, cheapestArtToken, createAdmin, register, signedIn } from './staff.ts';

/**
 * A drawn page served stale (the catalogue changed since it was drawn) is taken over as drawn and
 * refreshed only once its parts loaded on demand are in (docs/decisions/0051). It changes a price,
 * which every page shows: the configuration runs it in one project only (a phone in Russian, where
 * the mismatch was seen), so other tests' prices stay put.
 */
test('a page drawn before a price changed is taken over without a mismatch while its parts are still loading', async ({
  page,
  language,
}) => {
  const email = `stale-${Date.now()}@example.com`;
  createAdmin(email);
  const admin = { authorization: `Bearer ${await adminToken(page.request, email)}` };
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { painting_id: string | null; current_price: string }[];
  };
  // The first priced art token is on the landing's wallet picture, a part whose code loads after the page.
  const token = artTokens.find((a) => a.painting_id && Number(a.current_price) > 0)!;
  const setPrice = (price: string) =>
    page.request.post(`/api/admin/catalogue/paintings/${token.painting_id}/price`, { headers: admin, data: { price } });

  expect((await page.request.get('/')).status()).toBe(200); // drawn with today's prices
  const raised = (Number(token.current_price) + 1).toFixed(2);
  expect((await setPrice(raised)).status()).toBe(200);
  try {
    // The server still sends the last drawing at once, marked stale.
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes('data-stale')).toBe(true);
    // The picture's code arrives well after the page is taken over and its data refreshed.
    await page.route('**/assets/slide-visuals-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    const shown = language === 'ru' ? `${raised.replace('.', ',')}\u00a0$` : `$${raised}`;
    await expect(page.getByText(shown).first()).toBeAttached({ timeout: 10_000 });
    // The fixture fails the test on any page error: a part taken over with data newer than its
    // drawing is React's hydration mismatch (#418).
  } finally {
    expect((await setPrice(token.current_price)).status()).toBe(200);
  }
});

/**
 * A flagged page switched off by an operator says so where it stands, in the server's words, when a
 * person reloads it or follows a saved link (it used to leave for the gallery without a word). It
 * changes a flag every page reads, so it runs here, after the others.
 */
test('a page switched off says so where it stands', async ({ page, language, baseURL }) => {
  const stamp = Date.now();
  const email = `flags-${stamp}@example.com`;
  createAdmin(email);
  const admin = { authorization: `Bearer ${await adminToken(page.request, email)}` };
  const state = (await (await page.request.get('/api/system/feature-flags/state')).json()) as {
    name: string;
    enabled: boolean;
  }[];
  const was = state.find((f) => f.name === 'withdraw')?.enabled ?? false;
  const setWithdraw = (enabled: boolean) =>
    page.request.post('/api/admin/flags/withdraw', { headers: admin, data: { enabled } });
  const token = await register(page.request, baseURL!, `flags-person-${stamp}@example.com`, language);
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  expect((await setWithdraw(false)).status()).toBe(200);
  try {
    await page.goto('/withdraw');
    await expect(page).toHaveURL(/\/withdraw$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ru' ? 'Вывод сейчас отключён' : 'Withdrawals are switched off for now',
    );
    await page.getByRole('link', { name: t(language, 'common', 'switched_off.to_wallet') }).click();
    await expect(page).toHaveURL(/\/wallet$/);
  } finally {
    expect((await setWithdraw(was)).status()).toBe(200);
  }
});

/**
 * The sale's price guard (as swap's): a price lowered after the page showed its payout refuses the
 * sale with what it pays now, and the next press sells at that figure. It changes a price, so it
 * runs here, after the others.
 */
test('a sale confirmed before the price fell is refused with the new payout, then made at it', async ({
  page,
  browser,
  language,
  baseURL,
  tr,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `guard-${stamp}@example.com`;
  createAdmin(email);
  const admin = { authorization: `Bearer ${await adminToken(page.request, email)}` };
  const investor = await register(page.request, baseURL!, `guard-seller-${stamp}@example.com`, language);
  const headers = { authorization: `Bearer ${investor}` };
  const cheapest = await cheapestArtToken(page.request);
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; painting_id: string | null }[];
  };
  const paintingId = artTokens.find((a) => a.id === cheapest.id)!.painting_id!;
  await buyTokens(page.request, headers, cheapest.id, 2, 'USDC');
  expect((await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } })).status()).toBe(
    200,
  );
  const wallet = ((await (await page.request.get('/api/dev/chain/wallet')).json()) as { address: string }).address;
  const saved = await page.request.post('/api/tokens/withdraw-addresses', {
    headers,
    data: { wallet_type: 'solana', address: wallet },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const setPrice = (price: string) =>
    page.request.post(`/api/admin/catalogue/paintings/${paintingId}/price`, { headers: admin, data: { price } });

  const person = await signedIn(browser, investor, language, 390);
  await person.goto('/sell');
  await person.getByLabel(tr('withdraw', 'token')).selectOption(cheapest.id);
  await person.getByLabel(tr('withdraw', 'amount')).fill('1');
  await expect(person.getByTestId('sell-payout')).toContainText('USDC');
  const lowered = (Number(cheapest.current_price) - 1).toFixed(2);
  expect((await setPrice(lowered)).status()).toBe(200);
  try {
    const sell = person.getByRole('button', { name: tr('withdraw', 'sell.submit'), exact: true });
    const confirm = person.getByRole('button', { name: tr('withdraw', 'sell.review.confirm'), exact: true });
    const amount = person.getByLabel(tr('withdraw', 'amount'));
    await sell.click();
    await confirm.click();
    // Refused, the page is back on the form, the focus on the amount with the server's words.
    await expect(person.getByText(messageText(`sell_price_moved:${lowered}`, language))).toBeVisible();
    await expect(person.getByTestId('sale-summary')).toHaveCount(0);
    await expect(amount).toBeFocused();
    // The payout shown is the new one; the next summary puts it up, and confirming it sells.
    const newPayout = language === 'ru' ? lowered.replace('.', ',') : lowered;
    await expect(person.getByTestId('sell-payout')).toContainText(newPayout);
    await sell.click();
    await expect(person.getByTestId('sale-summary-payout')).toContainText(newPayout);
    await confirm.click();
    await expect(person.getByText(tr('withdraw', 'sell.accepted.title'))).toBeVisible();
  } finally {
    expect((await setPrice(cheapest.current_price)).status()).toBe(200);
    await person.context().close();
  }
});
