import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, fill, t as text, test, type Language } from './fixtures.ts';
import { adminToken, createAdmin, register, signedIn } from './staff.ts';

/** The console's texts in a language. */
const t = (language: Language, key: string) => text(language, 'admin', key);

/** An outside tester's message: a few lines, then one word of 300 letters. */
const LONG_WORD = 'W'.repeat(300);
/** The longest nickname there may be, one word. */
const LONG_NICKNAME = `Nick${'N'.repeat(60)}`;

/**
 * An investor with a nickname and an e-mail of one long word each asks to buy a whole painting
 * with a message ending in a 300-letter word; answers the e-mail (what an operator searches the
 * inbox by) and the investor's token.
 */
async function longWordedRequest(
  request: APIRequestContext,
  baseURL: string,
  language: Language,
  stamp: string,
): Promise<{ email: string; token: string }> {
  const email = `${'e'.repeat(40)}${stamp.replace(/\W/g, '').slice(-20)}@example.com`;
  const token = await register(request, baseURL, email, language);
  const headers = { authorization: `Bearer ${token}` };
  const renamed = await request.post('/api/account', { headers, data: { username: LONG_NICKNAME } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const asked = await request.post('/api/paintings/SALE-0001/buy', {
    headers,
    data: { ready: true, proof_of_funds: true, message: `I want it\n\n\n${LONG_WORD}` },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { email, token };
}

/** The page is no wider than the window: nothing typed pushed it (and its side panels) sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client);
}

/** The box holds what is in it, without scrolling sideways or letting it run out. */
async function expectFits(box: Locator) {
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, `${scroll} px of content in a ${client} px box`).toBeLessThanOrEqual(client);
}

async function searchInbox(desk: Page, language: Language, email: string) {
  const tr = (key: string) => t(language, key);
  await desk.goto('/admin/inbox');
  await desk.getByLabel(tr('inbox.search')).fill(email);
  await desk.getByRole('button', { name: tr('users.find') }).click();
  await expect(desk.getByRole('row').filter({ hasText: LONG_NICKNAME })).toHaveCount(1);
}

test('a long unbroken word an investor typed wraps in the console instead of widening the page', async ({
  page,
  browser,
  language,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()!.width;
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const { email, token } = await longWordedRequest(page.request, baseURL!, language, stamp);
  const admin = `layout-${stamp}@example.com`;
  createAdmin(admin);
  const desk = await signedIn(browser, await adminToken(page.request, admin), language, width);

  await searchInbox(desk, language, email);
  await expectNoSidewaysScroll(desk);

  await desk
    .getByRole('row')
    .filter({ hasText: LONG_NICKNAME })
    .getByRole('link', { name: t(language, 'kyc.open') })
    .click();
  const message = desk.getByText(LONG_WORD);
  await expect(message).toBeVisible();
  await expectFits(message);
  await expectNoSidewaysScroll(desk);
  // The panel beside (or below) the message is where it belongs: in the window.
  const work = desk.getByRole('heading', { name: t(language, 'inbox.work') });
  const box = (await work.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);

  // The person's page, titled with the nickname, and the search that finds them.
  await desk.goto('/admin/users');
  await desk.getByLabel(t(language, 'users.search')).fill(email);
  await desk.getByRole('button', { name: t(language, 'users.find') }).click();
  const person = desk.getByRole('row').filter({ hasText: email }).getByRole('link', { name: LONG_NICKNAME });
  await expect(person).toBeVisible();
  await expectNoSidewaysScroll(desk);
  await person.click();
  await expect(desk.getByRole('heading', { name: LONG_NICKNAME })).toBeVisible();
  await expectNoSidewaysScroll(desk);
  await desk.context().close();

  // The investor's own profile shows the nickname and the e-mail within the window too.
  const own = await signedIn(browser, token, language, width);
  await own.goto('/settings/profile');
  await expect(own.getByText(LONG_NICKNAME)).toBeVisible();
  await expectNoSidewaysScroll(own);
  await own.context().close();
});

test('the inbox list fits its box at 1280 px, its Review links in view', async ({
  page,
  browser,
  language,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-table-${Date.now()}`;
  const { email } = await longWordedRequest(page.request, baseURL!, language, stamp);
  const admin = `layout-table-${stamp}@example.com`;
  createAdmin(admin);
  const desk = await signedIn(browser, await adminToken(page.request, admin), language, 1280);
  // Taken by the operator, the row names them (by e-mail) under its status too.
  await searchInbox(desk, language, email);
  await desk.getByRole('link', { name: t(language, 'kyc.open') }).click();
  await desk.getByRole('button', { name: t(language, 'inbox.take') }).click();
  await expect(desk.getByText(fill(t(language, 'inbox.assigned_to'), { who: admin }))).toBeVisible();
  await searchInbox(desk, language, email);
  const table = desk.getByRole('table');
  await expectFits(table.locator('..'));
  const review = desk.getByRole('link', { name: t(language, 'kyc.open') }).first();
  await expect(review).toBeInViewport({ ratio: 1 });
  await desk.context().close();
});

/**
 * A chip (a pill around a hidden checkbox or radio), reached with Tab from the field before it as a
 * keyboard does (a click would not show the ring), draws a ring a keyboard user can see.
 */
async function expectChipRing(page: Page, before: Locator, chips: Locator) {
  await before.focus();
  await page.keyboard.press('Tab');
  const focused = chips.locator(':focus');
  await expect(focused).toHaveCount(1);
  const outline = await focused.locator('xpath=..').evaluate((chip) => {
    const style = getComputedStyle(chip);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test("a chip shows where the keyboard is: a painting's eras, a document's type", async ({
  page,
  browser,
  language,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const width = page.viewportSize()!.width;
  const stamp = `${testInfo.project.name}-chip-${Date.now()}`;
  const admin = `layout-chip-${stamp}@example.com`;
  createAdmin(admin);
  const desk = await signedIn(browser, await adminToken(page.request, admin), language, width);
  await desk.goto('/admin/catalogue/new');
  await expectChipRing(
    desk,
    desk.getByLabel(t(language, 'catalogue.estimated_value')),
    desk.getByRole('group', { name: t(language, 'catalogue.eras') }),
  );
  await desk.context().close();

  const investor = await register(page.request, baseURL!, `chip-${stamp}@example.com`, language);
  const own = await signedIn(browser, investor, language, width);
  await own.goto('/settings/verification');
  await expectChipRing(
    own,
    own.getByLabel(text(language, 'kyc', 'person.address')),
    own.getByRole('radiogroup', { name: text(language, 'kyc', 'document.type') }),
  );
  await own.context().close();
});

test('every console section is in sight on a phone, and an order’s ledger fits beside its panels at 1280 px', async ({
  page,
  browser,
  language,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-ledger-${Date.now()}`;
  // A paid order of the painting with the longest symbol ("ANNUNCIATION-LOGGIA"), as its ledger writes it.
  const buyer = await register(page.request, baseURL!, `ledger-${stamp}@example.com`, language);
  const headers = { authorization: `Bearer ${buyer}` };
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; symbol: string; current_price: string; available: string }[];
  };
  const token = artTokens
    .filter((a) => Number(a.current_price) > 0 && Number(a.available) >= 5)
    .sort((a, b) => b.symbol.length - a.symbol.length)[0]!;
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'BTC', items: [{ token_id: token.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/dev/charges/${orderId}/simulate`, { headers, data: { outcome: 'paid' } });
  expect(paid.status()).toBe(200);
  const admin = `layout-ledger-${stamp}@example.com`;
  createAdmin(admin);
  const staff = await adminToken(page.request, admin);

  // On a phone the sections wrap into rows: each is on the screen, none past its edge.
  for (const width of [320, 390]) {
    const phone = await signedIn(browser, staff, language, width);
    await phone.goto(`/admin/orders/${orderId}`);
    const menu = phone.getByRole('navigation', { name: t(language, 'title') });
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(10);
    await expectFits(menu.getByRole('list'));
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(phone);
    await phone.context().close();
  }

  // At 1280 px the ledger beside the order's panels holds its columns, the symbol whole (wrapped).
  const desk = await signedIn(browser, staff, language, 1280);
  await desk.goto(`/admin/orders/${orderId}`);
  const ledger = desk.getByRole('table');
  await expect(ledger.getByText(token.symbol).first()).toBeVisible();
  await expectFits(ledger.locator('..'));
  await desk.context().close();
});
