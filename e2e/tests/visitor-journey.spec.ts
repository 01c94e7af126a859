import { expect, isMobile, test } from './fixtures.ts';

interface ApiPainting {
  id: string;
  name: string;
  author: string | null;
}

test('a visitor goes from the landing page through the gallery, a painting and the tokens to support', async ({
  page,
  tr,
  language,
}) => {
  // The longest walk of the suite: a dozen pages, each loaded and taken over by the app.
  test.slow();
  const api = async <T>(path: string): Promise<T> =>
    (await (await page.request.get(`${path}${path.includes('?') ? '&' : '?'}_locale=${language}`)).json()) as T;

  // Landing
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('landing', 'hero.title'));
  await page.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();

  // Gallery, through the header menu
  if (await isMobile(page)) await page.getByRole('button', { name: tr('common', 'header.open_menu') }).click();
  await page
    .getByRole('navigation', { name: tr('common', 'header.menu') })
    .getByRole('link', { name: tr('common', 'menu.gallery'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
  const cards = page.locator('main article');
  const all = await api<ApiPainting[]>('/api/paintings');
  await expect(cards).toHaveCount(all.length);

  // Search by an artist's name, in the page's language
  const authors = await api<{ id: string; name: string }[]>('/api/authors');
  const author = authors.find((a) => all.filter((p) => p.author === a.id).length >= 2)!;
  await page.getByLabel(tr('gallery', 'toolbar.search_label')).fill(author.name.toUpperCase());
  const byAuthor = all.filter((p) => p.author === author.id);
  await expect(cards).toHaveCount(byAuthor.length);
  await expect(page).toHaveURL(/search_query=/);
  await page.getByRole('button', { name: tr('gallery', 'toolbar.clear_search') }).click();
  await expect(cards).toHaveCount(all.length);

  // Filter: abstract paintings only, applied from the panel
  await page.getByRole('button', { name: new RegExp(tr('gallery', 'toolbar.filters')) }).click();
  await page.getByRole('checkbox', { name: tr('gallery', 'genres.abstract'), exact: true }).check();
  await page
    .getByRole('button', { name: new RegExp(`^${tr('gallery', 'filter.apply').replace(/[()]/g, '')}`) })
    .click();
  await expect(page).toHaveURL(/genres/);
  const abstract = await api<ApiPainting[]>('/api/paintings?genres[]=3');
  await expect(cards).toHaveCount(abstract.length);
  expect(abstract.length).toBeLessThan(all.length);

  // Sort by price, cheapest first
  await page.getByLabel(tr('gallery', 'toolbar.sort_label')).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const sorted = await api<ApiPainting[]>('/api/paintings?genres[]=3&sort=price_asc');
  await expect(cards.first().getByRole('heading')).toHaveText(sorted[0]!.name);

  // Gallery and list views
  const listView = page.getByRole('button', { name: tr('gallery', 'toolbar.view_list') });
  await listView.click();
  await expect(listView).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: tr('gallery', 'toolbar.view_grid') }).click();

  // A painting; buying sends a visitor to sign in
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/gallery/${sorted[0]!.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sorted[0]!.name);
  await page
    .getByRole('link', { name: tr('gallery', 'actions.buy_tokens') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth$/);

  // Tokens: the index token first; its chart opens larger in a modal with forecast tabs
  await page.goto('/tokens');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('tokens', 'title'));
  const index = await api<{ indexToken: { name: string } }>('/api/tokens');
  await page
    .getByRole('button', { name: tr('tokens', 'chart.open').replace('{{name}}', index.indexToken.name) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const nextYear = dialog.getByRole('tab', { name: tr('tokens', 'chart.horizons.next_year') });
  await nextYear.click();
  await expect(nextYear).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('svg.recharts-surface').first()).toBeVisible();
  // Tab goes round the dialog's own controls; the page behind is out of reach while it is open.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Contact support from the floating support menu: a guest gives an e-mail and is thanked
  await page.getByRole('button', { name: tr('common', 'support.title'), exact: true }).click();
  await page
    .locator('#support-menu')
    .getByRole('link', { name: tr('common', 'support.contact') })
    .click();
  await expect(page).toHaveURL(/\/support\/contact-us$/);
  await page.getByLabel(tr('support', 'contact.email')).fill('visitor@example.com');
  const text =
    language === 'en' ? 'The forecast chart of Blue Threshold does not open.' : 'Не открывается график прогноза.';
  await page.getByLabel(tr('support', 'contact.message')).fill(text);
  await expect(
    page
      .locator('main')
      .getByText(new RegExp(`\\b${text.length}\\b`))
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('support', 'contact.submit') }).click();
  const thanks = page.getByRole('dialog', { name: tr('support', 'contact.thanks_title') });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: tr('support', 'contact.thanks_close') }).click();
  await expect(thanks).toBeHidden();
  await expect(page).toHaveURL(/\/tokens$/);
});
