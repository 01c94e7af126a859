import { describe, expect, it } from 'vitest';
import { isMissingCode } from './new-deploy.ts';

describe('isMissingCode', () => {
  it('knows what Chromium, Firefox and Safari say when a module of an old build is gone', () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(
      true,
    );
    expect(isMissingCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/b-2.css'))).toBe(true);
  });

  it('leaves other failures to the error page', () => {
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });
});
