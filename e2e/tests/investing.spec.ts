import type { Locator, Page } from '@playwright/test';
import { expect, fill, test, type Language } from './fixtures.ts';

/*
 * The investor's journey of issue 4: basket, checkout, the order's payment request, paying it
 * (the sandbox's simulation, or the test wallet over Solana Pay), then wallet, portfolio and
 * operations. Each test registers its own person, so projects run side by side.
 */

const PASSWORD = 'Canvas-2024!';

// Whole journeys across several pages with a payment in the middle: longer than one page's test.
test.describe.configure({ timeout: 120_000 });

interface ApiToken {
  id: string;
  name: string;
  current_price: string;
  available: string;
  painting_id: string | null;
}

function cents(amount: string): bigint {
  const [whole = '0', fraction = '0'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** The app's money format: "$1,234.50" / "1 234,50 $" (narrow no-break spaces between groups in Russian). */
function usd(totalCents: bigint, language: Language): string {
  const whole = (totalCents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, language === 'ru' ? '\u00a0' : ',');
  const fraction = String(totalCents % 100n).padStart(2, '0');
  return language === 'ru' ? `${whole},${fraction}\u00a0$` : `$${whole}.${fraction}`;
}

/** Registers through the API, confirms from the dev mailbox in the page: the person is signed in. */
async function registerAndSignIn(
  page: Page,
  tr: (ns: string, key: string) => string,
  language: Language,
  projectName: string,
  tag: string,
): Promise<void> {
  const email = `e2e-invest-${tag}-${projectName}-${Date.now()}@example.com`;
  const base = test.info().project.use.baseURL!;
  // The account takes the page's language, which sign-in then applies (SPEC §4).
  const registered = await page.request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username: `Investor ${projectName}`,
      phone: null,
      password: PASSWORD,
      repeat_password: PASSWORD,
      subscribe: false,
      callback_url: `${base}/registration/confirm`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
      const mail = ((await response.json()) as { text: string }[])[0];
      link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
      return link !== undefined;
    })
    .toBe(true);
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/gallery$/);
  // The cookie notice is answered once, as a person would; it then stays out of the way.
  await page.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();
}

/** Tokens as the page names them: catalogue texts come in the page's language. */
async function purchasableArtTokens(page: Page, language: Language): Promise<ApiToken[]> {
  const response = await page.request.get(`/api/tokens?_locale=${language}`);
  const { artTokens } = (await response.json()) as { artTokens: ApiToken[] };
  return artTokens.filter((t) => cents(t.current_price) > 0n && BigInt(t.available) >= 10n && t.painting_id);
}

function visible(locator: Locator): Locator {
  return locator.filter({ visible: true }).first();
}

