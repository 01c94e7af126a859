import { expect, test } from './fixtures.ts';

test('a visitor follows the tokens page to the proof that every token is on chain with a fixed supply', async ({
  page,
  tr,
}, testInfo) => {
  await page.goto('/tokens');
  await page.getByRole('link', { name: tr('tokens', 'list.on_chain') }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { name: tr('transparency', 'title'), level: 1 })).toBeVisible();
  // The platform issues the mints and checks them right after it starts, then every minute.
  const index = page.getByTestId(testInfo.project.name.startsWith('mobile') ? 'proof-card-INDEX' : 'proof-INDEX');
  await expect(async () => {
    await page.reload();
    await expect(index.getByText(tr('transparency', 'state.ok'))).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await expect(index.getByText(tr('transparency', 'none'), { exact: true })).toBeVisible();
  await expect(index.getByText('1,000,000').or(index.getByText('1 000 000')).first()).toBeVisible();
});
