import type { Browser, Page } from '@playwright/test';
import { expect, t, test, type Language } from './fixtures.ts';
import { register } from './staff.ts';

/**
 * Public pages come from the server drawn, in the visitor's language, and the browser takes them
 * over without redrawing (docs/decisions/0050).
 */

interface Listed {
  id: string;
  name: string;
  art_token: { name: string; current_price: string };
}

/** A price as a pattern that holds in both languages' number formats: 1234.5 → 1?234[.,]50. */
function pricePattern(amount: string): RegExp {
  const [whole, cents = '00'] = Number(amount).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\D?');
  return new RegExp(`${grouped}[.,]${cents}`);
}

async function visitor(browser: Browser, language: Language, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
    // The browser's language, as Accept-Language: the visitor has chosen none yet.
    locale: language === 'ru' ? 'ru-RU' : 'en-US',
  });
  return context.newPage();
}

/**
 * Waits until `path` is served as a fresh drawing. After a catalogue change (other tests buy and
 * reprice tokens meanwhile) the last drawing is served at once, marked stale for the browser to
 * refresh its figures, while a new one is made; a visitor without scripts reads the figures drawn.
 */
async function freshDrawing(page: Page, path: string, language: Language) {
  const headers = { 'accept-language': language === 'ru' ? 'ru-RU' : 'en-US' };
  // A page is redrawn at most every PAGE_REDRAW_SECONDS (15 by default), and other tests' purchases
  // keep changing the catalogue: a fresh drawing may take that long and a little more to come.
  await expect
    .poll(async () => (await (await page.request.get(path, { headers })).text()).includes('data-stale'), {
      timeout: 40_000,
    })
    .toBe(false);
}

test('public pages show their content before any script runs', async ({ browser, language }) => {
  const width = test.info().project.use.viewport?.width ?? 1280;
  const page = await visitor(browser, language, width, false);
  const first = ((await (await page.request.get(`/api/paintings?_locale=${language}`)).json()) as Listed[])[0]!;
  await freshDrawing(page, `/gallery/${first.id}`, language);
  // The figures as of that drawing.
  const paintings = (await (await page.request.get(`/api/paintings?_locale=${language}`)).json()) as Listed[];
  const painting = paintings.find((listed) => listed.id === first.id)!;

  await page.goto(`/gallery/${painting.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: painting.name })).toBeVisible();
  await expect(page.getByText(pricePattern(painting.art_token.current_price)).first()).toBeVisible();

  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: t(language, 'gallery', 'title') })).toBeVisible();
  for (const listed of paintings.slice(0, 3)) await expect(page.getByText(listed.name).first()).toBeAttached();

  await page.goto('/tokens');
  await expect(page.getByText(painting.art_token.name).first()).toBeAttached();
  await page.screenshot({ path: `test-results/server-rendered-tokens-${language}-${width}.png` });
  await page.context().close();
});

/**
 * Presses OK on the cookie notice: it goes, and the consent is kept locally (SPEC §2) and in its
 * cookie, so the server leaves the notice out from now on.
 */
async function acceptCookies(page: Page, language: Language) {
  const notice = { name: t(language, 'common', 'cookies.label') };
  await page
    .getByRole('region', notice)
    .getByRole('button', { name: t(language, 'common', 'cookies.ok') })
    .click();
  await expect(page.getByRole('region', notice)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
  expect(await (await page.request.get('/tokens')).text()).not.toContain(`aria-label="${notice.name}"`);
}

test('the cookie notice is part of the drawn page until the visitor presses OK', async ({ browser, language }) => {
  const width = test.info().project.use.viewport?.width ?? 1280;
  const notice = { name: t(language, 'common', 'cookies.label') };
  // Before any script runs, the notice is already on the page (not added after it, shifting what is largest).
  const still = await visitor(browser, language, width, false);
  await still.goto('/gallery');
  await expect(still.getByRole('region', notice)).toBeVisible();
  await still.context().close();

  const page = await visitor(browser, language, width, true);
  await page.goto('/gallery');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await acceptCookies(page, language);
  await page.goto('/tokens');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', notice)).toHaveCount(0);
  await page.context().close();
});

test("the cookie notice's OK works while the app's code is still on its way", async ({ browser, language }) => {
  const width = test.info().project.use.viewport?.width ?? 1280;
  const notice = { name: t(language, 'common', 'cookies.label') };
  const page = await visitor(browser, language, width, true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's code (main.tsx) is held back, as on a slow phone, until the visitor has pressed OK.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
  await acceptCookies(page, language);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  // The app arrives, takes the page over, finds the consent and keeps the notice away.
  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', notice)).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a drawn page is taken over without a mismatch, then works as the app', async ({
  page,
  language,
  tr,
  baseURL,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  // The stored choice reaches the server as the language cookie, so the page is drawn in it.
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
  const paintings = (await (await page.request.get(`/api/paintings?_locale=${language}`)).json()) as Listed[];
  for (const path of ['/', '/gallery', `/gallery/${paintings[0]!.id}`, '/tokens', '/support/faq']) {
    await page.goto(path);
    expect(await page.locator('#page-state').count(), `${path} is drawn by the server`).toBe(1);
    // The cookie notice is drawn only in the browser: once it shows, the page is hydrated.
    await expect(page.getByRole('region', { name: tr('common', 'cookies.label') })).toBeVisible();
  }
  // Navigation inside the app works on the hydrated page.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: tr('common', 'footer.privacy') })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages, 'no hydration warnings or errors').toEqual([]);
});

test('a signed-in person gets the drawn page with their own header, and the app as before', async ({
  browser,
  language,
  request,
  baseURL,
}) => {
  const token = await register(request, baseURL!, `ssr-${Date.now()}-${language}@example.com`, language);
  const width = test.info().project.use.viewport?.width ?? 1280;
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
  await context.addInitScript(
    ([value, lng]) => {
      window.localStorage.setItem('auth_token', value!);
      window.localStorage.setItem('language', lng!);
    },
    [token, language],
  );
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  await page.goto('/gallery');
  expect(await page.locator('#page-state').count()).toBe(1);
  await expect(page.getByRole('link', { name: t(language, 'common', 'header.sign_in') })).toHaveCount(0);
  // Once hydrated the header is the person's: their name instead of "Sign in" (in the menu on a phone).
  if (width < 1280) {
    await page.getByRole('button', { name: t(language, 'common', 'header.open_menu') }).click();
    await expect(page.getByRole('navigation').getByText('Anna')).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: /Anna/ })).toBeVisible();
  }
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages, 'no hydration warnings or errors').toEqual([]);
  await context.close();
});
