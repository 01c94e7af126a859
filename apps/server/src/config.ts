import path from 'node:path';
import { address, isAddress } from '@solana/kit';
import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// A share between 0 and 1 with up to 6 decimals ("0.05"), kept as parts per million: no floats in money paths.
const rate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/, 'a share between 0 and 1, like 0.05'))
  .transform((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return Number(whole || '0') * 1_000_000 + Number(fraction.padEnd(6, '0'));
  });

/** USDC on Solana devnet (Circle's test USDC), what SOLANA_USDC_MINT defaults to. */
export const DEVNET_USDC_MINT = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');

const solanaAddress = z.string().refine(isAddress, 'must be a Solana address (base58, 32 bytes)');

// An empty variable means "not set", as in most deployment tools.
const emptyAsUnset = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(defaultWebDist),
  SEED_DEMO: bool.optional(),
  FEATURE_DEPOSIT: bool.default(false),
  FEATURE_WITHDRAW: bool.default(false),
  FEATURE_SWAP: bool.default(false),
  RATE_LIMIT_FEEDBACK_PER_HOUR: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: bool.default(false),
  WARM_MEDIA: bool.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters (for example `openssl rand -base64 48`)').optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, '32 bytes as 64 hex digits or base64 (for example `openssl rand -base64 32`)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pinacoteca <no-reply@pinacoteca.local>'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  RATE_LIMIT_AUTH_PER_15_MIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  REFERRAL_LEVEL1_RATE: rate.prefault('0.05'),
  REFERRAL_LEVEL2_RATE: rate.prefault('0.02'),
  SANDBOX_RATES: z
    .string()
    .regex(
      /^\s*[A-Z]+\s*=\s*\d+(\.\d{1,2})?\s*(,\s*[A-Z]+\s*=\s*\d+(\.\d{1,2})?\s*)*$/,
      'a list like BTC=60000,ETH=3000 (USD per unit, up to 2 decimals)',
    )
    .optional(),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  ORDER_MAX_OPEN_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
  SOLANA_RPC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of a Solana JSON-RPC node' })
    .optional(),
  SOLANA_USDC_MINT: solanaAddress.default(DEVNET_USDC_MINT),
  SOLANA_RECIPIENT: solanaAddress.optional(),
  SOLANA_PAY_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  CALLBACK_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://accounts.google.com'),
});

/** A 32-byte key written as 64 hex digits or base64; null when it is neither. */
export function decodeKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text, 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/**
 * Reads every environment variable once. Relative paths are taken from the folder npm was
 * started in (INIT_CWD), so `DATA_DIR=./data` means the same place from the root or a workspace.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  const production = e.NODE_ENV === 'production';
  // Google sign-in is on only with both halves of the client's credentials (docs/decisions/0021).
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const name = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(`Invalid configuration:\n  ${name}: required when the other GOOGLE_CLIENT_* variable is set`);
  }
  if (production && e.GOOGLE_CLIENT_ID && new URL(e.GOOGLE_ISSUER).protocol !== 'https:') {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_ISSUER: must be https:// when NODE_ENV=production');
  }
  if (production) {
    // Development defaults (embedded database, generated keys, dev mailbox) must never serve real people.
    const missing = [
      !e.DATABASE_URL && '  DATABASE_URL: required when NODE_ENV=production (the embedded database is for development)',
      !e.JWT_SECRET && '  JWT_SECRET: required when NODE_ENV=production (signs sign-in tokens; at least 32 characters)',
      !e.TOTP_ENCRYPTION_KEY &&
        '  TOTP_ENCRYPTION_KEY: required when NODE_ENV=production (encrypts two-factor secrets; 32 bytes, hex or base64)',
      !e.SMTP_URL && '  SMTP_URL: required when NODE_ENV=production (the dev mailbox does not exist there)',
      !e.SOLANA_RPC_URL &&
        '  SOLANA_RPC_URL: required when NODE_ENV=production (the embedded chain is for development; devnet: https://api.devnet.solana.com)',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  // A cluster has no wallet of ours to pay into until one is named (the embedded chain makes its own).
  if (e.SOLANA_RPC_URL && !e.SOLANA_RECIPIENT) {
    throw new ConfigError(
      'Invalid configuration:\n  SOLANA_RECIPIENT: required with SOLANA_RPC_URL (the wallet address USDC payments go to)',
    );
  }
  const dataDir = path.resolve(base, e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    production,
    /** Dev conveniences (dev mailbox, simulate-payment controls) exist only outside production. */
    devRoutes: !production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(base, e.WEB_DIST),
    seedDemo: e.SEED_DEMO ?? !production,
    featureDefaults: { deposit: e.FEATURE_DEPOSIT, withdraw: e.FEATURE_WITHDRAW, swap: e.FEATURE_SWAP },
    rateLimits: {
      feedbackPerHour: e.RATE_LIMIT_FEEDBACK_PER_HOUR,
      /** Requests per client address per credential endpoint (login, verify, register…) in 15 minutes. */
      authPer15Min: e.RATE_LIMIT_AUTH_PER_15_MIN,
      /** Failed sign-ins or codes per account, and reset e-mails per address, in 15 minutes. */
      accountPer15Min: e.RATE_LIMIT_ACCOUNT_PER_15_MIN,
    },
    trustProxy: e.TRUST_PROXY,
    /** Render every picture variant in the background after start-up. */
    warmMedia: e.WARM_MEDIA,
    auth: {
      /** Unset outside production: a key is generated once and kept in DATA_DIR (lib/secrets.ts). */
      jwtSecret: e.JWT_SECRET,
      totpKey: e.TOTP_ENCRYPTION_KEY ? (decodeKey(e.TOTP_ENCRYPTION_KEY) ?? undefined) : undefined,
      sessionTtlSeconds: e.SESSION_TTL_HOURS * 3600,
      /**
       * Origins an e-mail link may point to. A foreign `callback_url` would hand a victim's
       * reset or confirmation token to whoever asked for the e-mail.
       */
      callbackOrigins: [new URL(publicUrl).origin, ...(e.CALLBACK_ORIGINS ?? [])],
      /** Outside production the Vite dev server and e2e servers on localhost may receive links too. */
      allowLocalCallbacks: !production,
    },
    orders: {
      /** Referral bonus shares of an order's USD value, in parts per million (50000 = 5%). */
      referralLevel1Ppm: e.REFERRAL_LEVEL1_RATE,
      referralLevel2Ppm: e.REFERRAL_LEVEL2_RATE,
      /** USD per unit of each payment currency for the sandbox provider, overriding its defaults. */
      sandboxRates: e.SANDBOX_RATES ?? '',
      expirySweepSeconds: e.ORDER_EXPIRY_SWEEP_SECONDS,
      /** Unpaid, unexpired requests one person may hold at once: nobody can hoard a painting's tokens. */
      maxOpenPerUser: e.ORDER_MAX_OPEN_PER_USER,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** The embedded Solana runtime under DATA_DIR/chain, or a cluster over RPC with SOLANA_RPC_URL (docs/decisions/0023). */
    chain: {
      rpcUrl: e.SOLANA_RPC_URL,
      usdcMint: e.SOLANA_USDC_MINT,
      recipient: e.SOLANA_RECIPIENT,
      dir: path.join(dataDir, 'chain'),
      pollMs: e.SOLANA_PAY_POLL_SECONDS * 1000,
    },
    /** Google sign-in through OpenID Connect; null (hidden) until configured. */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
  };
}
