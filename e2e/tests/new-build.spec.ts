import { expect, test } from './fixtures.ts';

/**
 * A page open across a deploy asks for code files the new build renamed: the server answers 404
 * (never the app's HTML as a script), and the page loads itself again once, with the new build's
 * names, instead of showing an error or nothing.
 */
test('a page whose next part was removed by a deploy loads itself again and shows that part', async ({ page, tr }) => {
  const missing = await page.request.get('/assets/faq-page-OLDBUILD.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');

  await page.goto('/gallery');
  // The FAQ page's code is gone once, as after a deploy; the reload finds it (here: the same file).
  let refused = 0;
  await page.route(/\/assets\/faq-page-[^/]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' });
  });
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: tr('common', 'support.faq') })
    .click();
  await reloaded;
  expect(refused).toBe(1);
  await expect(page).toHaveURL(/\/support\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('support', 'faq.title'));
});
