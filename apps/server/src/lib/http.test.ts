import { describe, expect, it } from 'vitest';
import { loggedUrl } from './http.ts';

describe('a URL as the logs keep it', () => {
  it('hides the values of link tokens, OAuth codes and states', () => {
    expect(loggedUrl('/reset-password/confirm?token=eyJ.abc.def')).toBe('/reset-password/confirm?token=[redacted]');
    expect(loggedUrl('/api/login/google-oauth?code=4/abc&state=xyz&referral=ANNA')).toBe(
      '/api/login/google-oauth?code=[redacted]&state=[redacted]&referral=ANNA',
    );
    expect(loggedUrl('/x?TOKEN=a&%74oken=b')).toBe('/x?TOKEN=[redacted]&%74oken=[redacted]');
  });

  it('keeps everything else as it came', () => {
    expect(loggedUrl('/api/paintings?page=2&q=%D0%90')).toBe('/api/paintings?page=2&q=%D0%90');
    expect(loggedUrl('/gallery')).toBe('/gallery');
    expect(loggedUrl('/x?token&%zz=1')).toBe('/x?token&%zz=1');
  });
});
