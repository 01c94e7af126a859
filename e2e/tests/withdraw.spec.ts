import { expect, t, test } from './fixtures.ts';
import { buyTokens, cheapestArtToken, openFeatures, register, signedIn } from './staff.ts';

test('a verified investor withdraws tokens to a wallet, sees the transfer on chain, and deposits some back', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  // An operator opens withdrawals for everyone (the flag is off by default).
  await openFeatures(page.request, `withdraw-admin-${stamp}@example.com`, 'withdraw', 'deposit');
  // Tokens get their mints within a minute of the start; wait for them.
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/transparency')).json()) as { tokens: unknown[] }).tokens.length,
      {
        timeout: 90_000,
      },
    )
    .toBeGreaterThan(1);

  // An investor who bought 8 tokens of the cheapest painting.
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `withdrawer-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const token = await cheapestArtToken(page.request);
  await buyTokens(page.request, headers, token.id, 8);

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, investor, language, width);
  // Not verified yet: the page says why and where to go.
  await person.goto('/withdraw');
  await expect(person.getByRole('heading', { name: tr('withdraw', 'title'), level: 1 })).toBeVisible();
  await expect(person.getByRole('link', { name: tr('withdraw', 'kyc.verify') })).toBeVisible();
  const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
  expect(verified.status(), await verified.text()).toBe(200);

  await person.reload();
  // The note names the section to save one in, which is beside the form on a desk and below it on a phone.
  await expect(person.getByTestId('no-usable-address')).toHaveText(
    tr('withdraw', 'no_address').replace('{{section}}', tr('withdraw', 'addresses.title')),
  );
  await expect(person.getByRole('heading', { name: tr('withdraw', 'addresses.title') })).toBeVisible();
  // The test wallet stands in for the person's own wallet app.
  await person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') }).click();
  await person.getByRole('button', { name: tr('withdraw', 'addresses.add') }).click();
  await expect(person.getByTestId('saved-addresses')).toContainText(tr('withdraw', 'addresses.usable'));
  // Saved, it is no longer offered.
  await expect(person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') })).toHaveCount(0);

  await person.getByLabel(tr('withdraw', 'token')).selectOption(token.id);
  // The painting's name and what is held, each on its own line: read as the page's text, nothing
  // stray between them (an outside tester read "Composition No. 7 · , You hold…").
  const name = person.getByTestId('token-name');
  const held = person.getByTestId('token-held');
  await expect(held).toBeVisible();
  expect(await held.locator('..').innerText()).toBe(`${await name.innerText()}\n${await held.innerText()}`);
  await person.getByLabel(tr('withdraw', 'amount')).fill('3');
  // Pressed twice in a hurry: one withdrawal (the form's request id), as the balances below show.
  await person.getByRole('button', { name: tr('withdraw', 'submit'), exact: true }).dblclick();
  await expect(person.getByText(tr('withdraw', 'accepted.title'))).toBeVisible();
  // In view, wherever the page was scrolled to press Withdraw (an outside tester saw it above the screen).
  await expect(person.getByText(tr('withdraw', 'accepted.title'))).toBeInViewport();
  await person.getByRole('link', { name: tr('withdraw', 'accepted.follow') }).click();

  // The operation follows the transfer until the chain confirms it, then links to it.
  await expect(person.getByText(tr('operations', 'order.withdraw_success'))).toBeVisible({ timeout: 30_000 });
  await person.getByTestId('transaction-link').click();
  await expect(person.getByRole('heading', { name: tr('transparency', 'transaction.title'), level: 1 })).toBeVisible();
  // The test wallet's token account grew by 3 (other tests may have sent it some before).
  await expect(person.getByTestId('token-change').first()).toBeVisible();
  const changes = (await person.getByTestId('token-change').allTextContents()).map((text) =>
    text.split('→').map((side) => Number(side.replace(/\D/g, ''))),
  );
  expect(changes.some(([before, after]) => after! - before! === 3)).toBe(true);

  // The wallet holds them; the platform's balance no longer does.
  const wallet = (await (await page.request.get('/api/dev/chain/wallet')).json()) as {
    tokens: { token_id: string; amount: string }[];
  };
  expect(Number(wallet.tokens.find((t) => t.token_id === token.id)?.amount)).toBeGreaterThanOrEqual(3);
  const balance = (await (await page.request.get('/api/account/balance', { headers })).json()) as {
    art_token_balances: { id: string; quantity: string }[];
  };
  expect(balance.art_token_balances.find((b) => b.id === token.id)?.quantity).toBe('5');

  // Back again: the person's own deposit address, copied, and the test wallet sends 2 to it.
  await person.goto('/deposit');
  await expect(person.getByRole('heading', { name: tr('deposit', 'title'), level: 1 })).toBeVisible();
  const depositAddress = (await person.getByTestId('deposit-address').textContent())!.trim();
  expect(depositAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await person.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await person.getByRole('button', { name: tr('deposit', 'copy') }).click();
  await expect(person.getByText(t(language, 'common', 'copy.copied'))).toBeVisible();
  // SPEC §9: the 'copied' indicator lasts one second.
  await expect(person.getByText(t(language, 'common', 'copy.copied'))).toBeHidden({ timeout: 2500 });
  const testWallet = person.getByTestId('test-wallet');
  await testWallet.getByLabel(tr('deposit', 'test.token')).selectOption(token.id);
  await testWallet.getByLabel(tr('deposit', 'test.amount')).fill('2');
  // Pressed twice in a hurry: one transfer, as the balance below shows.
  await testWallet.getByRole('button', { name: tr('deposit', 'test.send') }).dblclick();
  await expect(
    testWallet.getByText(tr('deposit', 'test.sent').replace('{{section}}', tr('deposit', 'recent'))),
  ).toBeVisible();
  await expect(person.getByTestId('recent-deposits')).toContainText(tr('deposit', 'status.credited'), {
    timeout: 30_000,
  });
  await expect
    .poll(async () => {
      const after = (await (await page.request.get('/api/account/balance', { headers })).json()) as {
        art_token_balances: { id: string; quantity: string }[];
      };
      return after.art_token_balances.find((b) => b.id === token.id)?.quantity;
    })
    .toBe('7');

  // Removing the address asks first; kept, it stays; confirmed, it is gone and a withdrawal needs another.
  await person.goto('/withdraw');
  const removeAddress = person
    .getByTestId('saved-addresses')
    .getByRole('button', { name: tr('withdraw', 'addresses.remove') });
  const confirmRemoval = person.getByRole('dialog', { name: tr('withdraw', 'addresses.remove_title') });
  await removeAddress.click();
  // Addresses wait no time here (WITHDRAW_ADDRESS_DELAY_HOURS=0), and the dialog does not say they would.
  await expect(confirmRemoval).toContainText(tr('withdraw', 'addresses.remove_text_now'));
  await confirmRemoval.getByRole('button', { name: tr('withdraw', 'addresses.remove_keep') }).click();
  await expect(confirmRemoval).toBeHidden();
  await expect(person.getByTestId('saved-addresses')).toBeVisible();
  await removeAddress.click();
  await confirmRemoval.getByRole('button', { name: tr('withdraw', 'addresses.remove_confirm') }).click();
  await expect(confirmRemoval).toBeHidden();
  await expect(person.getByTestId('saved-addresses')).toBeHidden();
  await expect(person.getByTestId('no-usable-address')).toBeVisible();
  await person.context().close();
});
