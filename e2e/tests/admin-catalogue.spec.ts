import { messageText } from '@pinacoteca/contracts/messages';
import { expect, test } from './fixtures.ts';
import { adminToken, createAdmin, signedIn } from './staff.ts';

test('an operator publishes a painting in the console and visitors then see it', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const title = { en: `Harbour at Dawn ${stamp}`, ru: `Гавань на рассвете ${stamp}` };
  createAdmin(`editor-${stamp}@example.com`);
  const editor = await signedIn(browser, await adminToken(page.request, `editor-${stamp}@example.com`), language, 1280);
  await editor.goto('/admin/catalogue');
  await editor.getByRole('link', { name: tr('admin', 'catalogue.new') }).click();
  const form = editor.getByTestId('painting-form');
  await form.getByLabel(`${tr('admin', 'catalogue.name')} (EN)`).fill(title.en);
  await form.getByLabel(`${tr('admin', 'catalogue.name')} (RU)`).fill(title.ru);
  await form.getByLabel(`${tr('admin', 'catalogue.short_description')} (EN)`).fill('Boats at first light.');
  await form.getByLabel(`${tr('admin', 'catalogue.short_description')} (RU)`).fill('Лодки на рассвете.');
  await form
    .getByLabel(`${tr('admin', 'catalogue.full_description')} (EN)`)
    .fill('Painted in 1911.\n\nRestored in 2020.');
  await form.getByLabel(`${tr('admin', 'catalogue.full_description')} (RU)`).fill('Написана в 1911 году.');
  await form.getByLabel(tr('admin', 'catalogue.year')).fill('1911');
  await form.getByLabel(tr('admin', 'catalogue.width')).fill('80');
  await form.getByLabel(tr('admin', 'catalogue.height')).fill('60');
  await form.getByLabel(tr('admin', 'catalogue.price')).fill('42.50');
  await form.getByLabel(tr('admin', 'catalogue.estimated_value')).fill('150000');
  await form.getByText(tr('gallery', 'eras.expressionism'), { exact: true }).click();
  const picture = await editor.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 700;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#6b4f2a';
    context.fillRect(0, 0, 900, 700);
    context.fillStyle = '#d9b36c';
    context.fillRect(100, 300, 700, 120);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  await editor
    .getByTestId('painting-image')
    .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(picture, 'base64') });
  await form.getByRole('button', { name: tr('admin', 'catalogue.publish') }).click();

  // The operator edits it: a history step in both languages.
  await editor.getByRole('link', { name: tr('admin', 'catalogue.edit') }).click();
  const edit = editor.getByTestId('painting-form');
  await expect(edit.getByLabel(`${tr('admin', 'catalogue.name')} (EN)`)).toHaveValue(title.en);
  await expect(edit.getByLabel(`${tr('admin', 'catalogue.full_description')} (EN)`)).toHaveValue(
    'Painted in 1911.\n\nRestored in 2020.',
  );
  const history = edit.getByRole('group', { name: tr('admin', 'catalogue.histories') });
  await history.getByRole('button', { name: tr('admin', 'catalogue.step_add') }).click();
  await history.getByLabel(tr('admin', 'catalogue.year')).fill('1911');
  const step = { en: `Painted in Brest ${stamp}`, ru: `Написана в Бресте ${stamp}` };
  await history.getByLabel(`${tr('admin', 'catalogue.step_title')} (EN)`).fill(step.en);
  await history.getByLabel(`${tr('admin', 'catalogue.step_title')} (RU)`).fill(step.ru);
  await history.getByLabel(`${tr('admin', 'catalogue.step_description')} (EN)`).fill('On the quay.');
  await history.getByLabel(`${tr('admin', 'catalogue.step_description')} (RU)`).fill('На набережной.');
  await edit.getByRole('button', { name: tr('admin', 'catalogue.save_painting') }).click();
  // The notice on the form, first; the console's live region says it too, for screen readers.
  await expect(editor.getByText(tr('admin', 'catalogue.saved')).first()).toBeVisible();
  await editor.getByRole('link', { name: tr('admin', 'catalogue.open') }).click();
  await expect(editor.getByRole('heading', { name: title[language] })).toBeVisible();
  await expect(editor.getByText(step[language])).toBeVisible();

  // A visitor finds it in the gallery and opens its page.
  await page.goto(`/gallery?search_query=${encodeURIComponent(stamp)}`);
  await page
    .getByRole('link', { name: new RegExp(title[language]) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: title[language] })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(title[language]) }).first()).toBeVisible();

  // A new price is asked first, with the change it makes; Back leaves it as it was.
  await editor.goto('/admin/catalogue');
  const newPrice = editor.getByRole('textbox', { name: new RegExp(stamp) });
  await newPrice.fill('85');
  const savePrice = editor.getByRole('button', { name: new RegExp(stamp) });
  await savePrice.click();
  const question = editor.getByRole('group', { name: /\+100\s?%/ });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: tr('admin', 'flags.back') }).click();
  await expect(question).toBeHidden();
  await savePrice.click();
  await editor.getByRole('button', { name: tr('admin', 'catalogue.price_set') }).click();
  await expect(editor.getByRole('status').filter({ hasText: tr('admin', 'catalogue.price_saved') })).toBeVisible();
  await editor.context().close();
});

