import type { EventActor } from '@freight/shared';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

/**
 * Who did what in a fleet history, for the fleet's repositories: the join of the acting user
 * (as `actor`), its columns, and the shape the views show.
 */
export const actor = alias(users, 'actor');

export const actorColumns = {
  actorId: actor.id,
  actorLastName: actor.lastName,
  actorFirstName: actor.firstName,
  actorMiddleName: actor.middleName,
  actorRole: actor.role,
};

export interface ActorColumns {
  actorId: string | null;
  actorLastName: string | null;
  actorFirstName: string | null;
  actorMiddleName: string | null;
  actorRole: string | null;
}

export function toEventActor(row: ActorColumns): EventActor {
  if (row.actorId === null) return null;
  return {
    id: row.actorId,
    lastName: row.actorLastName ?? '',
    firstName: row.actorFirstName ?? '',
    middleName: row.actorMiddleName,
    role: row.actorRole ?? '',
  };
}
