import { expect, test } from './fixtures.ts';
import { adminToken, cheapestArtToken, createAdmin, register, signedIn } from './staff.ts';

test('a large refund waits for a second operator; the one who asked cannot approve it', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  // A buyer's paid order worth more than the default $1,000 threshold.
  const buyer = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `buyer-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${buyer}` };
  const tokens = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; current_price: string; available: string }[];
  };
  const token = tokens.artTokens.find((a) => Number(a.current_price) > 0 && Number(a.available) >= 200)!;
  const quantity = Math.ceil(1500 / Number(token.current_price));
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'BTC', items: [{ token_id: token.id, quantity }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/dev/charges/${orderId}/simulate`, { headers, data: { outcome: 'paid' } });
  expect(paid.status()).toBe(200);

  createAdmin(`maker-${stamp}@example.com`);
  createAdmin(`checker-${stamp}@example.com`);
  const maker = await signedIn(browser, await adminToken(page.request, `maker-${stamp}@example.com`), language, 1280);
  await maker.goto(`/admin/orders/${orderId}`);
  await expect(maker.getByTestId('order-status')).toHaveAttribute('data-status', 'success');
  // The console names a status in the page's language, not by its code.
  await expect(maker.getByTestId('order-status')).toHaveText(tr('admin', 'orders.statuses.success'));
  await maker.getByLabel(tr('admin', 'orders.reason')).fill('Asked within the cooling-off period');
  await maker.getByRole('button', { name: tr('admin', 'orders.refund_ask'), exact: true }).click();
  await expect(maker.getByText(tr('admin', 'orders.other_checker'))).toBeVisible();
  await expect(maker.getByRole('button', { name: tr('admin', 'orders.approve') })).toHaveCount(0);
  // Even asked directly, the server refuses the maker's own approval.
  const queue = (await (
    await maker.request.get('/api/admin/refunds?status=awaiting_approval', {
      headers: { authorization: `Bearer ${await maker.evaluate(() => localStorage.getItem('auth_token'))}` },
    })
  ).json()) as { id: string; order_id: string }[];
  const request = queue.find((r) => r.order_id === orderId)!;
  const own = await maker.request.post(`/api/admin/refunds/${request.id}/decision`, {
    headers: { authorization: `Bearer ${await maker.evaluate(() => localStorage.getItem('auth_token'))}` },
    data: { approve: true },
  });
  expect(own.status()).toBe(403);

  const checker = await signedIn(
    browser,
    await adminToken(page.request, `checker-${stamp}@example.com`),
    language,
    1280,
  );
  // The console's overview lists it among what waits for an operator, and leads to where it is decided.
  await checker.goto('/admin');
  const waiting = checker.getByRole('link', { name: tr('admin', 'overview.refunds_awaiting') });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await expect(checker).toHaveURL(/\/admin\/orders$/);
  await expect(checker.getByText(tr('admin', 'orders.awaiting'))).toBeVisible();
  await checker.goto(`/admin/orders/${orderId}`);
  await checker.getByRole('button', { name: tr('admin', 'orders.approve') }).click();
  // One click only asks: the buyer's tokens are taken back once the checker confirms.
  const question = checker
    .getByRole('group')
    .filter({ has: checker.getByRole('button', { name: tr('admin', 'orders.approve') }) });
  await expect(question).toBeVisible();
  await expect(checker.getByTestId('order-status')).toHaveAttribute('data-status', 'success');
  await question.getByRole('button', { name: tr('admin', 'orders.approve') }).click();
  await expect(checker.getByTestId('order-status')).toHaveAttribute('data-status', 'refund_pending');
  // Until its money is recorded as sent back, the orders page lists it among the refunds to complete.
  await checker.goto('/admin/orders');
  await expect(checker.getByTestId('refunds-to-complete').getByText(orderId)).toBeVisible();
  await checker.goto(`/admin/orders/${orderId}`);
  // The page says what to send back; completing asks for the proof it went back, then asks once more.
  await expect(checker.getByTestId('refund-send-back')).toBeVisible();
  await checker.getByRole('button', { name: tr('admin', 'orders.complete') }).click();
  await checker.getByLabel(tr('admin', 'orders.returns.note')).fill('RF-2026-1187');
  await checker.getByRole('button', { name: tr('admin', 'orders.returns.continue') }).click();
  await expect(checker.getByTestId('order-status')).toHaveAttribute('data-status', 'refund_pending');
  await checker
    .getByRole('group')
    .getByRole('button', { name: tr('admin', 'orders.complete_confirm') })
    .click();
  await expect(checker.getByTestId('order-status')).toHaveAttribute('data-status', 'refunded');
  await expect(checker.getByTestId('refund-completed')).toContainText('RF-2026-1187');
  await maker.context().close();
  await checker.context().close();
});

test('a refund taken at once is asked first, and going back from the question changes nothing', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  // A buyer's paid order below the default $1,000 threshold: one operator's click takes it.
  const email = `small-refund-${stamp}@example.com`;
  const buyer = await register(page.request, String(testInfo.project.use.baseURL), email, language);
  const headers = { authorization: `Bearer ${buyer}` };
  const token = await cheapestArtToken(page.request);
  expect(Number(token.current_price)).toBeLessThan(1000);
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'BTC', items: [{ token_id: token.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/dev/charges/${orderId}/simulate`, { headers, data: { outcome: 'paid' } });
  expect(paid.status()).toBe(200);
  const held = async () =>
    (
      (await (await page.request.get('/api/account/balance', { headers })).json()) as {
        art_token_balances: { id: string; quantity: string }[];
      }
    ).art_token_balances.find((b) => b.id === token.id)?.quantity;
  expect(await held()).toBe('1');

  createAdmin(`small-refunder-${stamp}@example.com`);
  const staff = await adminToken(page.request, `small-refunder-${stamp}@example.com`);
  const refunds = async () =>
    (
      (await (
        await page.request.get(`/api/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${staff}` } })
      ).json()) as { refunds: unknown[] }
    ).refunds;
  const operator = await signedIn(browser, staff, language, page.viewportSize()?.width ?? 1280);
  await operator.goto(`/admin/orders/${orderId}`);
  await expect(operator.getByTestId('order-status')).toHaveAttribute('data-status', 'success');
  await operator.getByLabel(tr('admin', 'orders.reason')).fill('Bought by mistake');
  const refund = operator.getByRole('button', { name: tr('admin', 'orders.refund_ask'), exact: true });
  const question = operator
    .getByRole('group')
    .filter({ has: operator.getByRole('button', { name: tr('admin', 'orders.refund_take') }) });

  // The click only asks, saying whose tokens are taken back and that it cannot be undone.
  await refund.click();
  await expect(question).toBeVisible();
  await expect(question).toContainText(email);
  await expect(question).toBeFocused();
  await expect(operator.getByTestId('order-status')).toHaveAttribute('data-status', 'success');

  // Back: nothing is taken or asked for, the reason is kept, and the Refund button has the focus again.
  await question.getByRole('button', { name: tr('admin', 'orders.back') }).click();
  await expect(question).toHaveCount(0);
  await expect(refund).toBeFocused();
  await expect(operator.getByLabel(tr('admin', 'orders.reason'))).toHaveValue('Bought by mistake');
  await expect(operator.getByTestId('order-status')).toHaveAttribute('data-status', 'success');
  expect(await refunds()).toEqual([]);
  expect(await held()).toBe('1');

  // Escape is Back too.
  await refund.click();
  await expect(question).toBeVisible();
  await operator.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  expect(await refunds()).toEqual([]);

  // Confirmed, the buyer's tokens of the order are taken back at once.
  await refund.click();
  await question.getByRole('button', { name: tr('admin', 'orders.refund_take') }).click();
  await expect(operator.getByTestId('order-status')).toHaveAttribute('data-status', 'refund_pending');
  await expect.poll(async () => (await held()) ?? '0').toBe('0');
  await operator.context().close();
});