/** Through the method step to the currency step, then pays in `currency` after confirming non-US residence. */
async function checkout(page: Page, tr: (ns: string, key: string) => string, currency: string): Promise<string> {
  await page.getByRole('button', { name: tr('payment', 'actions.checkout') }).click();
  await expect(page.getByRole('heading', { level: 2, name: tr('payment', 'steps.method') })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(tr('payment', 'method.card.title')) })).toBeDisabled();
  await expect(page.getByRole('radio', { name: new RegExp(tr('payment', 'method.bank.title')) })).toBeDisabled();
  await expect(page.getByRole('radio', { name: new RegExp(tr('payment', 'method.crypto.title')) })).toBeChecked();
  await page.getByRole('button', { name: tr('payment', 'actions.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: tr('payment', 'steps.currency') })).toBeVisible();

  // Paying needs a currency and the non-US confirmation.
  const pay = page.getByRole('button', { name: new RegExp(fill(tr('payment', 'actions.pay'), { total: '' }).trim()) });
  await pay.click();
  await expect(page.getByText(tr('payment', 'currency.required'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/tokens\/buy/);

  await page.getByRole('radio', { name: new RegExp(`^${currency}\\b`) }).check();
  const confirm = page.getByRole('checkbox', { name: tr('payment', 'notice.confirm') });
  await expect(confirm).not.toBeChecked();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await confirm.check();
  await pay.click();
  await expect(page).toHaveURL(/\/operations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('a person fills the basket, pays with the sandbox and sees the tokens in wallet, portfolio and operations', async ({
  page,
  tr,
  language,
}, testInfo) => {
  await registerAndSignIn(page, tr, language, testInfo.project.name, 'sandbox');
  const [first, second] = await purchasableArtTokens(page, language);
  if (!first || !second) throw new Error('the demo catalogue has fewer than two purchasable tokens');

  // Buy on the token table puts the token in the basket.
  await page.goto('/tokens');
  await visible(
    page.getByRole('link', { name: fill(tr('tokens', 'actions.buy_label'), { name: first.name }) }),
  ).click();
  await expect(page).toHaveURL(/\/tokens\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('payment', 'title') })).toBeVisible();
  const firstQuantity = page.getByRole('textbox', {
    name: fill(tr('payment', 'basket.quantity_of'), { name: first.name }),
  });
  await expect(firstQuantity).toHaveValue('1');

  // The add control offers the rest; the second token joins with a quantity of 1.
  const add = page.getByLabel(tr('payment', 'basket.add_label'));
  await expect(add.locator('option', { hasText: first.name })).toHaveCount(0);
  await add.selectOption(second.id);
  await page.getByRole('button', { name: tr('payment', 'basket.add'), exact: true }).click();
  const secondQuantity = page.getByRole('textbox', {
    name: fill(tr('payment', 'basket.quantity_of'), { name: second.name }),
  });
  await expect(secondQuantity).toHaveValue('1');

  // Minus stops at 1; plus counts up; a typed quantity is taken.
  const minus = page.getByRole('button', { name: fill(tr('payment', 'basket.decrease'), { name: first.name }) });
  await expect(minus).toBeDisabled();
  await page.getByRole('button', { name: fill(tr('payment', 'basket.increase'), { name: first.name }) }).click();
  await expect(firstQuantity).toHaveValue('2');
  await expect(minus).toBeEnabled();
  await secondQuantity.fill('3');
  await secondQuantity.press('Enter');
  await expect(secondQuantity).toHaveValue('3');
  // What is typed stays as typed: "05" is 5 at once, "2.5" shows the rule, and only leaving the
  // field brings it into range.
  await secondQuantity.fill('05');
  await expect(secondQuantity).toHaveValue('05');
  await expect(secondQuantity).not.toHaveAttribute('aria-invalid', 'true');
  await secondQuantity.fill('2.5');
  await expect(secondQuantity).toHaveValue('2.5');
  await expect(secondQuantity).toHaveAttribute('aria-invalid', 'true');
  const rule = new RegExp(fill(tr('payment', 'basket.quantity_rule'), { max: '.+' }));
  await expect(page.getByText(rule)).toBeVisible();
  // The line's total already counts what leaving the field makes of it (2), never a stale quantity.
  const secondTotal = page.getByLabel(fill(tr('payment', 'basket.line_total_label'), { name: second.name }));
  await expect(secondTotal).toHaveText(usd(2n * cents(second.current_price), language));
  await secondQuantity.fill('0');
  await expect(secondTotal).toHaveText(usd(cents(second.current_price), language));
  await secondQuantity.fill('2.5');
  await secondQuantity.blur();
  await expect(secondQuantity).toHaveValue('2');
  await expect(page.getByText(rule)).toHaveCount(0);
  await secondQuantity.fill('3');
  await secondQuantity.blur();
  // More than is available is brought down to what is available when the field is left (other
  // tests may be buying the same token meanwhile, so the cap is read as "plus is now disabled").
  await firstQuantity.fill(String(BigInt(first.available) + 5n));
  await expect(firstQuantity).toHaveValue(String(BigInt(first.available) + 5n));
  await firstQuantity.blur();
  await expect(
    page.getByRole('button', { name: fill(tr('payment', 'basket.increase'), { name: first.name }) }),
  ).toBeDisabled();
  const capped = BigInt(await firstQuantity.inputValue());
  expect(capped <= BigInt(first.available) && capped <= 100_000n && capped > 3n).toBe(true);
  await firstQuantity.fill('2');
  await firstQuantity.blur();

  const total = 2n * cents(first.current_price) + 3n * cents(second.current_price);
  await expect(page.getByTestId('basket-total')).toHaveText(usd(total, language));
  // The summary counts tokens, not lines; a reload keeps the basket (the tab's session storage).
  const summary = page.getByRole('complementary', { name: tr('payment', 'summary.label') });
  await expect(summary.getByText(tr('payment', 'summary.items')).locator('xpath=..')).toContainText('5');
  await page.reload();
  await expect(firstQuantity).toHaveValue('2');
  await expect(secondQuantity).toHaveValue('3');
  await expect(page.getByTestId('basket-total')).toHaveText(usd(total, language));

  const orderId = await checkout(page, tr, 'BTC');

  // The order page: awaiting payment, the QR code, the countdown under an hour, amount and address.
  await expect(page.getByText(tr('operations', 'status.awaiting_payment')).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /BTC/ })).toBeVisible();
  // Drawn by the server when the page first asks for it (GET /api/qr).
  await expect
    .poll(() => page.getByRole('img', { name: /BTC/ }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  await expect(page.getByTestId('countdown')).toHaveText(/^[0-5]\d:[0-5]\d$/);
  // The language's decimal sign: "0.0123 BTC" / "0,0123 BTC".
  await expect(page.getByTestId('charge-amount')).toHaveText(
    language === 'ru' ? /^\d+(,\d+)? BTC$/ : /^\d+(\.\d+)? BTC$/,
  );
  await expect(page.getByTestId('order-amount')).toHaveText(usd(total, language));
  await expect(page.getByText(fill(tr('operations', 'order.send_only'), { currency: 'BTC' }))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('operations', 'order.cancel') })).toBeVisible();

  // The sandbox's provider link stays on this origin, in this tab: it leads to the simulate
  // controls of this very page, where the person is still signed in.
  const provider = page.getByRole('link', { name: tr('operations', 'order.pay_with_provider') });
  await expect(provider).toHaveAttribute('href', `/operations/${orderId}#dev-payment`);
  await expect(provider).not.toHaveAttribute('target', '_blank');
  await provider.click();
  await expect(page).toHaveURL(new RegExp(`/operations/${orderId}#dev-payment$`));
  await expect(page.getByRole('heading', { name: tr('operations', 'dev.title') })).toBeInViewport();

  // Outside production the sandbox can be told the payer paid.
  await page.getByRole('button', { name: tr('operations', 'dev.simulate_paid') }).click();
  await expect(page.getByText(tr('operations', 'status.completed')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: tr('operations', 'order.cancel') })).toHaveCount(0);
  await expect(page.getByTestId('charge-address')).toHaveCount(0);

  // The wallet shows a balance, and the portfolio both holdings.
  await page.getByRole('link', { name: tr('operations', 'order.to_wallet') }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toBeVisible();
  await expect(balance).not.toHaveText(usd(0n, language));
  await expect(page.getByText(tr('wallet', 'no_funds'))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tr('wallet', 'forecast.title') })).toBeVisible();

  await page.getByRole('link', { name: tr('wallet', 'balance.portfolio') }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  for (const token of [first, second]) await expect(visible(page.getByText(token.name, { exact: true }))).toBeVisible();

  // The operation is listed as completed and opens its page.
  await page.goto('/operations');
  await expect(page.getByRole('heading', { level: 1, name: tr('operations', 'title') })).toBeVisible();
  await expect(visible(page.getByText(tr('operations', 'types.tokens_buying')))).toBeVisible();
  await expect(visible(page.getByText(tr('operations', 'status.completed')))).toBeVisible();
  await visible(page.locator(`a[href="/operations/${orderId}"]`)).click();
  await expect(page).toHaveURL(new RegExp(`/operations/${orderId}$`));
});

test('a new person has no funds, no assets and no operations; a cancelled request leaves nothing to pay', async ({
  page,
  tr,
  language,
}, testInfo) => {
  await registerAndSignIn(page, tr, language, testInfo.project.name, 'empty');
  await page.goto('/wallet');
  await expect(page.getByText(tr('wallet', 'no_funds')).first()).toBeVisible();
  await expect(page.getByText(tr('wallet', 'no_assets'))).toBeVisible();
  await page.goto('/operations');
  await expect(page.getByText(tr('operations', 'empty'))).toBeVisible();

  // Buy on a painting's page, then cancel the request.
  const [token] = await purchasableArtTokens(page, language);
  await page.goto(`/gallery/${token!.painting_id}`);
  await visible(page.getByRole('link', { name: new RegExp(tr('gallery', 'actions.buy_tokens')) })).click();
  await expect(page).toHaveURL(/\/tokens\/buy$/);
  await expect(
    page.getByRole('textbox', { name: fill(tr('payment', 'basket.quantity_of'), { name: token!.name }) }),
  ).toHaveValue('1');
  await page.getByRole('button', { name: fill(tr('payment', 'basket.remove_label'), { name: token!.name }) }).click();
  await expect(page.getByText(tr('payment', 'basket.empty'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('payment', 'actions.checkout') })).toBeDisabled();
  await page.getByLabel(tr('payment', 'basket.add_first')).selectOption(token!.id);
  await page.getByRole('button', { name: tr('payment', 'basket.add'), exact: true }).click();

  const cancelledId = await checkout(page, tr, 'ETH');
  // Cancelling asks first; keeping the request changes nothing.
  await page.getByRole('button', { name: tr('operations', 'order.cancel') }).click();
  const confirm = page.getByRole('dialog', { name: tr('operations', 'order.cancel_title') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: tr('operations', 'order.cancel_keep') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/operations/${cancelledId}$`));
  await expect(page.getByText(tr('operations', 'status.awaiting_payment')).first()).toBeVisible();
  await page.getByRole('button', { name: tr('operations', 'order.cancel') }).click();
  await confirm.getByRole('button', { name: tr('operations', 'order.cancel_confirm') }).click();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(visible(page.getByText(tr('operations', 'status.cancelled')))).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByText(tr('wallet', 'requests.none'))).toBeVisible();
});

test('a person pays in USDC from the test wallet over Solana Pay and the order completes', async ({
  page,
  tr,
  language,
}, testInfo) => {
  await registerAndSignIn(page, tr, language, testInfo.project.name, 'usdc');
  const [token] = await purchasableArtTokens(page, language);
  await page.goto(`/tokens/buy?token_id=${token!.id}`);
  await expect(
    page.getByRole('textbox', { name: fill(tr('payment', 'basket.quantity_of'), { name: token!.name }) }),
  ).toHaveValue('1');
  await expect(page).toHaveURL(/\/tokens\/buy$/);

  await checkout(page, tr, 'USDC');
  await expect(page.getByText(tr('operations', 'status.awaiting_payment')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: tr('operations', 'order.open_wallet') })).toHaveAttribute(
    'href',
    /^solana:/,
  );
  const payButton = page.getByRole('button', { name: tr('operations', 'dev.pay_from_wallet') });
  await payButton.click();
  // Paid once, the button stays pressed until the page sees the payment: a second press would pay again.
  const completed = page.getByText(tr('operations', 'status.completed'));
  await expect(page.getByText(tr('operations', 'dev.sent')).or(completed).first()).toBeVisible();
  expect(await payButton.evaluateAll((buttons) => buttons.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
  // The chain watcher finds the transfer by its reference and completes the order.
  await expect(completed.first()).toBeVisible({ timeout: 45_000 });
  await page.goto('/portfolio');
  await expect(visible(page.getByText(token!.name, { exact: true }))).toBeVisible();
});

test('a request beyond what one person may reserve is refused with the limit, which stays in view until the basket changes', async ({
  page,
  tr,
  language,
}, testInfo) => {
  await registerAndSignIn(page, tr, language, testInfo.project.name, 'hoard');
  // The server's default ceiling for a person not yet verified: 5% of a painting's 100,000 tokens.
  const token = (await purchasableArtTokens(page, language)).find((t) => BigInt(t.available) > 5_001n);
  if (!token) throw new Error('no token with more than 5,001 available');
  await page.goto(`/tokens/buy?token_id=${token.id}`);
  const quantity = page.getByRole('textbox', { name: fill(tr('payment', 'basket.quantity_of'), { name: token.name }) });
  await quantity.fill('5001');
  await quantity.blur();

  await page.getByRole('button', { name: tr('payment', 'actions.checkout') }).click();
  await page.getByRole('button', { name: tr('payment', 'actions.continue') }).click();
  await page.getByRole('radio', { name: /^BTC\b/ }).check();
  await page.getByRole('checkbox', { name: tr('payment', 'notice.confirm') }).check();
  await page
    .getByRole('button', { name: new RegExp(fill(tr('payment', 'actions.pay'), { total: '' }).trim()) })
    .click();

  // The server's refusal, in the page's language, names the limit; nothing was ordered.
  const refusal = page.getByRole('alert').filter({ hasText: /5[,\u00a0\u202f ]000/ });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/tokens\/buy\?step=currency$/);

  // Back in the basket the refusal is still there to act on, and goes once the quantity changes.
  // The browser's Back goes back one step, as the page's own Back does, not out of the checkout.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: tr('payment', 'steps.method') })).toBeVisible();
  await page.getByRole('button', { name: tr('payment', 'actions.back') }).click();
  await expect(page.getByRole('heading', { level: 2, name: tr('payment', 'steps.basket') })).toBeVisible();
  await expect(refusal).toBeVisible();
  await quantity.fill('10');
  await expect(refusal).toHaveCount(0);
});
