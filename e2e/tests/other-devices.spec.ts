import { expect, fill, test } from './fixtures.ts';
import { PASSWORD, register, signedIn } from './staff.ts';

test('a person signs out of every other device from Settings, this one staying signed in', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  const email = `other-devices-${testInfo.project.name}-${Date.now()}@example.com`;
  const here = await register(page.request, String(testInfo.project.use.baseURL), email, language);
  // Another browser signed in as them (a shared computer, or a stolen session).
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  const elsewhere = ((await login.json()) as { token: string }).token;
  const accountWith = (token: string) =>
    page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } });
  expect((await accountWith(elsewhere)).status()).toBe(200);

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, here, language, width);
  await person.goto('/settings/security');
  await person.getByRole('button', { name: tr('settings', 'security.other_devices_end') }).click();
  await expect(person.getByTestId('other-devices-result')).toHaveText(
    fill(tr('settings', 'security.other_devices_ended_one'), { count: 1 }),
  );
  expect((await accountWith(elsewhere)).status()).toBe(401);
  expect((await accountWith(here)).status()).toBe(200);
  await person.context().close();
});
