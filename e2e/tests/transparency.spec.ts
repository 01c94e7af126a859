import { expect, test } from './fixtures.ts';

test('a visitor follows the tokens page to the proof that every token is on chain with a fixed supply', async ({
  page,
  tr,
}, testInfo) => {
  await page.goto('/tokens');
  await page.getByRole('link', { name: tr('tokens', 'list.on_chain') }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { name: tr('transparency', 'title'), level: 1 })).toBeVisible();
  // The platform issues the mints and checks them right after it starts, then every minute.
  const index = page.getByTestId(testInfo.project.name.startsWith('mobile') ? 'proof-card-INDEX' : 'proof-INDEX');
  await expect(async () => {
    await page.reload();
    await expect(index.getByText(tr('transparency', 'state.ok'))).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await expect(index.getByText(tr('transparency', 'none'), { exact: true })).toBeVisible();
  await expect(index.getByText('1,000,000').or(index.getByText('1 000 000')).first()).toBeVisible();
});

test('every figure of the proof is on the phone card too, and a mint address can be read and copied whole', async ({
  browser,
  page,
  tr,
  language,
}) => {
  // The platform issues the mints right after it starts.
  let mint = '';
  await expect
    .poll(
      async () => {
        const proof = (await (await page.request.get('/api/transparency')).json()) as {
          tokens: { symbol: string; mint_address: string }[];
        };
        mint = proof.tokens.find((token) => token.symbol === 'INDEX')?.mint_address ?? '';
        return mint;
      },
      { timeout: 90_000 },
    )
    .not.toBe('');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  const phone = await context.newPage();
  await phone.goto('/transparency');
  // A public page arrives drawn by the server; the copy button works once the app has taken it over.
  await phone.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const card = phone.getByTestId('proof-card-INDEX');
  for (const column of ['mint', 'supply', 'authority', 'treasury_on_chain', 'outside', 'ledger'])
    await expect(card.getByText(tr('transparency', `columns.${column}`), { exact: true })).toBeVisible();
  await expect(card.getByText(mint, { exact: true })).toBeVisible();
  const copy = card.getByRole('button', { name: tr('transparency', 'copy.mint').replace('{{symbol}}', 'INDEX') });
  await copy.click();
  await expect(card.getByTestId('copy-tick')).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(mint);
  // The tick lasts a second (SPEC §9), then the button offers to copy again.
  await expect(card.getByTestId('copy-tick')).toHaveCount(0, { timeout: 3000 });
  await context.close();
});

test('a malformed signature says at once that the chain has no such transaction', async ({ page, tr }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/transparency/transactions/')) asked.push(request.url());
  });
  await page.goto('/transparency/tx/notasignature');
  await expect(page.getByText(tr('transparency', 'transaction.not_found'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('common', 'retry') })).toHaveCount(0);
  // A client error is not retried: the answer is the first refusal, not the third.
  expect(asked.length).toBeLessThanOrEqual(1);
});

test('a painting page leads to its own token’s row of the proof, marked and in view', async ({
  page,
  tr,
}, testInfo) => {
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; symbol: string; painting_id: string | null }[];
  };
  // The last painting's row sits far down the proof, below the first screen.
  const token = artTokens.filter((t) => t.painting_id !== null).at(-1)!;
  // The platform issues the mints right after it starts.
  await expect
    .poll(
      async () => {
        const proof = (await (await page.request.get('/api/transparency')).json()) as {
          tokens: { token_id: string }[];
        };
        return proof.tokens.some((t) => t.token_id === token.id);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await page.goto(`/gallery/${token.painting_id}`);
  await page.getByRole('link', { name: tr('gallery', 'painting.on_chain') }).click();
  await expect(page).toHaveURL(new RegExp(`/transparency\\?token=${token.id}$`));
  const row = page.getByTestId(
    testInfo.project.name.startsWith('mobile') ? `proof-card-${token.symbol}` : `proof-${token.symbol}`,
  );
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
});

test('a link to the proof of a token not on the chain yet says so, rather than marking nothing', async ({
  page,
  tr,
}) => {
  test.setTimeout(120_000);
  await page.goto('/transparency?token=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('token-not-on-chain')).toHaveText(tr('transparency', 'not_on_chain'));
  // A token that is there is not said to be missing.
  // (Mints are made within a minute of the first start: wait for one.)
  const firstMinted = async () =>
    ((await (await page.request.get('/api/transparency')).json()) as { tokens: { token_id: string }[] }).tokens[0]
      ?.token_id;
  await expect.poll(firstMinted, { timeout: 90_000 }).toBeTruthy();
  await page.goto(`/transparency?token=${(await firstMinted())!}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('token-not-on-chain')).toHaveCount(0);
});
