import { messageText } from '@pinacoteca/contracts/messages';
import { expect, isMobile, test } from './fixtures.ts';

test.describe("a visitor's frame: header, language, cookies, anchors", () => {
  test('keeps cookie consent locally once accepted', async ({ page, tr }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: tr('common', 'cookies.label') });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('scrolls to a landing section from the menu, 40 px below the top', async ({ page, tr }) => {
    await page.goto('/gallery');
    if (await isMobile(page)) await page.getByRole('button', { name: tr('common', 'header.open_menu') }).click();
    await page
      .getByRole('navigation', { name: tr('common', 'header.menu') })
      .getByRole('link', { name: tr('common', 'menu.road_map') })
      .click();
    await expect(page).toHaveURL(/\/#road_map$/);
    const section = page.locator('#road_map');
    await expect(section).toBeInViewport();
    // 40 px below the top of the window, give or take sub-pixel rounding.
    await expect.poll(async () => Math.abs((await section.boundingBox())!.y - 40)).toBeLessThanOrEqual(1);
  });

  test('switches the language and remembers it', async ({ page, language }) => {
    const other = language === 'en' ? 'ru' : 'en';
    await page.goto('/support/faq');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    if (await isMobile(page)) {
      await page.getByRole('button', { name: language === 'en' ? 'Menu' : 'Меню' }).click();
    }
    await page.getByRole('button', { name: other, exact: true }).first().click();
    await expect(heading).not.toHaveText(before!);
    await page.reload();
    await expect(heading).not.toHaveText(before!);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });

  test('sends a visitor from an account page to /auth, and unknown paths too', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows the policy pages with their contents', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-use', '/cookies-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('main h2').count()).toBeGreaterThan(3);
    }
  });

  test('opens a FAQ answer', async ({ page, tr }) => {
    await page.goto('/support/faq');
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions).toHaveCount(6);
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    expect(tr('support', 'faq.title')).toBeTruthy();
  });

  test('shows the contact form rules before sending', async ({ page, tr, language }) => {
    await page.goto('/support/contact-us');
    await page.getByRole('button', { name: tr('support', 'contact.submit') }).click();
    await expect(page.getByText(messageText('required', language)).first()).toBeVisible();
    await page.getByLabel(tr('support', 'contact.email')).fill('not-an-email');
    await page.getByRole('button', { name: tr('support', 'contact.submit') }).click();
    await expect(page.getByText(messageText('invalid_format', language))).toBeVisible();
    const message = page.getByLabel(tr('support', 'contact.message'));
    await message.fill('x'.repeat(450));
    await expect(message).toHaveValue('x'.repeat(400));
  });
});
