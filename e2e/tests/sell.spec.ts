import { expect, test } from './fixtures.ts';
import { register, signedIn } from './staff.ts';

test('a verified investor sells tokens back and is paid in USDC on chain', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `seller-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; symbol: string; current_price: string; available: string }[];
  };
  const token = artTokens
    .filter((a) => Number(a.current_price) > 0 && Number(a.available) >= 50)
    .sort((a, b) => Number(a.current_price) - Number(b.current_price))[0]!;
  // Bought with USDC from the test wallet over Solana Pay: the platform then holds USDC to pay back with.
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'USDC', items: [{ token_id: token.id, quantity: 5 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; charge: { url: string } };
  const paid = await page.request.post('/api/dev/solana-pay/pay', { data: { url: order.charge.url } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/order/${order.id}`, { headers })).json()) as { status: string }).status,
      {
        timeout: 45_000,
      },
    )
    .toBe('success');

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, investor, language, width);
  // Only verified investors sell (SPEC §6).
  await person.goto('/sell');
  await expect(person.getByRole('heading', { name: tr('withdraw', 'sell.title'), level: 1 })).toBeVisible();
  await expect(person.getByTestId('kyc-gate')).toBeVisible();
  const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
  expect(verified.status(), await verified.text()).toBe(200);
  await person.reload();

  await person.getByLabel(tr('withdraw', 'token')).selectOption(token.id);
  await person.getByLabel(tr('withdraw', 'amount')).fill('2');
  // What is paid follows from the price before confirming.
  await expect(person.getByTestId('sell-payout')).toContainText('USDC');
  await person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') }).click();
  await person.getByRole('button', { name: tr('withdraw', 'sell.submit'), exact: true }).click();
  await expect(person.getByText(tr('withdraw', 'sell.accepted.title'))).toBeVisible();
  await person.getByRole('link', { name: tr('withdraw', 'sell.accepted.follow') }).click();
  await expect(person.getByText(tr('operations', 'order.sale_success'))).toBeVisible({ timeout: 30_000 });
  await expect(person.getByTestId('transaction-link')).toBeVisible();

  const balance = (await (await page.request.get('/api/account/balance', { headers })).json()) as {
    art_token_balances: { id: string; quantity: string }[];
  };
  expect(balance.art_token_balances.find((b) => b.id === token.id)?.quantity).toBe('3');
  await person.context().close();
});
