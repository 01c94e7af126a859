import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJavaScript, JS_BUDGET_BYTES } from '../../bench/bundle.ts';
import { expect, test } from './fixtures.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The public pages' first JavaScript stays within its budget (`npm run bench` reports it): a build
 * over it fails here, where the tier has just built the app, instead of being found by the next
 * bench (a page switched off once pulled every server message into the app's first code).
 */
test('the public pages’ first JavaScript stays within its budget', () => {
  for (const page of initialJavaScript(dist, ['landing-page', 'gallery-page', 'painting-page', 'tokens-page'])) {
    expect(page.bytes, page.page).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  }
});
