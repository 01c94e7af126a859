import type { Locator, Page } from '@playwright/test';
import { expect, fill, isMobile, test, type Language } from './fixtures.ts';

/*
 * Issue 8, items 11 and 13: forecasts start at today's price and their axes name each period
 * once; "Notify me" on the token table subscribes, and a painting under attribution is shown as
 * not on sale rather than "100 % available".
 */

const PASSWORD = 'Canvas-2024!';

interface ApiToken {
  id: string;
  name: string;
  current_price: string;
  painting_id: string | null;
}

function visible(locator: Locator): Locator {
  return locator.filter({ visible: true }).first();
}

async function tokens(page: Page, language: Language): Promise<{ indexToken: ApiToken; artTokens: ApiToken[] }> {
  return (await (await page.request.get(`/api/tokens?_locale=${language}`)).json()) as {
    indexToken: ApiToken;
    artTokens: ApiToken[];
  };
}

/** Registers through the API and confirms from the dev mailbox in the page: the person is signed in. */
async function signUp(page: Page, language: Language, tag: string): Promise<void> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const base = test.info().project.use.baseURL!;
  const registered = await page.request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username: `Notices ${tag}`,
      phone: null,
      password: PASSWORD,
      repeat_password: PASSWORD,
      subscribe: false,
      callback_url: `${base}/registration/confirm`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = mails[0] ? /https?:\/\/\S+/.exec(mails[0].text)?.[0] : undefined;
      return link !== undefined;
    })
    .toBe(true);
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/gallery$/);
}

/** "+1.27%" / "+1,27%" → 1.27 */
function percentValue(text: string): number {
  return Number(
    text
      .replace(/[^\d,.−-]/g, '')
      .replace(',', '.')
      .replace('−', '-'),
  );
}

test('the forecast starts at today’s price and its axis names every quarter once, up to the horizon’s last', async ({
  page,
  tr,
  language,
}) => {
  const { indexToken } = await tokens(page, language);
  await page.goto('/tokens');
  await page
    .getByRole('button', { name: fill(tr('tokens', 'chart.open'), { name: indexToken.name }) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const year = new Date().getUTCFullYear();
  const quarter = (q: number, y: number) => fill(tr('tokens', 'chart.quarter'), { quarter: q, year: y });

  // This year: only the days left of it, not a whole year's growth. The demo forecasts grow at
  // most 18 % a year.
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const yearsLeft = (Date.UTC(year, 11, 31) - today) / (365.25 * 86_400_000);
  const growth = dialog.locator('dd').nth(2);
  await expect(growth).toHaveText(/\d/);
  expect(percentValue((await growth.textContent()) ?? '')).toBeLessThanOrEqual((1.18 ** yearsLeft - 1) * 100 + 0.01);

  await dialog.getByRole('tab', { name: tr('tokens', 'chart.horizons.next_two_years') }).click();
  await expect(
    dialog.getByText(fill(tr('tokens', 'chart.forecast_for'), { quarter: quarter(4, year + 2) })),
  ).toBeVisible();
  const axis = dialog.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(axis.filter({ hasText: quarter(4, year + 2) })).toHaveCount(1);
  const labels = await axis.allTextContents();
  expect(new Set(labels).size).toBe(labels.length);
  // At desktop width every quarter has room; a phone keeps the same quarter of each year.
  if (!(await isMobile(page))) expect(labels).toContain(quarter(3, year + 2));
});

test('the painting’s year of prices names each month once', async ({ page, tr, language }) => {
  const { artTokens } = await tokens(page, language);
  const priced = artTokens.find((t) => t.current_price !== '0.00' && t.painting_id)!;
  await page.goto(`/gallery/${priced.painting_id}`);
  await page.getByRole('button', { name: tr('gallery', 'painting.periods.year'), exact: true }).click();
  const axis = page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(axis.first()).toBeVisible();
  const labels = await axis.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(4);
  expect(new Set(labels).size).toBe(labels.length);
});

test('Notify me on the token table subscribes a signed-in person, and sends a visitor to sign in', async ({
  page,
  tr,
  language,
}, testInfo) => {
  const { artTokens } = await tokens(page, language);
  const under = artTokens.find((t) => t.current_price === '0.00' && t.painting_id)!;
  const notify = () =>
    visible(page.getByRole('link', { name: fill(tr('tokens', 'actions.notify_label'), { name: under.name }) }));

  // A visitor is asked to sign in first.
  await page.goto('/tokens');
  await notify().click();
  await expect(page).toHaveURL(/\/auth$/);

  await signUp(page, language, `notify-${testInfo.project.name}`);
  await page.goto('/tokens');
  // Under attribution nothing is on sale: no "100 % available" bar for it.
  await expect(visible(page.getByText(tr('tokens', 'row.not_on_sale')))).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: fill(tr('tokens', 'row.available_label'), { name: under.name }) }),
  ).toHaveCount(0);

  await visible(
    page.getByRole('button', { name: fill(tr('tokens', 'actions.notify_label'), { name: under.name }) }),
  ).click();
  const done = visible(
    page.getByRole('button', { name: fill(tr('tokens', 'actions.notified_label'), { name: under.name }) }),
  );
  await expect(done).toBeDisabled();
  // The notice is about the attribution being complete, not about tokens on sale "again".
  await expect(
    visible(page.getByRole('status').filter({ hasText: tr('tokens', 'actions.notified_note_attribution') })),
  ).toBeVisible();
});
