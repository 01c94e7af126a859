import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Language } from './fixtures.ts';
import { adminToken, createAdmin, register, signedIn } from './staff.ts';

/** A new buyer's USDC order of one art token, not paid yet, and the paying URL with `amount` instead. */
async function usdcOrder(request: APIRequestContext, baseUrl: string, email: string, language: Language) {
  const buyer = await register(request, baseUrl, email, language);
  const headers = { authorization: `Bearer ${buyer}` };
  const tokens = (await (await request.get('/api/tokens')).json()) as {
    artTokens: { id: string; current_price: string; available: string }[];
  };
  const token = tokens.artTokens.find((a) => Number(a.current_price) > 0 && Number(a.available) >= 10)!;
  const placed = await request.post('/api/order', {
    headers,
    data: { currency: 'USDC', items: [{ token_id: token.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; charge: { amount: string; url: string } };
  const paying = (amount: string) => order.charge.url.replace(`amount=${order.charge.amount}`, `amount=${amount}`);
  return { buyer, headers, order, paying };
}

test('an order paid with more USDC than asked shows the operator what to return', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { headers, order, paying } = await usdcOrder(
    page.request,
    String(testInfo.project.use.baseURL),
    `over-${stamp}@example.com`,
    language,
  );
  // The buyer's wallet sends five USDC more than the QR code asks.
  const url = paying((Number(order.charge.amount) + 5).toFixed(2));
  expect((await page.request.post('/api/dev/solana-pay/pay', { data: { url } })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/order/${order.id}`, { headers })).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe('success');

  createAdmin(`over-admin-${stamp}@example.com`);
  const admin = await signedIn(
    browser,
    await adminToken(page.request, `over-admin-${stamp}@example.com`),
    language,
    1280,
  );
  await admin.goto(`/admin/orders/${order.id}`);
  const payments = admin.getByTestId('order-payments');
  await expect(payments.getByText(tr('admin', 'orders.payment_outcomes.paid'))).toBeVisible();
  const excess = language === 'ru' ? '5,00 USDC' : '5.00 USDC';
  await expect(payments.getByTestId('overpaid')).toHaveText(
    tr('admin', 'orders.overpaid').replace('{{amount}}', excess),
  );
  await admin.context().close();
});

test('an order paid with less USDC than asked tells the buyer what came short, and still waits', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { buyer, headers, order, paying } = await usdcOrder(
    page.request,
    String(testInfo.project.use.baseURL),
    `short-${stamp}@example.com`,
    language,
  );
  const url = paying('1.00');
  expect((await page.request.post('/api/dev/solana-pay/pay', { data: { url } })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/order/${order.id}`, { headers })).json()) as {
            charge: { short_paid?: string };
          }
        ).charge.short_paid,
      { timeout: 60_000 },
    )
    .toBeTruthy();

  const person = await signedIn(browser, buyer, language, testInfo.project.name.startsWith('mobile') ? 390 : 1280);
  await person.goto(`/operations/${order.id}`);
  const notice = person.getByTestId('short-paid');
  await expect(notice).toBeVisible();
  // Its words, with what came (1 USDC) and what is asked.
  const [before] = tr('operations', 'order.short_paid').split('{{amount}}');
  await expect(notice).toContainText(`${before}1 USDC`);
  // Still waiting for the whole amount: the payment request is still there.
  await expect(person.locator('#payment-request-heading')).toBeVisible();
  await person.context().close();
});
