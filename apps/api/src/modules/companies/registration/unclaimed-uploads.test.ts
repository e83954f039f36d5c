import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../db/schema.js';
import { newCompanyOwner } from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { multipartForm, SAMPLE_PDF } from '../../../../test/uploads.js';
import { claimStagedFile } from '../documents-repo.js';
import { purgeUnclaimedUploads } from './unclaimed-uploads.js';

describe(`registration uploads no registration claimed (${testDriver})`, () => {
  let ctx: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'freight-unclaimed-'));
    ctx = await createTestApp({ dataDir, registrationRateLimitMax: 1000 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function stage(): Promise<{ id: string; storageKey: string }> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/documents',
      ...multipartForm(
        { kind: 'CHARTER' },
        { filename: 'Устав.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
      ),
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, id));
    return { id, storageKey: row?.storageKey ?? '' };
  }

  const storedBytes = (key: string) =>
    readFile(path.join(dataDir, 'uploads', key)).then(
      (bytes) => bytes.length,
      () => null,
    );

  it('removes the rows and bytes of uploads left unclaimed for a day, and nothing else', async () => {
    const abandoned = await stage();
    const fresh = await stage();
    const claimed = await stage();
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    expect(
      await claimStagedFile(ctx.database.db, claimed.id, {
        companyId: owner.company.id,
        userId: owner.user.id,
      }),
    ).toBe(true);
    await ctx.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(files.id, [abandoned.id, claimed.id]));

    expect(await purgeUnclaimedUploads({ db: ctx.database.db, files: ctx.app.files })).toBe(1);

    const left = await ctx.database.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [abandoned.id, fresh.id, claimed.id]));
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, claimed.id].sort());
    expect(await storedBytes(abandoned.storageKey)).toBeNull();
    expect(await storedBytes(fresh.storageKey)).toBe(SAMPLE_PDF.length);
    expect(await storedBytes(claimed.storageKey)).toBe(SAMPLE_PDF.length);
    // A second sweep finds nothing more.
    expect(await purgeUnclaimedUploads({ db: ctx.database.db, files: ctx.app.files })).toBe(0);
  });
});
