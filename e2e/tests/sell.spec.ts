import { messageText } from '@pinacoteca/contracts/messages';
import { expect, test } from './fixtures.ts';
import { buyTokens, cheapestArtToken, enableTwoFactor, exclusively, register, signedIn } from './staff.ts';

test('a verified investor sells tokens back and is paid in USDC on chain', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  // Its payout goes out oldest first: another run's sale waiting for USDC (admin-sales.spec.ts) would
  // hold it back, so the two do not run at once.
  test.setTimeout(480_000);
  await exclusively('platform-usdc', async () => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const investor = await register(
      page.request,
      String(testInfo.project.use.baseURL),
      `seller-${stamp}@example.com`,
      language,
    );
    const headers = { authorization: `Bearer ${investor}` };
    const token = await cheapestArtToken(page.request);
    // Bought with USDC from the test wallet over Solana Pay: the platform then holds USDC to pay back with.
    await buyTokens(page.request, headers, token.id, 5, 'USDC');

    const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
    const person = await signedIn(browser, investor, language, width);
    // Only verified investors sell (SPEC §6).
    await person.goto('/sell');
    await expect(person.getByRole('heading', { name: tr('withdraw', 'sell.title'), level: 1 })).toBeVisible();
    await expect(person.getByTestId('kyc-gate')).toBeVisible();
    const verified = await page.request.post('/api/dev/kyc/simulate', { headers, data: { outcome: 'approved' } });
    expect(verified.status(), await verified.text()).toBe(200);
    await person.reload();
    // The USDC goes only to a saved address: the test wallet, saved here (usable at once in these tests).
    await person.getByRole('button', { name: tr('withdraw', 'addresses.test_wallet') }).click();
    await person.getByRole('button', { name: tr('withdraw', 'addresses.add') }).click();
    await expect(person.getByTestId('saved-addresses')).toContainText(tr('withdraw', 'addresses.usable'));
    const sellButton = person.getByRole('button', { name: tr('withdraw', 'sell.submit'), exact: true });
    const summary = person.getByTestId('sale-summary');
    const summaryHeading = person.getByRole('heading', { name: tr('withdraw', 'sell.review.title') });
    const confirmButton = person.getByRole('button', { name: tr('withdraw', 'sell.review.confirm'), exact: true });
    const heldNow = async () => {
      const held = (await (await page.request.get('/api/account/balance', { headers })).json()) as {
        art_token_balances: { id: string; quantity: string }[];
      };
      return held.art_token_balances.find((b) => b.id === token.id)?.quantity;
    };

    await person.getByLabel(tr('withdraw', 'token')).selectOption(token.id);
    // "Sell" only puts a summary up; a double click on it (once sold at its first click, an outside
    // tester) sells nothing: its second click is not a confirmation.
    await person.getByLabel(tr('withdraw', 'amount')).fill('1');
    await sellButton.dblclick();
    await expect(summary).toBeVisible();
    await person.waitForTimeout(1_000);
    await expect(summary).toBeVisible();
    await expect(person.getByTestId('sale-accepted')).toHaveCount(0);
    expect(await heldNow()).toBe('5');
    await person.getByRole('button', { name: tr('withdraw', 'sell.review.change'), exact: true }).click();

    // With two-factor on, a sale needs this step's code from the authenticator (and so would saving
    // another address: withdraw-address-code.spec.ts).
    const code = await enableTwoFactor(page.request, headers);
    await person.reload();

    await person.getByLabel(tr('withdraw', 'token')).selectOption(token.id);
    // More than is held is refused, and no payout is promised for it.
    await person.getByLabel(tr('withdraw', 'amount')).fill('6');
    await expect(person.getByText(messageText('sell_not_held:5', language))).toBeVisible();
    await expect(sellButton).toBeDisabled();
    // A fraction of a painting's token: the server's own words, before anything is sent.
    await person.getByLabel(tr('withdraw', 'amount')).fill('1.5');
    await expect(person.getByText(messageText('sell_whole', language))).toBeVisible();
    await expect(person.getByTestId('sell-payout')).toHaveCount(0);
    await person.getByLabel(tr('withdraw', 'amount')).fill('2');
    // What is paid follows from the price before confirming, and comes before the button that leads
    // to confirming, so a phone shows it first (issue 11).
    await expect(person.getByTestId('sell-payout')).toContainText('USDC');
    const formPayout = (await person.getByTestId('sell-payout').textContent())!;
    const payoutBox = await person.getByTestId('sell-payout').boundingBox();
    expect(payoutBox!.y).toBeLessThan((await sellButton.boundingBox())!.y);
    // The code is asked on the summary, just before the press that uses it (good once, for 30 s).
    const codeGroup = person.getByRole('group', { name: tr('withdraw', 'code'), exact: true });
    await expect(codeGroup).toHaveCount(0);

    // The summary says what the form did: the token and amount, the USDC at the current price, the
    // wallet it goes to, and that it is final; the keyboard's focus is on its heading.
    await sellButton.click();
    await expect(summaryHeading).toBeFocused();
    await expect(summaryHeading).toBeInViewport();
    await expect(person.getByTestId('sale-summary-amount')).toHaveText(`2 ${token.symbol}`);
    await expect(person.getByTestId('sale-summary-payout')).toHaveText(formPayout);
    const wallet = ((await (await page.request.get('/api/dev/chain/wallet')).json()) as { address: string }).address;
    await expect(person.getByTestId('sale-summary-address')).toHaveText(wallet);
    await expect(summary).toContainText(tr('withdraw', 'sell.review.final'));
    await expect(summary).toContainText(tr('withdraw', 'sell.review.funds'));
    await expect(confirmButton).toBeDisabled();
    // "Change" goes back to the form as it was, the focus on the button that led away from it.
    await person.getByRole('button', { name: tr('withdraw', 'sell.review.change'), exact: true }).click();
    await expect(summary).toHaveCount(0);
    await expect(sellButton).toBeFocused();
    await expect(person.getByLabel(tr('withdraw', 'amount'))).toHaveValue('2');
    // Enter at once after the button is reached from the top of the page, while the page still
    // scrolls to it smoothly: the summary's heading must end in view (an outside tester's was not).
    await person.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await sellButton.press('Enter');
    await expect(summaryHeading).toBeFocused();
    await expect(summaryHeading).toBeInViewport();
    await expect(person.getByTestId('sale-summary-payout')).toHaveText(formPayout);
    // The browser's Back does as "Change" (an outside tester on a phone left /sell by it, the form's
    // choices lost), and Forward shows the summary it left again.
    await person.goBack();
    await expect(summary).toHaveCount(0);
    await expect(person).toHaveURL(/\/sell$/);
    await expect(sellButton).toBeFocused();
    await expect(person.getByLabel(tr('withdraw', 'amount'))).toHaveValue('2');
    await person.goForward();
    await expect(summaryHeading).toBeFocused();
    await expect(person.getByTestId('sale-summary-payout')).toHaveText(formPayout);
    // A reload on the summary shows the form; the summary put up from there takes the reloaded
    // step's place, so the form's step is still the one before it (below).
    await person.reload();
    await expect(person.getByLabel(tr('withdraw', 'amount'))).toBeVisible();
    await expect(summary).toHaveCount(0);
    await person.getByLabel(tr('withdraw', 'token')).selectOption(token.id);
    await person.getByLabel(tr('withdraw', 'amount')).fill('2');
    await sellButton.click();
    await expect(summaryHeading).toBeFocused();

    const boxes = codeGroup.getByRole('textbox');
    const typeCode = async (digits: string) => {
      await boxes.first().click();
      await person.keyboard.type(digits);
    };
    // A wrong code is refused with the server's words, tied to the boxes, on the summary it was
    // typed on, and nothing is sold.
    const right = code(30_000);
    const wrong = `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
    await typeCode(wrong);
    await confirmButton.click();
    await expect(person.getByText(messageText('wrong_code', language))).toBeVisible();
    await expect(codeGroup).toHaveAccessibleDescription(messageText('wrong_code', language));
    await expect(summary).toBeVisible();
    expect(await heldNow()).toBe('5');
    // Typed over a code still in the boxes, the right one retypes five digits they already hold
    // (which used to come out scrambled: 121212 over 111111 gave 222111).
    await typeCode(wrong);
    await typeCode(right);
    for (const [i, digit] of [...right].entries()) await expect(boxes.nth(i)).toHaveValue(digit);
    await confirmButton.click();
    await expect(person.getByText(tr('withdraw', 'sell.accepted.title'))).toBeVisible();
    // The card is in view and has the focus, wherever the page was scrolled to press the button.
    await expect(person.getByText(tr('withdraw', 'sell.accepted.title'))).toBeInViewport();
    await expect(person.getByRole('status').filter({ hasText: tr('withdraw', 'sell.accepted.title') })).toBeFocused();
    // The accepted sale stands in its summary's step: Back is the form, never that summary again,
    // and the step before the form is the page before /sell ("Change" and the reload left no steps
    // behind); nothing is sent twice (3 held, below).
    const follow = (await person
      .getByRole('link', { name: tr('withdraw', 'sell.accepted.follow') })
      .getAttribute('href'))!;
    await person.goBack();
    await expect(person).toHaveURL(/\/sell$/);
    await expect(sellButton).toBeVisible();
    await expect(summary).toHaveCount(0);
    await expect(person.getByTestId('sale-accepted')).toHaveCount(0);
    await person.goBack();
    await expect(person).not.toHaveURL(/\/sell/);
    await person.goto(follow);
    await expect(person.getByText(tr('operations', 'order.sale_success'))).toBeVisible({ timeout: 30_000 });
    await expect(person.getByTestId('transaction-link')).toBeVisible();

    expect(await heldNow()).toBe('3');

    // Still holding 3 tokens, the account cannot be removed (decision 0080): the page says so, with
    // the way to sell them, and its button waits.
    await person.goto('/account/remove');
    const holds = person.getByTestId('holds-tokens');
    await expect(holds).toBeVisible();
    await expect(person.getByRole('button', { name: tr('account', 'remove.submit') })).toBeDisabled();
    // With two-factor on, removing asks for its code beside the password.
    await expect(person.getByRole('group', { name: tr('account', 'remove.code') })).toBeVisible();
    await holds.getByRole('link', { name: tr('account', 'remove.sell_link') }).click();
    await expect(person).toHaveURL(/\/sell$/);
    await person.context().close();
  });
});
