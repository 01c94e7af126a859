import { describe, expect, it } from 'vitest';
import { ConfigError, decodeKey, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db/app',
  JWT_SECRET: 'x'.repeat(40),
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://mail.example:587',
  SOLANA_RPC_URL: 'https://api.devnet.solana.com',
  SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
};

describe('configuration', () => {
  it('refuses to start production without the keys and the mail server, naming each', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/app' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET: required/);
    expect(attempt).toThrow(/TOTP_ENCRYPTION_KEY: required/);
    expect(attempt).toThrow(/SMTP_URL: required/);
  });

  it('starts production once they are given, without dev routes', () => {
    const config = loadConfig(production);
    expect(config.devRoutes).toBe(false);
    expect(config.auth.totpKey).toHaveLength(32);
    expect(config.auth.allowLocalCallbacks).toBe(false);
  });

  it('explains a short JWT secret and a malformed encryption key', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'not-a-key' })).toThrow(
      /TOTP_ENCRYPTION_KEY: 32 bytes/,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('needs no keys in development: they are generated into DATA_DIR on first use', () => {
    const config = loadConfig({});
    expect(config.auth.jwtSecret).toBeUndefined();
    expect(config.auth.totpKey).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.devRoutes).toBe(true);
  });

  it('allows e-mail links to the public URL and the listed origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://pinacoteca.example/app',
      CALLBACK_ORIGINS: 'https://admin.pinacoteca.example, https://beta.pinacoteca.example/',
    });
    expect(config.auth.callbackOrigins).toEqual([
      'https://pinacoteca.example',
      'https://admin.pinacoteca.example',
      'https://beta.pinacoteca.example',
    ]);
  });
});

describe('chain configuration', () => {
  it('uses the embedded chain under DATA_DIR outside production, devnet USDC as the default mint', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' });
    expect(config.chain).toMatchObject({ rpcUrl: undefined, dir: '/srv/data/chain', pollMs: 5000 });
    expect(config.chain.usdcMint).toBe('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
  });

  it('refuses production without a Solana cluster, and a cluster without the recipient wallet', () => {
    const { SOLANA_RPC_URL: _url, SOLANA_RECIPIENT: _recipient, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(/SOLANA_RPC_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, SOLANA_RECIPIENT: '' })).toThrow(
      /SOLANA_RECIPIENT: required with SOLANA_RPC_URL/,
    );
    expect(() => loadConfig({ SOLANA_RPC_URL: 'https://api.devnet.solana.com' })).toThrow(/SOLANA_RECIPIENT/);
  });

  it('explains a malformed node URL, address or mint', () => {
    expect(() => loadConfig({ ...production, SOLANA_RPC_URL: 'ftp://node' })).toThrow(
      /SOLANA_RPC_URL: must be the http/,
    );
    expect(() => loadConfig({ ...production, SOLANA_RECIPIENT: 'not-an-address' })).toThrow(
      /SOLANA_RECIPIENT: must be a Solana address/,
    );
    expect(() => loadConfig({ SOLANA_USDC_MINT: '0x1234' })).toThrow(/SOLANA_USDC_MINT: must be a Solana address/);
  });
});

describe('decodeKey', () => {
  it('reads 32 bytes from hex or base64 and nothing else', () => {
    expect(decodeKey('00'.repeat(32))).toHaveLength(32);
    expect(decodeKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    expect(decodeKey(Buffer.alloc(32, 7).toString('base64url'))).toEqual(Buffer.alloc(32, 7));
    expect(decodeKey('00'.repeat(16))).toBeNull();
    expect(decodeKey(Buffer.alloc(31).toString('base64'))).toBeNull();
  });
});
