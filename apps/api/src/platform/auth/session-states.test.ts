import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createAccount } from '../../../test/auth-helpers.js';
import { openIsolatedDatabase, testDriver } from '../../../test/test-app.js';
import { advanceSessionEpoch } from './session-repo.js';
import { createSessionStates } from './session-states.js';

/**
 * The states here hear of no revocation (no relay calls `forget`): what a dropped listening
 * connection leaves an instance with.
 */
describe(`session states while revocations may be missed (${testDriver})`, () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openIsolatedDatabase());
  });
  afterAll(() => dispose());

  it('reads every state from the database while the listening connection is down', async () => {
    const { user } = await createAccount(database.db, Role.FORWARDER);
    const states = createSessionStates(database.db);
    const before = await states.of(user.id);

    states.followRevocations(false);
    await advanceSessionEpoch(database.db, user.id);
    expect((await states.of(user.id))?.sessionEpoch).toBe((before?.sessionEpoch ?? 0) + 1);
    await advanceSessionEpoch(database.db, user.id);
    expect((await states.of(user.id))?.sessionEpoch).toBe((before?.sessionEpoch ?? 0) + 2);
  });

  it('forgets what it remembered when the listening connection is back', async () => {
    const { user } = await createAccount(database.db, Role.FORWARDER);
    const states = createSessionStates(database.db);
    const before = (await states.of(user.id))?.sessionEpoch ?? 0;
    // Missed: remembered state stays as it was.
    await advanceSessionEpoch(database.db, user.id);
    expect((await states.of(user.id))?.sessionEpoch).toBe(before);

    states.followRevocations(false);
    states.followRevocations(true);
    expect((await states.of(user.id))?.sessionEpoch).toBe(before + 1);
  });
});
