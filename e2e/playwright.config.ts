import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = chromiumPath(process.env);
/**
 * Where the server under test keeps its state; several runs side by side need their own. Absolute,
 * because the server reads a relative DATA_DIR from where npm was started (INIT_CWD), which under
 * `npm test` at the root is not this folder: the wipe below and the tests' admin command would
 * then miss the server's data.
 */
const DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  process.env.E2E_DATA_DIR ?? '.artifacts/data',
);

/**
 * Each journey (a visitor's, an investor's, an operator's) runs in both languages and at both
 * widths, paired (desktop in English, phone in Russian) rather than in every combination, which
 * kept the suite twice as long for the same screens. What depends on the width and the language
 * together (how the server draws a public page, and that nothing on it moves while it loads) runs
 * in all four projects.
 */
const EVERY_COMBINATION = /(?:server-rendered|layout-shift)\.spec\.ts$/;
/** Tests that change what every page shows (a price), run once, after all the others (project `alone`). */
const ONE_PROJECT = /stale-page\.spec\.ts$/;

/**
 * Browser tests drive the built app over the real server, embedded PostgreSQL and demo
 * catalogue, in Debian's Chromium (Playwright cannot download browsers here), at phone and
 * desktop widths in both languages.
 */
export default defineConfig<{ language: 'en' | 'ru' }>({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  // CI runs two browsers, the server and its PostgreSQL on two cores, where a console page's first
  // load (its code, then its data) has been seen to take over 10 s; a stalled page still fails.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace's screencast and DOM snapshots of every action cost the two cores more than the tests
    // (the browser tier took 40% less without them). CI records a whole trace of a retry, which a
    // failure always has there; a local run keeps a failure's DOM snapshots, without the screencast.
    trace: process.env.CI
      ? 'on-first-retry'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'desktop-en',
      testIgnore: ONE_PROJECT,
      use: { viewport: { width: 1280, height: 800 }, language: 'en' },
    },
    {
      name: 'desktop-ru',
      testMatch: EVERY_COMBINATION,
      use: { viewport: { width: 1280, height: 800 }, language: 'ru' },
    },
    {
      name: 'mobile-en',
      testMatch: EVERY_COMBINATION,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, language: 'en' },
    },
    {
      name: 'mobile-ru',
      testIgnore: ONE_PROJECT,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, language: 'ru' },
    },
    {
      // After every other test, alone: a price change would otherwise meet another test's order,
      // which a payment after a price rose no longer delivers (the order service's rule).
      name: 'alone',
      testMatch: ONE_PROJECT,
      dependencies: ['desktop-en', 'desktop-ru', 'mobile-en', 'mobile-ru'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, language: 'ru' },
    },
  ],
  webServer: {
    // A fresh data folder each run: the first start (embedded database, migrations, seed) is tested too.
    // E2E_SERVER_COMMAND runs the server another way (for example from source with tsx, beside a
    // web build in WEB_DIST), so several runs can work side by side without sharing a build.
    command: `rm -rf '${DATA_DIR}' && ${process.env.E2E_SERVER_COMMAND ?? 'node ../apps/server/dist/main.js'}`,
    url: `http://127.0.0.1:${PORT}/api/system/feature-flags/state`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54340',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Every browser test signs in from 127.0.0.1: the limits are tested by the integration tier.
      RATE_LIMIT_FEEDBACK_PER_HOUR: '1000',
      RATE_LIMIT_AUTH_PER_15_MIN: '1000',
      RATE_LIMIT_ACCOUNT_PER_15_MIN: '1000',
      // Wrong passwords from 127.0.0.1 pace no test; past 5 on one account the browser solves a
      // proof-of-work check (tests/sign-in-check.spec.ts), kept light so it takes a moment.
      SIGN_IN_BACKOFF_AFTER: '1000',
      SIGN_IN_CHALLENGE_COST: '20',
      RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '1000',
      // A long operations list is made of orders (tests/operations-list.spec.ts).
      RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '1000',
      // The USDC watcher looks for payments every second, so a paid order completes quickly.
      SOLANA_PAY_POLL_SECONDS: '1',
      // Saved withdrawal addresses usable at once, so a withdrawal can be tried in one test
      // (the waiting time itself is tested by the integration tier).
      WITHDRAW_ADDRESS_DELAY_HOURS: '0',
    },
  },
});
