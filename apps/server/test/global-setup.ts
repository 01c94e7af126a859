import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { localStorage } from '../src/adapters/storage.ts';
import { connect } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { installJobQueue } from '../src/jobs/queue.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { MediaService } from '../src/modules/media/service.ts';
import { ensureFlags } from '../src/modules/flags/service.ts';
import { databaseUrl, testDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    uploadsDir: string;
  }
}

/**
 * Once per run: a template database, migrated and loaded with the demo catalogue, that every
 * test file clones (CREATE DATABASE … TEMPLATE …) so files run in parallel on their own data.
 */
export default async function setup(project: TestProject) {
  const server = await testDatabaseServer();
  const run = `${Date.now().toString(36)}_${process.pid}`;
  const templateDatabase = `pinacoteca_tpl_${run}`;
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-test-uploads-'));

  const admin = connect(server.adminUrl, { max: 1 });
  await admin.unsafe(`create database ${templateDatabase}`);
  const templateUrl = databaseUrl(server.adminUrl, templateDatabase);
  const sql = connect(templateUrl, { max: 4 });
  await migrate(sql);
  // Clones get the job queue's schema too: orders and mail add their jobs in their transactions.
  await installJobQueue(sql, templateUrl);
  await ensureFlags(sql, { deposit: false, withdraw: false, swap: false });
  const storage = localStorage(uploadsDir);
  await seedDemo(sql, new MediaService(sql, storage), storage);
  await sql.end();

  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('uploadsDir', uploadsDir);

  return async () => {
    // Drop what this run made, including any clone a crashed file left behind.
    const leftovers = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`pinacoteca_%${run}%`}`;
    for (const { datname } of leftovers) {
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
    await server.stop();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  };
}
