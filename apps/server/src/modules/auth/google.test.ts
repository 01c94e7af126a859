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

  it('leaves out the invisible marks that would reorder the name wherever it is shown', () => {
    expect(deriveUsername('Maria\u202E Rossi\u200B', 'm@example.com')).toBe('Maria Rossi');
  });

  it('keeps within 64 characters', () => {
    expect(deriveUsername('A'.repeat(100), 'a@example.com')).toHaveLength(64);
  });
});

describe('Google sign-in configuration', () => {
  it('uses the configured client with both credentials, defaulting to the Google issuer', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      devStandIn: false,
    });
  });

  it('stands in for Google outside production without credentials, at PUBLIC_URL (docs/decisions/0031)', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000/app' });
    expect(config.google).toMatchObject({
      issuer: 'http://localhost:3000/api/dev/oidc',
      clientId: 'pinacoteca-dev',
      devStandIn: true,
    });
    expect(config.google!.clientSecret.length).toBeGreaterThanOrEqual(43);
  });

  it('has no stand-in without the dev routes it is one of: Google is hidden then', () => {
    expect(loadConfig({ DEV_ROUTES: 'false' }).google).toBeNull();
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
