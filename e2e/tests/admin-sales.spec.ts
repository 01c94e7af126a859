import { messageText } from '@pinacoteca/contracts/messages';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, fill, test, type Language } from './fixtures.ts';
import { adminToken, buyTokens, createAdmin, exclusively, PASSWORD, register, signedIn } from './staff.ts';

type Translate = (namespace: string, key: string) => string;

interface StaffSale {
  id: string;
  status: string;
}

test('the console keeps every sale by status, drops a stale USDC refusal, and asks before approving or changing a role', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  // Long enough to wait for the other project's run, which holds the platform's USDC meanwhile.
  test.setTimeout(480_000);
  await exclusively('platform-usdc', () => consoleSales({ page, browser, language, tr }, testInfo));
});

async function consoleSales(
  { page, browser, language, tr }: { page: Page; browser: Browser; language: Language; tr: Translate },
  testInfo: TestInfo,
) {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  createAdmin(`sales-admin-${stamp}@example.com`);
  const staff = { authorization: `Bearer ${await adminToken(page.request, `sales-admin-${stamp}@example.com`)}` };
  const base = String(testInfo.project.use.baseURL);
  const sellerEmail = `sales-seller-${stamp}@example.com`;
  let seller = await register(page.request, base, sellerEmail, language);
  const headers = { authorization: `Bearer ${seller}` };
  const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const staffSales = async (status?: string) =>
    (await (
      await page.request.get(`/api/admin/sales${status ? `?status=${status}` : ''}`, { headers: staff })
    ).json()) as { sales: StaffSale[]; usdc_balance: string };

  // Worth more than the approval threshold ($10,000) and well beyond the USDC the platform holds,
  // even with another run's top-up meanwhile: it waits for an operator, then for USDC. Within
  // the seller's daily limit ($50,000).
  const worth = Number((await staffSales()).usdc_balance) + 15_000;
  expect(worth).toBeLessThan(45_000);
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; current_price: string; available: string }[];
  };
  const token = artTokens
    .filter((a) => Number(a.current_price) >= 20 && Number(a.available) >= worth / Number(a.current_price) + 10)
    .sort((a, b) => Number(b.current_price) - Number(a.current_price))[0]!;
  const quantity = Math.ceil(worth / Number(token.current_price));
  await buyTokens(page.request, headers, token.id, quantity);
  const wallet = ((await (await page.request.get('/api/dev/chain/wallet')).json()) as { address: string }).address;
  const saved = await page.request.post('/api/tokens/withdraw-addresses', {
    headers,
    data: { wallet_type: 'solana', address: wallet },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sold = await page.request.post('/api/tokens/sell', {
    headers,
    data: { token_id: token.id, amount: String(quantity), payout_address: wallet },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const sale = (await sold.json()) as StaffSale;
  expect(sale.status).toBe('awaiting_approval');
  const statusOf = async () => (await staffSales('all')).sales.find((s) => s.id === sale.id)?.status;

  const operator = await signedIn(browser, staff.authorization.slice('Bearer '.length), language, width);
  await operator.goto('/admin/withdrawals');
  const salesTabs = operator.getByRole('tablist', { name: tr('admin', 'withdrawals.sales') });
  await expect(
    salesTabs.getByRole('tab', { name: tr('admin', 'withdrawals.sale_filter.unpaid'), exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  const row = operator.locator(`[data-testid="staff-sale"][data-id="${sale.id}"]`);
  await expect(row).toContainText(tr('admin', 'withdrawals.sale_status.awaiting_approval'));
  await expect(row).toContainText(wallet);

  // A blocked seller is paid nothing: Approve is not offered, and the row says why (an outside
  // tester saw it offered, and refused only once pressed).
  const sellerId = ((await staffSales()).sales.find((s) => s.id === sale.id) as StaffSale & { user_id: string })
    .user_id;
  const blocked = await page.request.post(`/api/admin/users/${sellerId}/block`, {
    headers: staff,
    data: { reason: 'e2e: checking the console' },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  await operator.reload();
  await expect(row.getByRole('button', { name: tr('admin', 'withdrawals.approve') })).toBeDisabled();
  await expect(row.getByTestId('approve-blocked')).toHaveText(tr('admin', 'withdrawals.blocked_hint'));
  const unblocked = await page.request.post(`/api/admin/users/${sellerId}/unblock`, { headers: staff });
  expect(unblocked.status(), await unblocked.text()).toBe(200);
  await operator.reload();
  await expect(row.getByTestId('approve-blocked')).toHaveCount(0);
  // Blocking ended the seller's sessions: signed in again.
  const login = await page.request.post('/api/login', { data: { email: sellerEmail, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  seller = ((await login.json()) as { token: string }).token;
  headers.authorization = `Bearer ${seller}`;

  // Approving pays USDC away for good: one click only asks.
  const approve = row.getByRole('button', { name: tr('admin', 'withdrawals.approve') });
  await approve.click();
  const ask = row.getByRole('group');
  await expect(ask).toBeFocused();
  // Escape is Back, and focus returns to the button that asked (it fell to the page's body).
  await operator.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(approve).toBeFocused();
  await approve.click();
  await ask.getByRole('button', { name: tr('admin', 'withdrawals.back') }).click();
  await expect(ask).toHaveCount(0);
  await expect(approve).toBeFocused();
  // The reason form of a rejection takes the focus too, and Escape is Back there as well.
  const reject = row.getByRole('button', { name: tr('admin', 'withdrawals.reject') });
  await reject.click();
  const reason = row.getByRole('textbox', { name: tr('admin', 'withdrawals.reason') });
  await expect(reason).toBeFocused();
  await operator.keyboard.press('Escape');
  await expect(reason).toHaveCount(0);
  await expect(reject).toBeFocused();
  expect(await statusOf()).toBe('awaiting_approval');
  await row.getByRole('button', { name: tr('admin', 'withdrawals.approve') }).click();
  await row
    .getByRole('group')
    .getByRole('button', { name: tr('admin', 'withdrawals.confirm') })
    .click();
  // Approved, its payout job finds too little USDC: it waits for it.
  await expect.poll(statusOf, { timeout: 30_000 }).toBe('awaiting_funds');

  // The seller removes the address the payout waits to go to (decision 0079): nothing is sent
  // there; the sale waits until they choose another saved address on its page.
  const other = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
  const savedOther = await page.request.post('/api/tokens/withdraw-addresses', {
    headers,
    data: { wallet_type: 'solana', address: other },
  });
  expect(savedOther.status(), await savedOther.text()).toBe(200);
  // Removed on the sell page: the dialog says the payout will wait, the page then links to it.
  const sellerPage = await signedIn(browser, seller, language, width);
  await sellerPage.goto('/sell');
  await sellerPage
    .getByTestId('saved-addresses')
    .getByRole('button', { name: fill(tr('withdraw', 'addresses.remove_label'), { address: wallet }) })
    .click();
  const confirmRemoval = sellerPage.getByRole('dialog', { name: tr('withdraw', 'addresses.remove_title') });
  await expect(confirmRemoval.getByTestId('remove-holds')).toBeVisible();
  await confirmRemoval.getByRole('button', { name: tr('withdraw', 'addresses.remove_confirm') }).click();
  await expect(confirmRemoval).toBeHidden();
  expect(await statusOf()).toBe('awaiting_address');
  await expect(sellerPage.getByTestId('removed-held')).toBeVisible();
  await expect(
    sellerPage.getByRole('link', { name: fill(tr('withdraw', 'addresses.open_sale'), { n: '1' }) }),
  ).toHaveAttribute('href', `/operations/${sale.id}`);
  // Removing the account now would leave the payout with nobody to choose its address: said first.
  await sellerPage.goto('/account/remove');
  await expect(sellerPage.getByTestId('payout-waiting')).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: tr('account', 'remove.submit') })).toBeDisabled();
  await sellerPage.getByRole('link', { name: fill(tr('account', 'remove.payout_waiting_link'), { n: '1' }) }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/operations/${sale.id}$`));
  const choose = sellerPage.getByTestId('payout-address-form');
  await choose.getByLabel(tr('operations', 'order.sale_new_address')).selectOption(other);
  await choose.getByRole('button', { name: tr('operations', 'order.sale_pay_there') }).click();
  await expect(choose).toHaveCount(0);
  await expect(sellerPage.getByTestId('sale-payout-address')).toHaveText(other);
  // Back in the queue, still short of USDC.
  await expect.poll(statusOf, { timeout: 30_000 }).toBe('awaiting_funds');
  await sellerPage.context().close();
  await operator.reload();
  await expect(row).toHaveAttribute('data-status', 'awaiting_funds');

  // "Pay now" while the platform is short is refused; a top-up changes the USDC held, and the
  // refusal (said of the USDC held before) goes with it.
  const held = operator.getByTestId('usdc-held');
  const before = await held.textContent();
  // What the payouts waiting for USDC need, so the operator need not add them up.
  await expect(operator.getByTestId('usdc-shortfall')).toBeVisible();
  // Said alone, or after older payouts when another run left some waiting: the one begins the other.
  const short = operator.getByText(messageText('sale_not_payable_alone', language));
  // Sending USDC for good asks first, as approving does.
  await row.getByRole('button', { name: tr('admin', 'withdrawals.pay_now') }).click();
  await row
    .getByRole('group')
    .getByRole('button', { name: tr('admin', 'withdrawals.pay_now') })
    .click();
  await expect(short).toBeVisible();
  await operator
    .getByRole('button', { name: new RegExp(tr('admin', 'withdrawals.test_usdc').replace('{{amount}}', '.+')) })
    .click();
  await expect(held).not.toHaveText(before!);
  await expect(short).toHaveCount(0);

  // With as much again, the platform covers it (and, paid strictly oldest first, what waited
  // before it in another run): it is paid, by "Pay now" or by the minute's job. Kept small, so
  // the next run's sale can still be worth more than the platform holds within the daily limit.
  const topUp = await page.request.post('/api/dev/chain/usdc', { headers: staff, data: { amount: 20_000 } });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const retried = await page.request.post(`/api/admin/sales/${sale.id}/retry`, { headers: staff });
  expect([200, 409], await retried.text()).toContain(retried.status());
  await expect.poll(statusOf, { timeout: 90_000 }).toBe('success');

  // Paid, it is not gone from the console: under "Paid", with its transaction.
  await operator.reload();
  await expect(row).toHaveCount(0);
  await salesTabs.getByRole('tab', { name: tr('admin', 'withdrawals.sale_filter.success'), exact: true }).click();
  await expect(row).toContainText(tr('admin', 'withdrawals.sale_status.success'));
  await expect(row).toContainText(other);
  await expect(row.getByRole('link', { name: tr('admin', 'withdrawals.transaction') })).toHaveAttribute(
    'href',
    /\/transparency\/tx\//,
  );
  await salesTabs.getByRole('tab', { name: tr('admin', 'withdrawals.sale_filter.all'), exact: true }).click();
  await expect(row).toHaveAttribute('data-status', 'success');

  // A role changes only once confirmed: one slip of the select makes nobody an admin.
  const email = `sales-role-${stamp}@example.com`;
  await register(page.request, base, email, language);
  const roleOf = async () =>
    (
      (await (
        await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, { headers: staff })
      ).json()) as { email: string; role: string }[]
    ).find((u) => u.email === email)?.role;
  await operator.goto('/admin/users');
  await operator.getByLabel(tr('admin', 'users.search')).fill(email);
  await operator.getByRole('button', { name: tr('admin', 'users.find') }).click();
  // The list before the search (everyone) may still be on screen: the person's own row.
  const role = operator.getByRole('row').filter({ hasText: email }).getByLabel(tr('admin', 'users.role'));
  await expect(role).toHaveValue('investor');
  // An arrow key changes the select at once: the question appears beside it, and the focus stays
  // on the select, to arrow on (it took the focus, which stopped the keyboard at the first choice).
  await role.focus();
  await operator.keyboard.press('ArrowDown');
  const asked = operator.getByRole('group', {
    name: tr('admin', 'users.confirm_role.operator').replace('{{name}}', 'Anna'),
  });
  await expect(asked).toBeVisible();
  await expect(role).toBeFocused();
  await asked.getByRole('button', { name: tr('admin', 'users.cancel') }).click();
  await expect(asked).toHaveCount(0);
  await role.selectOption('admin');
  const question = operator.getByRole('group', {
    name: tr('admin', 'users.confirm_role.admin').replace('{{name}}', 'Anna'),
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: tr('admin', 'users.cancel') }).click();
  await expect(question).toHaveCount(0);
  await expect(role).toHaveValue('investor');
  expect(await roleOf()).toBe('investor');
  await role.selectOption('operator');
  const confirm = operator.getByRole('group', {
    name: tr('admin', 'users.confirm_role.operator').replace('{{name}}', 'Anna'),
  });
  await confirm.getByRole('button', { name: tr('admin', 'users.confirm') }).click();
  await expect.poll(roleOf).toBe('operator');
  await expect(confirm).toHaveCount(0);
  await expect(role).toHaveValue('operator');

  // Blocking asks for a reason in place of its button: the field takes the focus, and Escape is
  // Back, focus returning to Block (the same form as a rejection's).
  const person = operator.getByRole('row').filter({ hasText: email });
  const block = person.getByRole('button', { name: tr('admin', 'users.block') });
  await block.click();
  const blockReason = person.getByRole('textbox', { name: tr('admin', 'users.reason') });
  await expect(blockReason).toBeFocused();
  await operator.keyboard.press('Escape');
  await expect(blockReason).toHaveCount(0);
  await expect(block).toBeFocused();
  await operator.context().close();
}
