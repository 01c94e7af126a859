import { messageText } from '@pinacoteca/contracts/messages';
import { expect, test } from './fixtures.ts';

const PASSWORD = 'Canvas-2024!';

interface DevMail {
  to: string;
  subject: string;
  text: string;
}

test('after many wrong passwords from elsewhere the owner signs in once the browser has done the check', async ({
  page,
  tr,
  language,
}, testInfo) => {
  // The check is real proof of work in the browser: give it room on a busy machine.
  test.setTimeout(150_000);
  const email = `e2e-check-${testInfo.project.name}-${Date.now()}@example.com`;
  const mails = async () =>
    (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as DevMail[];

  // An account, registered and confirmed through the API (its screens have their own tests).
  await page.goto('/');
  await page.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();
  const callback = `${new URL(page.url()).origin}/registration/confirm`;
  const registered = await page.request.post(`/api/register?_locale=${language}`, {
    data: { email, username: 'Check', password: PASSWORD, repeat_password: PASSWORD, callback_url: callback },
  });
  expect(registered.status()).toBe(200);
  let confirmation: DevMail | undefined;
  await expect.poll(async () => (confirmation = (await mails())[0]) !== undefined).toBe(true);
  const token = new URL(/https?:\/\/\S+/.exec(confirmation!.text)![0]).searchParams.get('token');
  expect((await page.request.post('/api/register/confirm', { data: { token } })).status()).toBe(200);

  // Someone guesses five times: from then on every attempt needs a solved check.
  for (let i = 0; i < 5; i += 1) {
    const guess = await page.request.post('/api/login', { data: { email, password: `Guess-${i}-pass!` } });
    expect(guess.status()).toBe(400);
  }

  await page.goto('/auth');
  await page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true }).fill(email);
  await page.getByLabel(tr('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await page
    .locator('main')
    .getByRole('button', { name: tr('auth', 'login.submit'), exact: true })
    .click();

  // The server asks for the check: its reason shows, the widget solves it, and the form goes again by itself.
  await expect(page.getByText(messageText('challenge_required', language), { exact: true })).toBeVisible();
  await expect(page.locator('altcha-widget')).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/, { timeout: 90_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).not.toBeNull();

  // The owner was told, once, with the attempts: the confirmation and the notice are all they got.
  await expect.poll(async () => (await mails()).length).toBe(2);
  const [notice] = await mails();
  expect(notice!.text).toContain('UTC — 127.0.0.1');
});
