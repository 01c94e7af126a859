import { messageText } from '@pinacoteca/contracts/messages';
import { expect, test } from './fixtures.ts';
import { register } from './staff.ts';

const NEW_PASSWORD = 'Easel-2025!';

test('on the sign-in form, Tab goes from the e-mail to the password, then to the reset link', async ({ page, tr }) => {
  await page.goto('/auth');
  const email = page.getByRole('textbox', { name: tr('auth', 'fields.email'), exact: true });
  const password = page.getByLabel(tr('auth', 'fields.password'), { exact: true });
  const forgot = page.locator('main').getByRole('link', { name: tr('auth', 'login.forgot') });
  await expect(forgot).toBeVisible();

  await email.focus();
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Tab');
  // An outside tester, keyboard only, landed on "Forgot password?" here and typed into nothing.
  await expect(password).toBeFocused();
  await page.keyboard.type('Not-the-password-1');
  await expect(password).toHaveValue('Not-the-password-1');

  // Past the show/hide toggle, the link still comes before the submit button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(forgot).toBeFocused();

  // Enter in the password signs in (here: a refusal), it does not open the reset page.
  await password.focus();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a reset link already used ends as a link that cannot be used, with the way to a new one', async ({
  page,
  tr,
  language,
  baseURL,
}, testInfo) => {
  const email = `e2e-used-reset-${testInfo.project.name}-${Date.now()}@example.com`;
  await register(page.request, baseURL!, email, language);
  const asked = await page.request.post(`/api/reset-password/request?_locale=${language}`, {
    data: { email, callback_url: `${baseURL}/reset-password/confirm` },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = /https?:\/\/\S*\/reset-password\/confirm\?token=[^\s]+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  const token = url.searchParams.get('token')!;

  // A live link opens on its form; looking at it (the page asks the server) uses nothing up.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('auth', 'reset_confirm.title'));
  await expect(page.getByLabel(tr('auth', 'fields.new_password'), { exact: true })).toBeVisible();

  // The link does its work once.
  const used = await page.request.post('/api/reset-password/reset', {
    data: { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token, code: null },
  });
  expect(used.status(), await used.text()).toBe(200);

  // Opened again, the page asks the server before showing a form that could not succeed...
  await page.goto(url.pathname + url.search);
  // ...and ends it as /reset-password/confirm?token=garbage does, with no form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('auth', 'reset_confirm.failed_title'));
  const problem = page.getByRole('alert');
  await expect(problem.getByText(messageText('token_not_found', language), { exact: true })).toBeVisible();
  await expect(problem.getByText(tr('auth', 'reset_confirm.failed_text'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(tr('auth', 'fields.new_password'), { exact: true })).toHaveCount(0);
  await problem.getByRole('link', { name: tr('auth', 'reset_done.request_again') }).click();
  await expect(page).toHaveURL(/\/reset-password\/request$/);
});
