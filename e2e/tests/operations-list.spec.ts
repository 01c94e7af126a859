import { expect, test } from './fixtures.ts';
import { cheapestArtToken, register, signedIn } from './staff.ts';

test('a long operations list shows the newest fifty, and more on request', async ({
  page,
  browser,
  language,
  tr,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const investor = await register(
    page.request,
    String(testInfo.project.use.baseURL),
    `many-orders-${stamp}@example.com`,
    language,
  );
  const headers = { authorization: `Bearer ${investor}` };
  const token = await cheapestArtToken(page.request);
  for (let i = 0; i < 52; i += 1) {
    const placed = await page.request.post('/api/order', {
      headers,
      data: { currency: 'BTC', items: [{ token_id: token.id, quantity: 1 }] },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    // At most ten may wait for payment: each is cancelled, and stays among the operations.
    const { id } = (await placed.json()) as { id: string };
    expect((await page.request.post(`/api/order/${id}/cancel`, { headers })).status()).toBeLessThan(300);
  }
  const width = testInfo.project.name.startsWith('mobile') ? 390 : 1280;
  const person = await signedIn(browser, investor, language, width);
  await person.goto('/operations');
  // Cards on a phone, table rows on a desk: fifty either way.
  const items = width < 1024 ? person.locator('[data-testid=operation-cards] > li') : person.locator('main tbody > tr');
  await expect(items).toHaveCount(50);
  await expect(person.getByTestId('operations-shown')).toContainText('50');
  await person.getByRole('button', { name: tr('operations', 'show_more_other').replace('{{count}}', '2') }).click();
  await expect(items).toHaveCount(52);
  // The first of those just shown has the focus (the button went with the last of them).
  await expect(items.nth(50).getByRole('link').first()).toBeFocused();
  await expect(person.getByTestId('operations-shown')).toHaveCount(0);
  await person.context().close();
});
