import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OPERATOR, decodeKey, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db/app',
  JWT_SECRET: 'x'.repeat(40),
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
  KYC_ENCRYPTION_KEY: 'cd'.repeat(32),
  SMTP_URL: 'smtp://mail.example:587',
  SOLANA_RPC_URL: 'https://api.devnet.solana.com',
  SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
  OPERATOR_NAME: 'Pinacoteca Art Ltd',
  OPERATOR_ADDRESS: '5 Vermeer Square, Amsterdam',
  OPERATOR_JURISDICTION: 'the Netherlands',
  OPERATOR_REGISTRATION: 'KvK 12345678',
  PUBLIC_URL: 'https://pinacoteca.example',
};

describe('configuration', () => {
  it('refuses to start production without the keys and the mail server, naming each', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/app' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET: required/);
    expect(attempt).toThrow(/TOTP_ENCRYPTION_KEY: required/);
    expect(attempt).toThrow(/KYC_ENCRYPTION_KEY: required/);
    expect(attempt).toThrow(/SMTP_URL: required/);
    expect(attempt).toThrow(/PUBLIC_URL: required/);
    // With the chain's own wallet, in one go rather than on a second start.
    expect(attempt).toThrow(/SOLANA_RECIPIENT: required/);
  });

  it('takes a web address as PUBLIC_URL, and only https:// in production', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'mailto:x@y.z']) {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
    }
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    for (const url of [
      'https://user:pw@pinacoteca.example',
      'https://pinacoteca.example/?q=1',
      'https://pinacoteca.example/#top',
      'https://pinacoteca.example/?',
      'https://pinacoteca.example\\@evil.example',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PUBLIC_URL: must be the address people type/);
    }
    // Spaces around a value are the shell's, not the address's.
    expect(loadConfig({ PUBLIC_URL: ' https://pinacoteca.example' }).publicUrl).toBe('https://pinacoteca.example');
    expect(loadConfig({ PUBLIC_URL: 'https://pinacoteca.example/app' }).publicUrl).toBe(
      'https://pinacoteca.example/app',
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://pinacoteca.example' })).toThrow(
      /PUBLIC_URL: must be https:\/\/ when NODE_ENV=production/,
    );
  });

  it('starts production once they are given, without dev routes', () => {
    const config = loadConfig(production);
    expect(config.devRoutes).toBe(false);
    expect(config.auth.totpKey).toHaveLength(32);
    expect(config.auth.allowLocalCallbacks).toBe(false);
  });

  it('names the demo operator outside production and refuses production without the real one', () => {
    expect(loadConfig({}).operator).toEqual(DEMO_OPERATOR);
    const { OPERATOR_ADDRESS: _address, OPERATOR_REGISTRATION: _registration, ...rest } = production;
    const attempt = () => loadConfig(rest);
    expect(attempt).toThrow(/OPERATOR_ADDRESS: required when NODE_ENV=production/);
    expect(attempt).toThrow(/OPERATOR_REGISTRATION: required when NODE_ENV=production/);
    expect(attempt).not.toThrow(/OPERATOR_NAME/);
    expect(loadConfig({ ...production, OPERATOR_NAME: '  Pinacoteca Art Ltd ' }).operator).toEqual({
      name: 'Pinacoteca Art Ltd',
      address: '5 Vermeer Square, Amsterdam',
      jurisdiction: 'the Netherlands',
      registration: 'KvK 12345678',
    });
  });

  it('explains a short JWT secret and a malformed encryption key', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
    expect(() => loadConfig({ ...production, TOTP_ENCRYPTION_KEY: 'not-a-key' })).toThrow(
      /TOTP_ENCRYPTION_KEY: 32 bytes/,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('sends mail from the public address’s domain unless MAIL_FROM says otherwise', () => {
    expect(loadConfig(production).mail.from).toBe('Pinacoteca <no-reply@pinacoteca.example>');
    expect(loadConfig({ ...production, MAIL_FROM: 'Art <art@mail.example>' }).mail.from).toBe('Art <art@mail.example>');
    expect(loadConfig({}).mail.from).toBe('Pinacoteca <no-reply@pinacoteca.local>');
  });

  it('needs no keys in development: they are generated into DATA_DIR on first use', () => {
    const config = loadConfig({});
    expect(config.auth.jwtSecret).toBeUndefined();
    expect(config.auth.totpKey).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.devRoutes).toBe(true);
  });

  it('listens only on this machine outside production, on every interface in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    for (const HOST of ['127.0.0.1', '127.0.1.1', '::1', 'LOCALHOST', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST }).host).toBe(HOST);
    }
  });

  it('refuses dev routes on an address the network reaches, naming HOST and the ways out', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'pinacoteca.example']) {
      const attempt = () => loadConfig({ HOST });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(new RegExp(`HOST: ${HOST.replace(/\./g, '\\.')} is reachable from the network`));
      expect(attempt).toThrow(/NODE_ENV=production, which has no dev routes/);
    }
  });

  it('serves the network in development only with the dev routes turned off, and never has them in production', () => {
    const config = loadConfig({ HOST: '0.0.0.0', DEV_ROUTES: 'false' });
    expect(config.devRoutes).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...production, DEV_ROUTES: 'true' })).toThrow(/DEV_ROUTES: cannot be on/);
    expect(loadConfig({ ...production, DEV_ROUTES: 'false' }).devRoutes).toBe(false);
  });

  it('serves the API reference outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
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

describe('Google sign-in configuration in production', () => {
  it('has no stand-in for Google: Google is hidden until configured, then the real issuer', () => {
    expect(loadConfig(production).google).toBeNull();
    expect(loadConfig({ ...production, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toMatchObject({
      issuer: 'https://accounts.google.com',
      devStandIn: false,
    });
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
    expect(() => loadConfig({ ...production, SOLANA_RECIPIENT: '' })).toThrow(/SOLANA_RECIPIENT: required/);
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

  it('reads the treasury keypair file at start, refusing one missing or not a keypair', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-config-'));
    try {
      const write = (name: string, text: string) => {
        fs.writeFileSync(path.join(dir, name), text);
        return path.join(dir, name);
      };
      const pair = generateKeyPairSync('ed25519');
      const seed = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
      const publicHalf = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
      const good = write('good.json', JSON.stringify([...seed, ...publicHalf]));
      expect(loadConfig({ ...production, SOLANA_TREASURY_KEYPAIR: good }).chain.treasuryKeyFile).toBe(good);
      expect(() => loadConfig({ ...production, SOLANA_TREASURY_KEYPAIR: path.join(dir, 'none.json') })).toThrow(
        /SOLANA_TREASURY_KEYPAIR: cannot read a keypair from .*none\.json \(ENOENT\)/,
      );
      // Halves that do not belong together (an outside tester's file of 0…63) are no keypair either.
      expect(() =>
        loadConfig({
          ...production,
          SOLANA_TREASURY_KEYPAIR: write('halves.json', JSON.stringify([...seed, ...seed])),
        }),
      ).toThrow(/SOLANA_TREASURY_KEYPAIR: .* its public half is not the key of its secret half/);
      for (const text of ['[1,2,3]', 'not json', JSON.stringify(Array(64).fill(256))]) {
        expect(() => loadConfig({ ...production, SOLANA_TREASURY_KEYPAIR: write('bad.json', text) })).toThrow(
          /SOLANA_TREASURY_KEYPAIR: /,
        );
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a sender that is not an e-mail address, and a trivial sign-in challenge in production', () => {
    expect(() => loadConfig({ ...production, MAIL_FROM: 'notanemail' })).toThrow(/MAIL_FROM: an e-mail address/);
    expect(() => loadConfig({ ...production, MAIL_FROM: 'Art <art@mail>' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ ...production, MAIL_FROM: 'art@mail.example' }).mail.from).toBe('art@mail.example');
    expect(() => loadConfig({ ...production, SIGN_IN_CHALLENGE_COST: '1' })).toThrow(
      /SIGN_IN_CHALLENGE_COST: at least 500 when NODE_ENV=production/,
    );
    expect(loadConfig({ SIGN_IN_CHALLENGE_COST: '1' }).signIn.challengeCost).toBe(1);
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
