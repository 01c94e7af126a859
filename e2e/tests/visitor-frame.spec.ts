import { messageText } from '@pinacoteca/contracts/messages';
import { expect, isMobile, t, test } from './fixtures.ts';

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

  test("opens a link in the language its address names, keeping the visitor's own choice", async ({
    page,
    language,
  }) => {
    const other = language === 'en' ? 'ru' : 'en';
    await page.goto(`/support/faq?lang=${other}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(other, 'support', 'faq.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page).toHaveTitle(`${t(other, 'support', 'faq.title')} — Pinacoteca`);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
  });

  test('gives a shared painting link its picture and title before any script runs', async ({ page, language }) => {
    const [painting] = (await (await page.request.get(`/api/paintings?_locale=${language}`)).json()) as {
      id: string;
      name: string;
    }[];
    const response = await page.request.get(`/gallery/${painting!.id}`, { headers: { 'accept-language': language } });
    const html = await response.text();
    const tag = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#39;/g, "'");
    expect(tag('og:title')).toBe(`${painting!.name} — Pinacoteca`);
    // Absolute, at PUBLIC_URL; fetched here by its path, as the server listens on 127.0.0.1.
    const imageUrl = new URL(tag('og:image')!);
    const image = await page.request.get(imageUrl.pathname, { headers: { accept: '*/*' } });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
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

test.describe('what a careful visitor checks: support button, team, road map, operator', () => {
  test('keeps the support button above the cookie bar, and the end of the page clear of both', async ({ page, tr }) => {
    await page.goto('/support/faq');
    const bar = page.getByRole('region', { name: tr('common', 'cookies.label') });
    const support = page.getByRole('button', { name: tr('common', 'support.title'), exact: true });
    await expect(bar).toBeVisible();
    const barTop = async () => (await bar.boundingBox())!.y;
    const bottom = async (box: { y: number; height: number } | null) => box!.y + box!.height;
    await expect.poll(async () => (await bottom(await support.boundingBox())) <= (await barTop())).toBe(true);

    // At the end of the page the footer's last line sits above the bar and clear of the button.
    const operator = (await (await page.request.get('/api/system/operator')).json()) as { name: string };
    const lastLine = page.getByRole('contentinfo').locator('p').last();
    await expect(lastLine).toContainText(operator.name);
    // Scrolled again on every try: a section that arrives late makes the page longer.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await bottom(await lastLine.boundingBox())) <= (await barTop());
      })
      .toBe(true);
    const button = (await support.boundingBox())!;
    const line = (await lastLine.boundingBox())!;
    const overlaps =
      line.x < button.x + button.width &&
      button.x < line.x + line.width &&
      line.y < button.y + button.height &&
      button.y < line.y + line.height;
    expect(overlaps).toBe(false);

    // Once the notice is answered the button returns to its corner, 20 px above the window's edge.
    await bar.getByRole('button', { name: tr('common', 'cookies.ok'), exact: true }).click();
    await expect(bar).toBeHidden();
    // Away from the button: hovering enlarges it.
    await page.mouse.move(0, 0);
    const windowHeight = page.viewportSize()!.height;
    await expect.poll(async () => Math.round(windowHeight - (await bottom(await support.boundingBox())))).toBe(20);
  });

  test('offers "skip to content" in the page language', async ({ page, tr }) => {
    await page.goto('/gallery');
    await expect(page.locator('a[href="#main"]').first()).toHaveText(tr('common', 'skip_to_content'));
  });

  test('shows the road map with SPEC’s first two items passed, the named team, and an account button that registers', async ({
    page,
    tr,
  }) => {
    await page.goto('/#road_map');
    const roadMap = page.locator('#road_map');
    await expect(roadMap.getByRole('listitem')).toHaveCount(6);
    // What has happened is passed, not what is past its quarter: no milestone is claimed early.
    await expect(roadMap.getByText(tr('landing', 'road_map.passed'), { exact: true })).toHaveCount(2);
    await expect(roadMap.getByText(tr('landing', 'road_map.planned'), { exact: true })).toHaveCount(4);

    const team = page.getByRole('region', { name: tr('landing', 'team.title') });
    for (const person of ['helena_marsh', 'irina_volkova', 'daniel_okafor']) {
      await expect(team.getByText(tr('landing', `team.people.${person}.name`), { exact: true })).toBeVisible();
    }
    const portraits = team.locator('img');
    await expect(portraits).toHaveCount(6);
    for (const portrait of await portraits.all()) {
      await expect(portrait).toHaveAttribute('width', '64');
      await expect(portrait).toHaveAttribute('src', /^\/assets\/.+\.webp$/);
    }

    await page.getByRole('link', { name: tr('landing', 'join.create') }).click();
    await expect(page).toHaveURL(/\/registration\/start$/);
  });

  test('names the operator in the footer and the terms', async ({ page, tr }) => {
    const operator = (await (await page.request.get('/api/system/operator')).json()) as Record<string, string>;
    await page.goto('/terms-of-use');
    await expect(page.getByRole('contentinfo')).toContainText(operator.name!);
    await expect(page.getByRole('contentinfo')).toContainText(operator.registration!);
    const details = page.locator('#contact dl');
    await expect(details).toContainText(tr('legal', 'operator.name'));
    for (const value of Object.values(operator)) await expect(details).toContainText(value);
  });
});
