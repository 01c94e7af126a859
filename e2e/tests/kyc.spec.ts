import { messageText } from '@pinacoteca/contracts/messages';
import { expect, t, test } from './fixtures.ts';
import { photoFile } from './photos.ts';
import { adminToken, createAdmin, register, signedIn } from './staff.ts';

test('a person verifies their identity and an operator approves it in the console', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `kyc-${stamp}@example.com`;
  const legalName = `Anna Karenina ${stamp}`;
  const token = await register(page.request, String(testInfo.project.use.baseURL), email, language);
  // The person verifies at the project's width (390 or 1280); the operator works at a desk's.
  const person = await signedIn(browser, token, language, page.viewportSize()?.width ?? 1280);

  // The person: from the profile's Verify button through the form.
  await person.goto('/settings/profile');
  await expect(person.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.not_started'));
  await person.getByRole('link', { name: t(language, 'settings', 'profile.kyc_verify') }).click();
  await expect(person).toHaveURL(/\/settings\/verification$/);
  await person.getByLabel(tr('kyc', 'person.legal_name')).fill(legalName);
  await person.getByLabel(tr('kyc', 'person.date_of_birth')).fill('1990-05-17');
  // A US resident is told at once.
  await person.getByLabel(tr('kyc', 'person.country')).selectOption('US');
  await expect(person.getByText(language === 'en' ? /Residents of the United States/ : /Жители США/)).toBeVisible();
  await person.getByLabel(tr('kyc', 'person.country')).selectOption('GB');
  await person.getByLabel(tr('kyc', 'person.address')).fill('1 Example Street, London');
  await person.getByText(tr('kyc', 'document.types.national_id')).click();
  await person.getByLabel(tr('kyc', 'document.number')).fill('X1234567');
  // A photo too small is refused with its reason, and sending the form does not hide it.
  const tooSmall = person.getByText(messageText('kyc_image_too_small', language), { exact: true });
  await person
    .getByTestId('kyc-front')
    .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photoFile(person, 400, 300, '#445566') });
  await expect(tooSmall).toBeVisible();
  await person.getByRole('button', { name: tr('kyc', 'send') }).click();
  await expect(tooSmall).toBeVisible();
  await person
    .getByTestId('kyc-front')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photoFile(person, 900, 600, '#445566') });
  await person
    .getByTestId('kyc-back')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photoFile(person, 900, 600, '#667788') });
  await person.getByTestId('kyc-selfie').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoFile(person, 600, 800, '#aa8866'),
  });
  await person.getByRole('button', { name: tr('kyc', 'send') }).click();
  await expect(person.getByText(tr('kyc', 'pending.title'))).toBeVisible();
  await expect(person.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.pending'));

  // The operator: the README's command, two-factor, then the console.
  const adminEmail = `admin-${stamp}@example.com`;
  createAdmin(adminEmail);
  const operator = await signedIn(browser, await adminToken(page.request, adminEmail), language, 1280);
  await operator.goto('/admin/kyc');
  const row = operator.getByRole('row').filter({ hasText: legalName });
  // Every row's link says Review; a screen reader's list of links hears whose, too.
  const review = row.getByRole('link', { name: tr('admin', 'kyc.open') });
  await expect(review).toHaveAccessibleName(`${tr('admin', 'kyc.open')}: ${legalName}`);
  await review.click();
  await expect(operator.getByRole('heading', { name: legalName })).toBeVisible();
  // The documents are shown beside the data, decrypted for the console.
  for (const kind of ['front', 'back', 'selfie']) {
    const image = operator.getByRole('img', { name: tr('admin', `kyc.images.${kind}`) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  }
  // Approving lets the person withdraw and sell: one click only asks.
  await operator.getByRole('button', { name: tr('admin', 'kyc.approve') }).click();
  const ask = operator.getByRole('group', { name: /\?/ });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: tr('admin', 'kyc.approve') }).click();
  await expect(operator.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.approved'));

  // The person's status changed, and the decision is in the audit log.
  await person.goto('/settings/profile');
  await expect(person.getByTestId('kyc-status')).toHaveText(t(language, 'common', 'kyc_status.approved'));
  await operator.goto('/admin/audit');
  await expect(operator.getByText(tr('admin', 'audit.actions.kyc.approve')).first()).toBeVisible();
  await person.context().close();
  await operator.context().close();
});
