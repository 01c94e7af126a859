import { expect, test } from './fixtures.ts';
import { adminToken, createAdmin, signedIn } from './staff.ts';

test('a guest writes to support and an operator answers from the console inbox by e-mail', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const guest = `guest-${stamp}@example.com`;
  const question = `Can I visit the gallery in person? ${stamp}`;

  await page.goto('/support/contact-us');
  await page.getByLabel(tr('support', 'contact.email')).fill(guest);
  await page.getByLabel(tr('support', 'contact.message')).fill(question);
  await page.getByRole('button', { name: tr('support', 'contact.submit') }).click();
  await expect(page.getByRole('dialog', { name: tr('support', 'contact.thanks_title') })).toBeVisible();

  const admin = `inbox-${stamp}@example.com`;
  createAdmin(admin);
  const desk = await signedIn(browser, await adminToken(page.request, admin), language, 1280);
  await desk.goto('/admin/overview');
  await desk.getByRole('link', { name: tr('admin', 'overview.support_messages') }).click();
  await expect(desk).toHaveURL(/\/admin\/inbox$/);
  await desk.getByLabel(tr('admin', 'inbox.search')).fill(guest);
  await desk.getByRole('button', { name: tr('admin', 'users.find') }).click();
  const row = desk.getByRole('row').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(tr('admin', 'inbox.statuses.new'))).toBeVisible();
  await row.getByRole('link', { name: tr('admin', 'kyc.open') }).click();

  await desk.getByRole('button', { name: tr('admin', 'inbox.take') }).click();
  await expect(desk.getByText(tr('admin', 'inbox.assigned_to').replace('{{who}}', admin))).toBeVisible();
  const answer = `Yes, by appointment on Thursdays. ${stamp}`;
  await desk.getByLabel(tr('admin', 'inbox.reply')).fill(answer);
  await desk.getByLabel(tr('admin', 'inbox.close_after')).check();
  await desk.getByRole('button', { name: tr('admin', 'inbox.send') }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(desk.getByRole('combobox')).toHaveValue('closed');

  // The guest receives the answer in the language they wrote in.
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(guest)}`)).json()) as {
        subject: string;
        text: string;
      }[];
      return mails.find((m) => m.text.includes(answer))?.subject ?? null;
    })
    .toBe(language === 'ru' ? 'Ответ на ваше сообщение' : 'An answer to your message');

  // Closed items leave the open list.
  await desk.goto('/admin/inbox');
  await desk.getByLabel(tr('admin', 'inbox.search')).fill(guest);
  await desk.getByRole('button', { name: tr('admin', 'users.find') }).click();
  await expect(desk.getByText(tr('admin', 'inbox.empty'))).toBeVisible();
  await desk.context().close();
});
