import { expect, isMobile, test } from './fixtures.ts';
import { register } from './staff.ts';

// What an outside tester found using the site with a keyboard alone.

test('the account menu opens with the keyboard, walks by Tab, and Escape or leaving it gives focus back', async ({
  page,
  request,
  baseURL,
  language,
  tr,
}) => {
  const token = await register(request, baseURL!, `keys.${Date.now()}@example.com`, language);
  await page.addInitScript((value) => {
    window.localStorage.setItem('auth_token', value);
    window.localStorage.setItem('cookie_consent', 'accepted');
  }, token);
  await page.goto('/wallet');
  // On a phone the account links are in the menu panel; from sm up in the account menu.
  const panel = (await isMobile(page)) ? 'mobile-menu' : 'user-menu';
  const button = page.locator(`button[aria-controls="${panel}"]`);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Links, not menu items that would want arrow keys (the menu role promised those).
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator(`#${panel} a`).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator(`#${panel}`)).toHaveCount(0);
  await expect(button).toBeFocused();

  if (panel === 'user-menu') {
    // Tab past the last link closes it, and focus moves on, not back to the top of the page.
    await page.keyboard.press('Enter');
    const links = await page.locator('#user-menu a').count();
    for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
    await expect(page.locator('#user-menu')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  }

  // The support button comes before its links: Tab from it reaches them.
  const support = page.getByRole('button', { name: tr('common', 'support.title') });
  await support.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('#support-menu').getByRole('link', { name: tr('common', 'support.faq') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(support).toBeFocused();
});

test('a control reached with Tab is never under the cookie notice', async ({ page }) => {
  await page.goto('/tokens');
  const notice = page.locator('[data-cookie-notice]');
  await expect(notice).toBeVisible();
  const top = (await notice.boundingBox())!.y;
  // Down the tokens table, where a phone's notice hid the chart and Buy buttons (WCAG 2.4.11).
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    // Where focus lands once the page has scrolled to it (smoothly, so not at once).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body || element.closest('[data-cookie-notice]')) return 0;
          return element.getBoundingClientRect().bottom;
        }),
      )
      .toBeLessThanOrEqual(top + 1);
  }
});
