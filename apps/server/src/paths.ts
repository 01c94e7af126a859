import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The folder holding the running code: `src/` under tsx and vitest, `dist/` once bundled.
 * The build copies migrations and seed assets into the same relative places under `dist/`.
 */
export const codeRoot = path.dirname(fileURLToPath(import.meta.url));
export const migrationsDir = path.join(codeRoot, 'db', 'migrations');
export const seedAssetsDir = path.join(codeRoot, 'db', 'seed', 'assets');
/** Plain JavaScript run by Node on its own, not bundled: the build copies it. */
export const pgWatchdogScript = path.join(codeRoot, 'db', 'pg-watchdog.mjs');
export const defaultWebDist = path.resolve(codeRoot, '..', '..', 'web', 'dist');
