import { expect, test } from './fixtures.ts';
import { createAdmin, PASSWORD, register, signedIn } from './staff.ts';

test('the console refused: an investor is shown their own pages, an operator without two-factor the setting', async ({
  page,
  browser,
  language,
  tr,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const width = page.viewportSize()?.width ?? 1280;

  const investor = await signedIn(
    browser,
    await register(page.request, baseURL!, `not-staff-${stamp}@example.com`, language),
    language,
    width,
  );
  await investor.goto('/admin');
  const refusal = investor.getByRole('alert');
  await expect(refusal.getByRole('heading', { name: tr('admin', 'refused.title') })).toBeVisible();
  // Two-factor would change nothing for an investor: no way to it here, a way back instead.
  await expect(refusal.getByRole('link', { name: tr('admin', 'refused.settings') })).toHaveCount(0);
  await refusal.getByRole('link', { name: tr('admin', 'refused.portfolio') }).click();
  await expect(investor).toHaveURL(/\/portfolio$/);

  const admin = `no-2fa-${stamp}@example.com`;
  createAdmin(admin);
  const login = await page.request.post('/api/login', { data: { email: admin, password: PASSWORD } });
  const operator = await signedIn(browser, ((await login.json()) as { token: string }).token, language, width);
  await operator.goto('/admin');
  const closed = operator.getByRole('alert');
  await expect(closed.getByRole('link', { name: tr('admin', 'refused.portfolio') })).toHaveCount(0);
  await closed.getByRole('link', { name: tr('admin', 'refused.settings') }).click();
  await expect(operator).toHaveURL(/\/settings\/security$/);
});
