import { messageText } from '@pinacoteca/contracts/messages';
import { expect, test } from './fixtures.ts';
import { enableTwoFactor, register, signedIn } from './staff.ts';

test('with two-factor on, saving a withdrawal address asks for the code, and a wrong one saves nothing', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `address-code-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const code = await enableTwoFactor(page.request, headers);

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, investor, language, width);
  // The sell page, open whatever the withdraw flag says, shows the same saved addresses as /withdraw.
  await person.goto('/sell');
  await person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') }).click();
  const save = person.getByRole('button', { name: tr('withdraw', 'addresses.add') });
  // The address alone saves nothing: the code is asked first.
  await expect(save).toBeDisabled();
  const codeGroup = person.getByRole('group', { name: tr('withdraw', 'addresses.code') });
  const boxes = codeGroup.getByRole('textbox');
  const right = code(30_000);
  const wrong = `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
  await boxes.first().click();
  await person.keyboard.type(wrong);
  await save.click();
  await expect(codeGroup).toHaveAccessibleDescription(messageText('wrong_code', language));
  await expect(person.getByTestId('saved-addresses')).toHaveCount(0);
  // The boxes are emptied for the next code; the address stays typed.
  for (let i = 0; i < 6; i += 1) await expect(boxes.nth(i)).toHaveValue('');
  await boxes.first().click();
  await person.keyboard.type(right);
  await save.click();
  await expect(person.getByTestId('saved-addresses')).toContainText(tr('withdraw', 'addresses.usable'));
  await person.context().close();
});
