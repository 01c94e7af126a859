// @ts-check
/**
 * The browser tier runs in Debian's Chromium (Playwright cannot download browsers here). This
 * file is plain JavaScript so that `.ci/run` can call it on a clean machine before `npm ci`.
 *
 * `node e2e/chromium.mjs` makes sure the browser is there: with it, nothing to do; without it,
 * as root with apt-get, it installs Debian's package; otherwise it stops, naming the one command
 * to run, before anything is built.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the tests drive: CHROMIUM_PATH, or Debian's.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function chromiumPath(env) {
  return env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

/**
 * @typedef {object} ChromiumFacts
 * @property {string | undefined} chromiumPathVariable CHROMIUM_PATH as set (empty counts as unset)
 * @property {(file: string) => boolean} isExecutable
 * @property {boolean} isRoot
 * @property {boolean} hasAptGet
 */

/**
 * @typedef {{ action: 'ready', path: string }
 *   | { action: 'install', path: string }
 *   | { action: 'stop', message: string }} ChromiumDecision
 */

/**
 * What to do before the browser tier, from the facts of this machine.
 * @param {ChromiumFacts} facts
 * @returns {ChromiumDecision}
 */
export function decideChromium(facts) {
  const chosen = facts.chromiumPathVariable || undefined;
  if (chosen) {
    if (facts.isExecutable(chosen)) return { action: 'ready', path: chosen };
    // The person chose a browser: installing another one would hide their mistake.
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${chosen}, which is not an executable browser. Point it at Chromium or Chrome, or unset it to use ${DEBIAN_CHROMIUM}.`,
    };
  }
  if (facts.isExecutable(DEBIAN_CHROMIUM)) return { action: 'ready', path: DEBIAN_CHROMIUM };
  if (facts.isRoot && facts.hasAptGet) return { action: 'install', path: DEBIAN_CHROMIUM };
  if (facts.hasAptGet) {
    return {
      action: 'stop',
      message: `The browser tests need Chromium at ${DEBIAN_CHROMIUM}, and it is not installed. Run:\n\n  sudo apt-get install chromium\n\nthen run the tests again (or set CHROMIUM_PATH to a Chromium or Chrome you have).`,
    };
  }
  return {
    action: 'stop',
    message: `The browser tests need Chromium, and there is none at ${DEBIAN_CHROMIUM}. Install Chromium or Chrome, then run the tests again with:\n\n  CHROMIUM_PATH=/path/to/chromium npm test`,
  };
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(path.join(dir, command)));
}

/** @param {string} browser */
function version(browser) {
  return execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
}

function main() {
  const decision = decideChromium({
    chromiumPathVariable: process.env.CHROMIUM_PATH,
    isExecutable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
  });
  if (decision.action === 'stop') {
    console.error(`\n${decision.message}\n`);
    process.exit(1);
  }
  if (decision.action === 'install') {
    console.log(`Chromium is missing: installing Debian's package (apt-get install chromium)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    } catch {
      console.error(`\nInstalling Chromium failed (see apt-get's message above).\n`);
      process.exit(1);
    }
    if (!isExecutable(decision.path)) {
      console.error(`\napt-get finished but ${decision.path} is still missing.\n`);
      process.exit(1);
    }
  }
  console.log(`Browser tests run in ${version(decision.path)} (${decision.path})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
