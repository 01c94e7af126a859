import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { address, isAddress } from '@solana/kit';
import { z } from 'zod';
import { DEV_OIDC_PATH } from '@pinacoteca/contracts/endpoint';
import { isLoopbackHost } from './lib/loopback.ts';
import { keypairProblem } from './adapters/chain/keys.ts';
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

const positiveRate = rate.pipe(z.number().min(1, 'must be above 0'));

// Whole US dollars, kept as cents like every amount.
const usdLimit = z.coerce
  .number()
  .int('whole dollars, like 25000')
  .min(1)
  .max(1_000_000_000_000)
  .transform((dollars) => BigInt(dollars) * 100n);

/** USDC on Solana devnet (Circle's test USDC), what SOLANA_USDC_MINT defaults to. */
export const DEVNET_USDC_MINT = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');

const solanaAddress = z.string().refine(isAddress, 'must be a Solana address (base58, 32 bytes)');

// An empty variable means "not set", as in most deployment tools.
const emptyAsUnset = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/** A `solana-keygen` keypair file: a JSON array of 64 bytes (the secret seed, then the public key). */
function checkKeypairFile(file: string, ctx: z.RefinementCtx): void {
  let bytes: unknown;
  try {
    bytes = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? 'not JSON';
    ctx.addIssue({ code: 'custom', message: `cannot read a keypair from ${file} (${why})` });
    return;
  }
  const problem = keypairProblem(bytes);
  if (problem) ctx.addIssue({ code: 'custom', message: `${file} is not a keypair: ${problem}` });
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, only this machine elsewhere (see loadConfig). */
  HOST: z.string().min(1).optional(),
  DEV_ROUTES: bool.optional(),
  API_DOCS: bool.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  // Every link people follow is built on it: a web address, never `javascript:`, `ftp:` or `mailto:` (an outside tester).
  // Only an origin and perhaps a path: each link is this plus its own path, so a query or a fragment
  // made every canonical address one page, and credentials were published in each (an outside tester).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine(
      (value) => {
        const url = new URL(value);
        // The text itself too: links are built from it, and `https://pin.example/?` (an empty query)
        // or a backslash pass the parsed checks but not into the links (an outside tester).
        return !url.username && !url.password && !/[?#\\]/.test(value);
      },
      { error: 'must be the address people type, without a user, password, query or fragment' },
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(defaultWebDist),
  /** Seconds a drawn public page is served (marked stale) after a catalogue change before it is redrawn (decision 0050). */
  PAGE_REDRAW_SECONDS: z.coerce.number().min(0).max(3600).default(15),
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
  KYC_ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, '32 bytes as 64 hex digits or base64 (for example `openssl rand -base64 32`)')
    .optional(),
  REFUND_APPROVAL_ABOVE_USD: z.coerce.number().int().min(0).default(1000),
  WITHDRAW_ADDRESS_DELAY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  WITHDRAW_DAILY_LIMIT_USD: z.coerce.number().int().min(1).default(50_000),
  WITHDRAW_APPROVAL_ABOVE_USD: z.coerce.number().int().min(0).default(10_000),
  WITHDRAW_DAILY_COUNT_LIMIT: z.coerce.number().int().min(1).default(20),
  KYC_PROVIDER: z.enum(['in-house', 'hosted']).default('in-house'),
  KYC_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  KYC_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^\s*(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)\s*$/, {
      error: 'an e-mail address, or a name and one in angle brackets: Pinacoteca <no-reply@example.com>',
    })
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  RATE_LIMIT_AUTH_PER_15_MIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  SIGN_IN_BACKOFF_AFTER: z.coerce.number().int().min(1).default(3),
  SIGN_IN_CHALLENGE_AFTER: z.coerce.number().int().min(1).default(5),
  SIGN_IN_CHALLENGE_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  REFERRAL_LEVEL1_RATE: rate.prefault('0.05'),
  REFERRAL_LEVEL2_RATE: rate.prefault('0.02'),
  /**
   * Days a referral bonus is held before it is the referrer's, and days back a sale or a
   * withdrawal takes back the bonuses of the person's purchases (decisions 0066, 0067); 0: never.
   */
  REFERRAL_CLAWBACK_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  SANDBOX_RATES: z
    .string()
    .regex(
      /^\s*[A-Z]+\s*=\s*\d+(\.\d{1,2})?\s*(,\s*[A-Z]+\s*=\s*\d+(\.\d{1,2})?\s*)*$/,
      'a list like BTC=60000,ETH=3000 (USD per unit, up to 2 decimals)',
    )
    .optional(),
  ORDER_MAX_OPEN_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_MAX_RESERVED_SHARE: positiveRate.prefault('0.05'),
  ORDER_MAX_RESERVED_USD: usdLimit.prefault(25_000),
  ORDER_MAX_RESERVED_SHARE_VERIFIED: positiveRate.prefault('0.25'),
  ORDER_MAX_RESERVED_USD_VERIFIED: usdLimit.prefault(250_000),
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  SOLANA_RPC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of a Solana JSON-RPC node' })
    .optional(),
  SOLANA_USDC_MINT: solanaAddress.default(DEVNET_USDC_MINT),
  SOLANA_RECIPIENT: solanaAddress.optional(),
  /**
   * Read here, at start: a file that is missing or is not a keypair stopped nothing, and the first
   * look at the chain then failed on every page that asked (an outside tester's /transparency 500).
   */
  SOLANA_TREASURY_KEYPAIR: z.string().min(1).superRefine(checkKeypairFile).optional(),
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
  OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
  OPERATOR_JURISDICTION: z.string().trim().min(1).max(100).optional(),
  OPERATOR_REGISTRATION: z.string().trim().min(1).max(100).optional(),
});