/**
 * Two operators editing one painting (decision 0083): a save from a copy the other has saved over
 * since is refused with the reason, nothing of it is written, and the painting loaded again takes
 * the change on top of theirs. Runs at the project's width (a desktop in English, a phone in Russian).
 */
test('an operator saving a copy someone else has saved over is told so and reloads the painting', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  createAdmin(`first-${stamp}@example.com`);
  createAdmin(`second-${stamp}@example.com`);
  const other = { authorization: `Bearer ${await adminToken(page.request, `second-${stamp}@example.com`)}` };
  const picture = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#40506b';
    context.fillRect(0, 0, 800, 800);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const created = await page.request.post('/api/admin/catalogue/paintings', {
    headers: other,
    data: {
      name: { en: `Quay at Dusk ${stamp}`, ru: `Набережная в сумерках ${stamp}` },
      short_description: { en: 'Lamps on the water.', ru: 'Фонари на воде.' },
      full_description: { en: 'Painted in 1905.', ru: 'Написана в 1905 году.' },
      year: 1905,
      width_cm: 50,
      height_cm: 40,
      genre: 4,
      technic: 1,
      eras: [3],
      frame: 'with',
      orientation: 'landscape',
      price: '0',
      estimated_value: '1000',
      image: picture,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const painting = async () =>
    (
      (await (await page.request.get(`/api/admin/catalogue/paintings/${id}`, { headers: other })).json()) as {
        values: { year: number; short_description: { en: string; ru: string }; version: number };
      }
    ).values;

  const editor = await signedIn(
    browser,
    await adminToken(page.request, `first-${stamp}@example.com`),
    language,
    page.viewportSize()!.width,
  );
  await editor.goto(`/admin/catalogue/${id}`);
  const form = editor.getByTestId('painting-form');
  const year = form.getByLabel(tr('admin', 'catalogue.year')).first();
  await expect(year).toHaveValue('1905');

  // The other operator saves the painting after the first opened it.
  const theirs = await painting();
  const saved = await page.request.put(`/api/admin/catalogue/paintings/${id}`, {
    headers: other,
    data: { ...theirs, year: 1906 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const shortEn = form.getByLabel(`${tr('admin', 'catalogue.short_description')} (EN)`);
  await shortEn.fill('Lamps on still water.');
  await form.getByRole('button', { name: tr('admin', 'catalogue.save_painting') }).click();
  const stale = editor.getByTestId('painting-stale');
  await expect(stale.getByRole('alert')).toHaveText(messageText('painting_changed', language));
  await expect(stale.getByRole('alert')).toBeFocused();
  await expect(stale.getByText(tr('admin', 'catalogue.stale_kept'))).toBeVisible();
  // Nothing of the stale copy was written; what was typed is still in the form.
  expect(await painting()).toMatchObject({ year: 1906, short_description: { en: 'Lamps on the water.' } });
  await expect(shortEn).toHaveValue('Lamps on still water.');

  // Loaded again, the form shows the other's change and the first operator's goes in on top.
  await stale.getByRole('button', { name: tr('admin', 'catalogue.reload') }).click();
  await expect(stale).toBeHidden();
  // The focus goes to the painting's title above the form drawn afresh, not to the page's body.
  await expect(editor.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(year).toHaveValue('1906');
  await expect(shortEn).toHaveValue('Lamps on the water.');
  await shortEn.fill('Lamps on still water.');
  await form.getByRole('button', { name: tr('admin', 'catalogue.save_painting') }).click();
  await expect(editor.getByText(tr('admin', 'catalogue.saved')).first()).toBeVisible();
  // The form now holds the new version: a second save from it goes through too.
  await year.fill('1907');
  await form.getByRole('button', { name: tr('admin', 'catalogue.save_painting') }).click();
  await expect.poll(async () => (await painting()).year).toBe(1907);
  await expect(editor.getByText(tr('admin', 'catalogue.saved')).first()).toBeVisible();
  await expect(stale).toBeHidden();
  expect(await painting()).toMatchObject({
    year: 1907,
    short_description: { en: 'Lamps on still water.' },
    version: theirs.version + 3,
  });
  await editor.context().close();
});
