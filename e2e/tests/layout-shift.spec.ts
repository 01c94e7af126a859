import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminToken, createAdmin } from './staff.ts';

/** Issue 12's ceiling for Cumulative Layout Shift on a public page. */
const MAX_SHIFT = 0.05;

/**
 * The layout shifts the browser reported since the page began loading, summed as Lighthouse's
 * CLS does for a page that settles within one session window. Shifts right after input do not
 * count, as in CLS.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the next task.
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 100);
      }),
  );
}

/**
 * Until the page's pictures and fonts are in: everything that could still move it. On a page the
 * server drew the web fonts are fetched once it has loaded, and put in use only with the next
 * page (docs/decisions/0058): waited for until they have arrived, so anything their arrival
 * moved would be counted.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')),
  );
  await page.waitForLoadState('networkidle');
}

const webFontInUse = (page: Page, family = 'Inter Variable') =>
  page.evaluate(
    (name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'),
    family,
  );

test.describe('public pages keep their layout while they load', () => {
  test('nothing on the landing, gallery, painting and tokens pages moves as code, data, pictures and fonts arrive', async ({
    page,
  }) => {
    const answer = (await (await page.request.get('/api/paintings')).json()) as unknown;
    // A plain list, or a page of one with its cursor beside it.
    const paintings = (Array.isArray(answer) ? answer : Object.values(answer as object).find(Array.isArray)) as {
      id: string;
    }[];
    const painting = paintings[0]!;
    const pages: [string, (p: Page) => Promise<void>][] = [
      ['/', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/gallery', (p) => expect(p.locator(`a[href="/gallery/${painting.id}"]`).first()).toBeVisible()],
      [`/gallery/${painting.id}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
      // The table on a desktop, cards on a phone: the page is in once its loading notice is gone.
      ['/tokens', (p) => expect(p.getByRole('status')).toHaveCount(0)],
    ];
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await loaded(page);
      await settle(page);
      expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(MAX_SHIFT);
    }
  });

  test('a drawn page takes its headings’ font as it arrives, and its text font with the next page', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await settle(page);
    await expect.poll(() => webFontInUse(page, 'Playfair Display Variable')).toBe(true);
    expect(await webFontInUse(page)).toBe(false);
    const card = page.locator('main a[href^="/gallery/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => webFontInUse(page)).toBe(true);
  });

  test('a tokens page drawn before deposits opened keeps its layout when it learns they did', async ({
    page,
  }, testInfo) => {
    // Drawn with deposits closed (the default), and kept as drawn by the server.
    await page.goto('/tokens');
    await expect(page.getByRole('status')).toHaveCount(0);
    const email = `layout-admin-${testInfo.project.name}-${Date.now()}@example.com`;
    createAdmin(email);
    const admin = await adminToken(page.request, email);
    const opened = await page.request.post('/api/admin/flags/deposit', {
      headers: { authorization: `Bearer ${admin}` },
      data: { enabled: true },
    });
    expect(opened.status()).toBe(200);
    // The next visitor gets that drawing at once, marked stale; hydrated, the page learns the
    // flags and shows the Deposit button, which must not push the page down.
    await page.goto('/tokens');
    await expect(page.getByRole('link', { name: /deposit|пополнить/i }).first()).toBeVisible();
    await settle(page);
    expect(await layoutShift(page)).toBeLessThan(MAX_SHIFT);
  });
});
