import { expect, t, test } from './fixtures.ts';
import { photoDataUrl } from './photos.ts';
import { adminToken, createAdmin, register, signedIn } from './staff.ts';

test('rejecting an identity or asking for new documents is asked first, naming the person and the reason', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `kyc-decision-${stamp}@example.com`;
  const legalName = `Anna Karenina ${stamp}`;
  const token = await register(page.request, String(testInfo.project.use.baseURL), email, language);
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/');
  const sent = await page.request.post('/api/kyc', {
    headers,
    data: {
      legal_name: legalName,
      date_of_birth: '1990-05-17',
      country: 'GB',
      address: '1 Example Street, London',
      document_type: 'national_id',
      document_number: 'X1234567',
      front: await photoDataUrl(page, 900, 600, '#445566'),
      back: await photoDataUrl(page, 900, 600, '#667788'),
      selfie: await photoDataUrl(page, 600, 800, '#aa8866'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const status = async () =>
    ((await (await page.request.get('/api/kyc', { headers })).json()) as { status: string }).status;
  const mails = async () =>
    ((await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;
  const mailsBefore = await mails();

  const adminEmail = `kyc-decider-${stamp}@example.com`;
  createAdmin(adminEmail);
  const operator = await signedIn(
    browser,
    await adminToken(page.request, adminEmail),
    language,
    page.viewportSize()?.width ?? 1280,
  );
  await operator.goto('/admin/kyc');
  await operator
    .getByRole('row')
    .filter({ hasText: legalName })
    .getByRole('link', { name: tr('admin', 'kyc.open') })
    .click();
  await expect(operator.getByRole('heading', { name: legalName })).toBeVisible();
  const decision = operator
    .locator('section')
    .filter({ has: operator.getByRole('heading', { name: tr('admin', 'kyc.decide') }) });
  const reject = decision.getByRole('button', { name: tr('admin', 'kyc.reject'), exact: true });
  const resubmit = decision.getByRole('button', { name: tr('admin', 'kyc.resubmit'), exact: true });
  const question = operator.getByRole('group', { name: /\?/ });

  // Without a reason, nothing is asked: the reason the person will read is asked for first.
  await reject.click();
  await expect(operator.getByText(tr('admin', 'kyc.reason_needed'))).toBeVisible();
  await expect(question).toHaveCount(0);

  const reason = 'The photo of the document is blurred';
  await operator.getByLabel(tr('admin', 'kyc.reason')).fill(reason);
  // Reject only asks, naming whom and quoting the reason; Back changes nothing, and no e-mail leaves.
  await reject.click();
  await expect(question).toBeVisible();
  await expect(question).toContainText(legalName);
  await expect(question).toContainText(reason);
  await question.getByRole('button', { name: t(language, 'admin', 'withdrawals.back') }).click();
  await expect(question).toHaveCount(0);
  await expect(reject).toBeFocused();
  await expect(operator.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.pending'));
  expect(await status()).toBe('pending');

  // Asking for new documents is asked too; Escape is Back.
  await resubmit.click();
  await expect(question).toBeVisible();
  await expect(question).toContainText(legalName);
  await expect(question).toContainText(reason);
  await operator.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  expect(await status()).toBe('pending');
  expect(await mails()).toBe(mailsBefore);

  // Confirmed, the rejection is made and the person told.
  await reject.click();
  await question.getByRole('button', { name: tr('admin', 'kyc.reject'), exact: true }).click();
  await expect(operator.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.rejected'));
  expect(await status()).toBe('rejected');
  await expect.poll(mails).toBeGreaterThan(mailsBefore);
  await operator.context().close();
});