/**
 * Who runs the platform outside production: plainly a demo entity, so nobody takes it for a real
 * company (docs/decisions/0030). Production must name the real one.
 */
export const DEMO_OPERATOR = {
  name: 'Pinacoteca Demo Ltd',
  address: '1 Example Street, London, United Kingdom',
  jurisdiction: 'England and Wales',
  registration: 'DEMO-00000000',
} as const;

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

/** The proof-of-work cost production takes at least: a quarter of the default. */
const MIN_PRODUCTION_CHALLENGE_COST = 500;

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
      !e.KYC_ENCRYPTION_KEY &&
        '  KYC_ENCRYPTION_KEY: required when NODE_ENV=production (encrypts identity documents at rest; 32 bytes, hex or base64)',
      !e.SOLANA_RPC_URL &&
        '  SOLANA_RPC_URL: required when NODE_ENV=production (the embedded chain is for development; devnet: https://api.devnet.solana.com)',
      // Without it every link, canonical address and e-mail would name localhost, and sign-up and
      // password-reset links to the real address would be refused as another site's.
      !e.PUBLIC_URL &&
        '  PUBLIC_URL: required when NODE_ENV=production (the address people use, e.g. https://pinacoteca.example)',
      // Production tells browsers to use https only (HSTS, upgrade-insecure-requests): its links must agree.
      e.PUBLIC_URL &&
        new URL(e.PUBLIC_URL).protocol !== 'https:' &&
        '  PUBLIC_URL: must be https:// when NODE_ENV=production (the server sends HSTS; links to http:// would be upgraded or refused)',
      // Named with the others, not on a second start: production needs the chain, and the chain a wallet to pay into.
      !e.SOLANA_RECIPIENT &&
        '  SOLANA_RECIPIENT: required when NODE_ENV=production (the wallet address USDC payments go to)',
      ...(['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_JURISDICTION', 'OPERATOR_REGISTRATION'] as const).map(
        (name) =>
          !e[name] &&
          `  ${name}: required when NODE_ENV=production (the operator the footer and the terms name; the demo one is for development)`,
      ),
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
    // Tests run the challenge at a cost of 1 to be quick; people must not (an outside tester).
    if (e.SIGN_IN_CHALLENGE_COST < MIN_PRODUCTION_CHALLENGE_COST)
      throw new ConfigError(
        `Invalid configuration:\n  SIGN_IN_CHALLENGE_COST: at least ${MIN_PRODUCTION_CHALLENGE_COST} when NODE_ENV=production (below, the check against guessing costs a script nothing)`,
      );
  }
  if (e.KYC_PROVIDER === 'hosted' && (!e.KYC_PROVIDER_URL || !e.KYC_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  KYC_PROVIDER=hosted needs KYC_PROVIDER_URL (where people verify) and KYC_WEBHOOK_SECRET (signs its webhooks)',
    );
  }
  // A cluster has no wallet of ours to pay into until one is named (the embedded chain makes its own).
  if (e.SOLANA_RPC_URL && !e.SOLANA_RECIPIENT) {
    throw new ConfigError(
      'Invalid configuration:\n  SOLANA_RECIPIENT: required with SOLANA_RPC_URL (the wallet address USDC payments go to)',
    );
  }
  // Dev conveniences hand out password-reset links and unpaid tokens: only this machine may reach
  // them, so outside production the server listens on loopback unless told otherwise (docs/decisions/0025).
  if (production && e.DEV_ROUTES) {
    throw new ConfigError('Invalid configuration:\n  DEV_ROUTES: cannot be on when NODE_ENV=production');
  }
  const devRoutes = !production && (e.DEV_ROUTES ?? true);
  const host = e.HOST ?? (production ? '0.0.0.0' : 'localhost');
  if (devRoutes && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST: ${host} is reachable from the network, and outside production the dev routes ` +
        '(dev mailbox with password-reset links, simulated payments) would answer there too. Use HOST=localhost ' +
        '(the default) or 127.0.0.1; to serve the network set NODE_ENV=production, which has no dev routes, ' +
        'or DEV_ROUTES=false to go without them in development.',
    );
  }
  const dataDir = path.resolve(base, e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    production,
    /** Dev conveniences (dev mailbox, simulate-payment controls) exist only outside production. */
    devRoutes,
    port: e.PORT,
    host,
    /** The API reference at /api/docs: outside production, or with API_DOCS=true. */
    apiDocs: e.API_DOCS ?? !production,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(base, e.WEB_DIST),
    pageRedrawMs: e.PAGE_REDRAW_SECONDS * 1000,
    seedDemo: e.SEED_DEMO ?? !production,
    featureDefaults: { deposit: e.FEATURE_DEPOSIT, withdraw: e.FEATURE_WITHDRAW, swap: e.FEATURE_SWAP },
    rateLimits: {
      feedbackPerHour: e.RATE_LIMIT_FEEDBACK_PER_HOUR,
      /** Requests per client address per credential endpoint (login, verify, register…) in 15 minutes. */
      authPer15Min: e.RATE_LIMIT_AUTH_PER_15_MIN,
      /**
       * Reset e-mails per address, and wrong current passwords per signed-in account (settings),
       * in 15 minutes. Sign-in and two-factor codes are kept by `signIn` instead: they never lock out.
       */
      accountPer15Min: e.RATE_LIMIT_ACCOUNT_PER_15_MIN,
    },
    /** Brute force made slow without locking the owner out (docs/decisions/0027). */
    signIn: {
      /** Failures from one address on one account after which that address waits 2, 4, 8… seconds. */
      backoffAfter: e.SIGN_IN_BACKOFF_AFTER,
      /** Failures on one account from any address in 15 minutes after which a solved challenge is needed. */
      challengeAfter: e.SIGN_IN_CHALLENGE_AFTER,
      /** PBKDF2 iterations per try of the proof-of-work challenge (the browser makes 5,000–10,000 tries). */
      challengeCost: e.SIGN_IN_CHALLENGE_COST,
    },
    trustProxy: e.TRUST_PROXY,
    /** Refunds above this many cents need a second operator's approval (maker-checker). */
    refundApprovalAboveCents: BigInt(e.REFUND_APPROVAL_ABOVE_USD) * 100n,
    /** Withdrawals to people's own wallets (docs/decisions/0045). */
    withdraw: {
      /** A saved address is usable this long after it was added (an e-mail tells the owner at once). */
      addressDelayMs: Math.round(e.WITHDRAW_ADDRESS_DELAY_HOURS * 3600 * 1000),
      /** What one person may withdraw in 24 hours, valued at current prices. */
      dailyLimitCents: BigInt(e.WITHDRAW_DAILY_LIMIT_USD) * 100n,
      /** Withdrawals worth more wait for an operator's approval. */
      approvalAboveCents: BigInt(e.WITHDRAW_APPROVAL_ABOVE_USD) * 100n,
      /** How many withdrawals and sales one person may ask for in 24 hours (each costs the platform fees). */
      dailyCount: e.WITHDRAW_DAILY_COUNT_LIMIT,
    },
    /** Identity verification (docs/decisions/0040). */
    kyc: {
      provider: e.KYC_PROVIDER,
      providerUrl: e.KYC_PROVIDER_URL,
      webhookSecret: e.KYC_WEBHOOK_SECRET,
      /** Unset outside production: generated once and kept in DATA_DIR. */
      encryptionKey: e.KYC_ENCRYPTION_KEY ? (decodeKey(e.KYC_ENCRYPTION_KEY) ?? undefined) : undefined,
      dir: path.join(dataDir, 'kyc'),
    },
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
      /** Unpaid, unexpired requests one person may hold at once: nobody can hoard a painting's tokens. */
      maxOpenPerUser: e.ORDER_MAX_OPEN_PER_USER,
      /**
       * What one person's unpaid, unexpired orders may reserve: per token a share of its emission
       * (parts per million), and a USD value in all (cents). A KYC-verified person gets the higher
       * set; nobody is verified until KYC exists (docs/decisions/0022).
       */
      reservedLimits: {
        unverified: { sharePpm: e.ORDER_MAX_RESERVED_SHARE, usdCents: e.ORDER_MAX_RESERVED_USD },
        verified: { sharePpm: e.ORDER_MAX_RESERVED_SHARE_VERIFIED, usdCents: e.ORDER_MAX_RESERVED_USD_VERIFIED },
      },
      /** Orders one account, and one client address, may place in an hour (placed or refused alike). */
      perAccountPerHour: e.RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR,
      perAddressPerHour: e.RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR,
    },
    referrals: {
      /**
       * Referral bonuses are held this many days (docs/decisions/0067), and a sale back to the
       * platform or a withdrawal takes back, in proportion to its value, the bonuses of the
       * person's purchases paid this many days before it (0066, 0067); 0: neither.
       */
      clawbackDays: e.REFERRAL_CLAWBACK_DAYS,
    },
    // Without MAIL_FROM, mail comes from the public address's own domain: the made-up
    // pinacoteca.local that development uses would be refused or filed as spam by real mail
    // servers (an outside tester's first production day).
    mail: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ?? `Pinacoteca <no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'pinacoteca.local'}>`,
    },
    /** The legal entity running the platform (GET /api/system/operator); required in production. */
    operator: {
      name: e.OPERATOR_NAME ?? DEMO_OPERATOR.name,
      address: e.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
      jurisdiction: e.OPERATOR_JURISDICTION ?? DEMO_OPERATOR.jurisdiction,
      registration: e.OPERATOR_REGISTRATION ?? DEMO_OPERATOR.registration,
    },
    /** The embedded Solana runtime under DATA_DIR/chain, or a cluster over RPC with SOLANA_RPC_URL (docs/decisions/0023). */
    chain: {
      rpcUrl: e.SOLANA_RPC_URL,
      usdcMint: e.SOLANA_USDC_MINT,
      recipient: e.SOLANA_RECIPIENT,
      dir: path.join(dataDir, 'chain'),
      /** On a cluster: a `solana-keygen` file of the treasury's key; without it one is made under dir/cluster. */
      treasuryKeyFile: e.SOLANA_TREASURY_KEYPAIR,
      pollMs: e.SOLANA_PAY_POLL_SECONDS * 1000,
    },
    /**
     * Google sign-in through OpenID Connect. Without a Google client: outside production the dev
     * OpenID provider stands in for Google (`devStandIn`, docs/decisions/0031) with a client made
     * for this process, one of the dev routes; in production, or without dev routes, Google is hidden (null).
     */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER,
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            devStandIn: false,
          }
        : !devRoutes
          ? null
          : {
              issuer: `${new URL(publicUrl).origin}${DEV_OIDC_PATH}`,
              clientId: 'pinacoteca-dev',
              clientSecret: randomBytes(32).toString('base64url'),
              devStandIn: true,
            },
  };
}
