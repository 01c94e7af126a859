import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
});

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
  if (production && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required when NODE_ENV=production (the embedded database is for development)',
    );
  }
  const dataDir = path.resolve(base, e.DATA_DIR);
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
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(base, e.WEB_DIST),
    seedDemo: e.SEED_DEMO ?? !production,
    featureDefaults: { deposit: e.FEATURE_DEPOSIT, withdraw: e.FEATURE_WITHDRAW, swap: e.FEATURE_SWAP },
    rateLimits: { feedbackPerHour: e.RATE_LIMIT_FEEDBACK_PER_HOUR },
    trustProxy: e.TRUST_PROXY,
    /** Render every picture variant in the background after start-up. */
    warmMedia: e.WARM_MEDIA,
  };
}
