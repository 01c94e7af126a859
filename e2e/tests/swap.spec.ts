import { messageText } from '@pinacoteca/contracts/messages';
import { quoteByGiven, quoteByReceived } from '@pinacoteca/contracts/tokens/swap';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';
import { expect, test } from './fixtures.ts';
import { buyTokens, cheapestArtToken, openFeatures, register, signedIn } from './staff.ts';

test('an investor swaps tokens at current prices, both amounts linked', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  // An operator opens swapping for everyone (the flag is off by default).
  await openFeatures(page.request, `swap-admin-${stamp}@example.com`, 'swap');

  // An investor who bought 20 tokens of the cheapest painting.
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `swapper-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const { artTokens } = (await (await page.request.get('/api/tokens')).json()) as {
    artTokens: { id: string; symbol: string; current_price: string; available: string }[];
  };
  const priced = artTokens
    .filter((a) => Number(a.current_price) > 0 && Number(a.available) >= 50)
    .sort((a, b) => Number(a.current_price) - Number(b.current_price));
  const [cheap, dear] = [priced[0]!, priced.at(-1)!];
  const placed = await page.request.post('/api/order', {
    headers,
    data: { currency: 'BTC', items: [{ token_id: cheap.id, quantity: 20 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  expect(
    (await page.request.post(`/api/dev/charges/${orderId}/simulate`, { headers, data: { outcome: 'paid' } })).status(),
  ).toBe(200);

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const swapper = await signedIn(browser, investor, language, width);
  await swapper.goto(`/swap?token=${cheap.id}`);
  await expect(swapper.getByRole('heading', { name: tr('swap', 'title'), level: 1 })).toBeVisible();
  await swapper.getByLabel(tr('swap', 'token')).nth(1).selectOption(dear.id);
  // More than is held is capped at what is held, and the page says so (SPEC §4).
  const given = swapper.getByLabel(tr('swap', 'amount'), { exact: true }).first();
  // The server's rule for a painting's tokens, with its words: no fractions, and "1.0" is 1.
  await given.fill('1.5');
  await expect(swapper.getByText(messageText('swap_whole', language))).toBeVisible();
  await given.fill('1.0');
  await expect(swapper.getByText(messageText('swap_whole', language))).toHaveCount(0);
  await given.fill('25');
  // Enter straight from typing swaps nothing: it puts the figures up to check first (issue 11),
  // and the button then says it confirms them.
  await given.press('Enter');
  const confirm = swapper.getByRole('button', { name: tr('swap', 'confirm_again'), exact: true });
  await expect(given).toHaveValue('20');
  await expect(swapper.getByTestId('swap-capped')).toHaveText(tr('swap', 'capped_held').replace('{{count}}', '20'));
  // The received amount follows from the prices, in whole tokens.
  const expected = Math.floor((20 * Number(cheap.current_price)) / Number(dear.current_price));
  const received = swapper.locator('input').nth(1);
  if (expected > 0) {
    await expect(received).toHaveValue(String(expected));
    await expect(swapper.getByTestId('swap-quote')).toBeVisible();
    await expect(confirm).toBeVisible();
    // What the swap gives comes before the button that confirms it, on a phone too (issue 11).
    const confirmBox = await confirm.boundingBox();
    const quoteBox = await swapper.getByTestId('swap-quote').boundingBox();
    if (width === 390) expect(quoteBox!.y).toBeLessThan(confirmBox!.y);
    await expect(swapper.getByTestId('swap-review')).toBeVisible();
    await expect(swapper.getByRole('link', { name: tr('swap', 'to_wallet') })).toHaveCount(0);
    // Taken once its short pause has passed (the click waits for the button to be enabled).
    await confirm.click();
    await expect(swapper.getByRole('link', { name: tr('swap', 'to_wallet') })).toBeVisible();
    // Said where the person looks: in view after pressing the button below the figures.
    await expect(swapper.getByRole('link', { name: tr('swap', 'to_wallet') })).toBeInViewport();
    const balance = (await (await page.request.get('/api/account/balance', { headers })).json()) as {
      art_token_balances: { id: string; quantity: string }[];
    };
    expect(balance.art_token_balances.find((b) => b.id === dear.id)?.quantity).toBe(String(expected));
    // The swap is among the person's operations.
    await swapper.goto('/operations');
    await expect(
      swapper.getByText(tr('operations', 'types.swap'), { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    // Nothing wider than the screen: a swap card's two names and figures once pushed a phone's whole
    // list sideways, status badges and amounts cut off (an outside tester, 554 px at 360).
    // Checked on the narrowest phone the pages are made for.
    await swapper.setViewportSize({ width: 320, height: 800 });
    const past = await swapper.evaluate(() =>
      Math.max(...[...document.querySelectorAll('main li')].map((li) => li.getBoundingClientRect().right)),
    );
    expect(past).toBeLessThanOrEqual(await swapper.evaluate(() => document.documentElement.clientWidth));
    // Its page still says what whole tokens left over, as the swap page did before it was made.
    const list = (await (await page.request.get('/api/order', { headers })).json()) as { id: string; type: string }[];
    await swapper.setViewportSize({ width, height: 900 });
    await swapper.goto(`/operations/${list.find((o) => o.type === 'swap')!.id}`);
    const cents = (price: string) => Math.round(Number(price) * 100);
    const leftCents = 20 * cents(cheap.current_price) - expected * cents(dear.current_price);
    await expect(swapper.getByTestId('swap-given')).toBeVisible();
    await expect(swapper.getByTestId('swap-left-over')).toHaveCount(leftCents > 1 ? 1 : 0);
    if (leftCents > 1) await expect(swapper.getByText(tr('operations', 'order.swap_left_over'))).toBeVisible();
  } else {
    // Said at the field and in the summary, which sums up no swap the rules refuse.
    await expect(swapper.getByText(messageText('swap_too_small', language))).toHaveCount(2);
    await expect(swapper.getByTestId('swap-refused')).toHaveText(messageText('swap_too_small', language));
    await expect(swapper.getByTestId('swap-quote')).toHaveCount(0);
  }
  await swapper.context().close();
});

test('a received amount typed in shows what the swap really delivers, without leaving the field', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await openFeatures(page.request, `swap-get-admin-${stamp}@example.com`, 'swap');

  // Whole tokens of a painting given for INDEX: a typed "5" INDEX takes the least number of
  // them that buys 5, and they buy a little more.
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `swap-get-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const art = await cheapestArtToken(page.request);
  const { indexToken } = (await (await page.request.get('/api/tokens')).json()) as {
    indexToken: { id: string; current_price: string; available: string };
  };
  const painting = { price: art.current_price, decimals: 0 };
  const index = { price: indexToken.current_price, decimals: 6 };
  const held = BigInt(Math.ceil((8 * Number(index.price)) / Number(painting.price)) + 2);
  await buyTokens(page.request, headers, art.id, Number(held));
  const deliveredFor = (typed: string, holding: bigint) => {
    const give = quoteByReceived(painting, index, parseUnits(typed, 6), holding).give;
    return quoteByGiven(painting, index, give, parseUnits(indexToken.available, 6));
  };

  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const swapper = await signedIn(browser, investor, language, width);
  // The Swap link of a token the person does not hold (INDEX, from /tokens) opens the page with it
  // as the token to receive, given for what they hold.
  await swapper.goto(`/swap?token=${indexToken.id}`);
  await expect(swapper.getByLabel(tr('swap', 'token')).nth(0)).toHaveValue(art.id);
  await expect(swapper.getByLabel(tr('swap', 'token')).nth(1)).toHaveValue(indexToken.id);
  const given = swapper.locator('input').nth(0);
  const received = swapper.locator('input').nth(1);
  const written = (units: bigint) => formatUnits(units, 6).replace('.', language === 'ru' ? ',' : '.');
  const swapped = swapper.getByRole('link', { name: tr('swap', 'to_wallet') });
  // The button swaps in two steps: "Swap" puts the figures up, "Confirm swap" swaps them.
  const swapButton = swapper.getByRole('button', { name: tr('swap', 'confirm'), exact: true });
  const confirm = swapper.getByRole('button', { name: tr('swap', 'confirm_again'), exact: true });
  const five = deliveredFor('5', held);
  await received.fill('5');
  await expect(given).toHaveValue(String(five.give));
  // The field still has the focus: it settles on what is delivered once the typing pauses.
  await expect(received).toBeFocused();
  // Written as the page's language types amounts: a decimal comma on the Russian page.
  await expect(received).toHaveValue(written(five.receive));
  await expect(swapper.getByTestId('swap-quote')).toBeVisible();

  const balance = async () =>
    (await (await page.request.get('/api/account/balance', { headers })).json()) as {
      index_token_balance: string;
      art_token_balances: { id: string; quantity: string }[];
    };
  // Typed and confirmed at once with Enter: the first Enter only settles the field and shows the
  // summary of what would be swapped, rounding included (issue 11); the second swaps exactly that.
  const more = deliveredFor('2.5', held);
  await received.fill('2.5');
  await received.press('Enter');
  await expect(received).toHaveValue(written(more.receive));
  await expect(swapper.getByTestId('swap-quote')).toBeVisible();
  await expect(swapper.getByTestId('swap-review')).toBeVisible();
  await expect(confirm).toBeVisible();
  await expect(swapped).toHaveCount(0);
  expect(parseUnits((await balance()).index_token_balance, 6)).toBe(0n);
  // An Enter within the confirm button's short pause is not taken: wait it out as a person would.
  await expect(confirm).toBeEnabled();
  await received.press('Enter');
  await expect(swapped).toBeVisible();
  const after = await balance();
  expect(parseUnits(after.index_token_balance, 6)).toBe(more.receive);
  expect(after.art_token_balances.find((b) => b.id === art.id)?.quantity).toBe(String(held - more.give));

  // Typed in the received field, the summary shows at once the swap that will be made (what is
  // given, what is really received, what rounding leaves) and says what the typed amount becomes,
  // never the hint while the button is live (an outside tester). Then a double-click straight
  // from typing: the first click puts the figures up and the button says it confirms; the second
  // click of the same double-click is not a confirm, so nothing is swapped.
  const left = held - more.give;
  const one = deliveredFor('1', left);
  // Time stands still from the typing to the clicks, as for a person clicking at once: on a slow
  // machine the field could settle, or the confirm's pause pass, before the clicks land.
  await swapper.clock.install();
  await swapper.clock.pauseAt(Date.now() + 1_000);
  await received.fill('1');
  await expect(given).toHaveValue(String(one.give));
  await expect(received).toHaveValue('1');
  await expect(swapper.getByTestId('swap-quote')).toBeVisible();
  await expect(swapper.getByTestId('swap-asked')).toBeVisible();
  await expect(swapper.getByText(tr('swap', 'hint'))).toHaveCount(0);
  await expect(swapButton).toBeEnabled();
  await swapButton.dblclick();
  await expect(received).toHaveValue(written(one.receive));
  await expect(swapper.getByTestId('swap-asked')).toHaveCount(0);
  await expect(swapper.getByTestId('swap-review')).toBeVisible();
  await expect(confirm).toBeVisible();
  // Its pause has not passed while time stands still: no press is taken yet.
  await expect(confirm).toBeDisabled();
  await expect(swapped).toHaveCount(0);
  expect(parseUnits((await balance()).index_token_balance, 6)).toBe(more.receive);
  await swapper.clock.resume();
  await confirm.click();
  await expect(swapped).toBeVisible();
  const last = await balance();
  expect(parseUnits(last.index_token_balance, 6)).toBe(more.receive + one.receive);
  expect(last.art_token_balances.find((b) => b.id === art.id)?.quantity).toBe(String(left - one.give));

  // An amount that can be delivered exactly shows its summary as it is typed; an Enter straight
  // after is a first press like any other: it puts the figures up, and a later Enter swaps.
  const exact = deliveredFor('1', left - one.give);
  await received.fill(written(exact.receive));
  await received.press('Enter');
  await expect(swapper.getByTestId('swap-review')).toBeVisible();
  await expect(swapped).toHaveCount(0);
  await expect(confirm).toBeEnabled();
  await received.press('Enter');
  await expect(swapped).toBeVisible();

  // A double-click at a person's pace, the clock running: still only the first step.
  const rest = left - one.give - exact.give;
  const twice = deliveredFor('1', rest);
  await given.fill(String(twice.give));
  await expect(received).toHaveValue(written(twice.receive));
  await expect(swapped).toHaveCount(0);
  await swapButton.dblclick();
  await expect(confirm).toBeVisible();
  await expect(swapper.getByTestId('swap-review')).toBeVisible();
  await expect(swapped).toHaveCount(0);
  await confirm.click();
  await expect(swapped).toBeVisible();
  // One swap for the double-click and the confirm together, not two.
  const end = await balance();
  expect(parseUnits(end.index_token_balance, 6)).toBe(more.receive + one.receive + exact.receive + twice.receive);
  expect(end.art_token_balances.find((b) => b.id === art.id)?.quantity).toBe(String(rest - twice.give));
  await swapper.context().close();
});
