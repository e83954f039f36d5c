import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory (`api-pglite` only). */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest's global setup for the PGlite project: one empty database, migrated, dumped to a file
 * that every test file's database starts from. A fresh in-memory PGlite runs initdb and then
 * every migration, 3–7 s a file on the 2-core CI machine; loading the dump takes under one.
 */
export default async function dumpMigratedDatabase(project: TestProject) {
  const client = await PGlite.create('memory://');
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `freight-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated database the global setup dumped, when the project has one. */
export function migratedPgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}
