import { expect, test } from './fixtures.ts';
import { adminToken, createAdmin, register, signedIn } from './staff.ts';

/** A text of the app with its `{{name}}`s filled in, as i18next does. */
function filled(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A text of the app as a pattern, its `{{name}}`s standing for any number. */
function withNumbers(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')}$`);
}

test('the console says what came of an operator’s actions in a polite live region, in their language', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `announced-${stamp}@example.com`;
  // A paid order worth more than the default $1,000 above which a refund waits for a second operator.
  const buyer = await register(page.request, String(testInfo.project.use.baseURL), email, language);
  const headers = { authorization: `Bearer ${buyer}` };
  const tokens = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; current_price: string; available: string }[];
  };
  const token = tokens.artTokens.find((a) => Number(a.current_price) > 0 && Number(a.available) >= 200)!;
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'BTC', items: [{ token_id: token.id, quantity: Math.ceil(1500 / Number(token.current_price)) }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/dev/charges/${orderId}/simulate`, { headers, data: { outcome: 'paid' } });
  expect(paid.status()).toBe(200);

  createAdmin(`announcer-${stamp}@example.com`);
  const width = testInfo.project.use.viewport?.width ?? 1280;
  const admin = await signedIn(
    browser,
    await adminToken(page.request, `announcer-${stamp}@example.com`),
    language,
    width,
  );
  const region = admin.getByTestId('console-announcer');

  // Blocking and unblocking someone from the list of people.
  await admin.goto('/admin/users');
  await admin.getByLabel(tr('admin', 'users.search')).fill(email);
  await admin.getByRole('button', { name: tr('admin', 'users.find'), exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: tr('admin', 'users.block'), exact: true }).click();
  await row.getByLabel(tr('admin', 'users.reason')).fill('Checking the announcements');
  await row.getByRole('button', { name: tr('admin', 'users.block'), exact: true }).click();
  await expect(row.getByRole('button', { name: tr('admin', 'users.unblock'), exact: true })).toBeVisible();
  // The region is there before anything is said, polite and read whole, and says it in words.
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveText(filled(tr('admin', 'announce.blocked'), { name: 'Anna' }));
  await row.getByRole('button', { name: tr('admin', 'users.unblock'), exact: true }).click();
  await expect(region).toHaveText(filled(tr('admin', 'announce.unblocked'), { name: 'Anna' }));

  // Another page of the console: what was said of the last one is not left in it.
  await admin.getByRole('link', { name: tr('admin', 'nav.orders'), exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await expect(region).toHaveText('');

  // Asking for a refund above the threshold: it waits for a second operator, and the region says so.
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByLabel(tr('admin', 'orders.reason')).fill('Asked within the cooling-off period');
  await admin.getByRole('button', { name: tr('admin', 'orders.refund_ask'), exact: true }).click();
  await expect(admin.getByText(tr('admin', 'orders.other_checker'))).toBeVisible();
  await expect(region).toHaveText(tr('admin', 'announce.refund_waits'));

  // Checking the audit chain: the verdict drawn beside the button is said too.
  await admin.goto('/admin/audit');
  await admin.getByRole('button', { name: tr('admin', 'audit.verify'), exact: true }).click();
  await expect(admin.getByTestId('audit-verify')).toBeVisible();
  await expect(region).toHaveText(withNumbers(tr('admin', 'audit.holds')));
  await admin.context().close();
});
