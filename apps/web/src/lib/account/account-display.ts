import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  isRoleIn,
  type Account,
  type Role,
} from '@freight/shared';

function joinNames(...parts: (string | null)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Spec section 2: the top bar names a carrier by its company name, a forwarder by its
 * organisation name, everyone else by first and last name. A company side account without a
 * company name still needs a name, so it falls back to the person's.
 */
export function displayNameOf(account: Account): string {
  const personName = joinNames(account.fname, account.lname);
  if (isRoleIn(account.roleType, CARRIER_SIDE_ROLES)) return account.companyName || personName;
  if (isRoleIn(account.roleType, FORWARDER_SIDE_ROLES)) {
    return account.organizationName || personName;
  }
  return personName;
}

/** The profile's full name, in the Kazakh and Russian order: last, first, middle. */
export function fullNameOf(account: Account): string {
  return joinNames(account.lname, account.fname, account.sname);
}

/** Anyone the API describes by name (an owner, an employee, a reviewer), in the same order. */
export interface PersonName {
  lastName: string;
  firstName: string;
  middleName: string | null;
}

export function personFullName(person: PersonName): string {
  return joinNames(person.lastName, person.firstName, person.middleName);
}

/** Accounts of an organisation show its details in the profile drawer. */
export function organizationNameOf(account: Account): string | null {
  return account.organizationName || account.companyName || null;
}

/** Translation key of a role's label (namespace `common`). */
export function roleLabelKey(role: Role): `roles.${Role}` {
  return `roles.${role}`;
}
