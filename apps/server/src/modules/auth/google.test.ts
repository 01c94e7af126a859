import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { deriveUsername } from './google.ts';

describe('deriveUsername', () => {
  it('takes the Google name when it has a Latin letter', () => {
    expect(deriveUsername('  Maria   Rossi ', 'm@example.com')).toBe('Maria Rossi');
  });

  it("falls back to the e-mail's local part, then to a Latin prefix", () => {
    expect(deriveUsername('Иван Петров', 'ivan.petrov@example.com')).toBe('ivan.petrov');
    expect(deriveUsername(null, '12345@example.com')).toBe('investor_12345');
    expect(deriveUsername(null, 'иван@example.com')).toBe('investor');
  });

  it('keeps within 64 characters', () => {
    expect(deriveUsername('A'.repeat(100), 'a@example.com')).toHaveLength(64);
  });
});

describe('Google sign-in configuration', () => {
  it('is off without credentials and on with both, defaulting to the Google issuer', () => {
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('names the missing half of the credentials', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: required/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID: required/);
  });

  it('refuses a malformed issuer, and a plain-http one in production', () => {
    expect(() => loadConfig({ GOOGLE_ISSUER: 'not a url' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://idp.example',
      }),
    ).toThrow(/GOOGLE_ISSUER: must be https/);
  });
});
