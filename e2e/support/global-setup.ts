import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuilt, startApiServer, TEMPLATE_DATA_DIR_ENV } from './servers';

/**
 * Migrates and seeds one embedded database with the demo data, once per run. Each worker
 * starts its server on a copy of it, which takes about two seconds instead of the seven or
 * more that migrating and seeding (argon2 hashes for every demo account) would take again.
 */
export default async function globalSetup(): Promise<() => void> {
  assertBuilt();
  const templateDir = mkdtempSync(path.join(tmpdir(), 'freight-e2e-template-'));
  const removeTemplate = () => rmSync(templateDir, { recursive: true, force: true });
  try {
    const server = await startApiServer({ dataDir: templateDir, label: 'api template' });
    // A clean stop lets PGlite write everything to disk before the directory is copied.
    await server.stop();
  } catch (error) {
    removeTemplate();
    throw error;
  }
  process.env[TEMPLATE_DATA_DIR_ENV] = templateDir;
  return removeTemplate;
}
