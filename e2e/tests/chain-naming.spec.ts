import { expect, test } from './fixtures.ts';
import { buyTokens, cheapestArtToken, openFeatures, register, signedIn } from './staff.ts';

/**
 * The server under test runs the embedded chain (no devnet at all), as `npm start` does: an outside
 * tester found /withdraw and /deposit telling people to use "Solana devnet", where a real devnet
 * wallet can neither send nor receive anything, while /transparency rightly named the runtime.
 */
test('the pages that take tokens off the platform or in name the chain that runs', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  expect(((await (await page.request.get('/api/transparency')).json()) as { chain: string }).chain).toBe('embedded');
  await openFeatures(page.request, `chain-admin-${stamp}@example.com`, 'withdraw', 'deposit');
  // A verified investor holding a few tokens, so /withdraw and /sell show their forms.
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `chain-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  await buyTokens(page.request, headers, (await cheapestArtToken(page.request)).id, 2);
  const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, investor, language, width);

  // The platform's own development chain, out of reach of devnet and mainnet wallets; the test
  // wallet (these tests run with the dev routes) stands in for the person's wallet app.
  await person.goto('/withdraw');
  await expect(person.getByRole('heading', { name: tr('withdraw', 'title'), level: 1 })).toBeVisible();
  await expect(person.getByText(tr('withdraw', 'chain.subtitle.embedded_test_wallet'))).toBeVisible();
  await expect(person.getByText(tr('withdraw', 'chain.network.embedded_test_wallet'))).toBeVisible();
  await expect(person.getByText(tr('withdraw', 'chain.subtitle.devnet'))).toHaveCount(0);
  await expect(person.getByText(tr('withdraw', 'chain.network.devnet'))).toHaveCount(0);
  await expect(person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') })).toBeVisible();

  await person.goto('/deposit');
  await expect(person.getByRole('heading', { name: tr('deposit', 'title'), level: 1 })).toBeVisible();
  await expect(person.getByText(tr('deposit', 'chain.badge.embedded'), { exact: true })).toBeVisible();
  await expect(person.getByTestId('deposit-network')).toHaveText(tr('deposit', 'chain.network.embedded_test_wallet'));
  await expect(person.getByText(tr('deposit', 'chain.badge.devnet'), { exact: true })).toHaveCount(0);
  await expect(person.getByTestId('test-wallet')).toBeVisible();

  // Where a sale's USDC goes: the same chain.
  await person.goto('/sell');
  await expect(person.getByRole('heading', { name: tr('withdraw', 'sell.title'), level: 1 })).toBeVisible();
  await expect(person.getByText(tr('withdraw', 'chain.payout_hint.embedded_test_wallet'))).toBeVisible();
  await expect(person.getByText(tr('withdraw', 'chain.payout_hint.devnet'))).toHaveCount(0);
});
