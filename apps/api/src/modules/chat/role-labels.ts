import { ALL_ROLES, type Role } from '@freight/shared';
// The web's own names of the roles, so the picker finds "логист" or "carrier" as the user
// reads it. Imported at build time (esbuild inlines the JSON); a role missing from a language
// fails the type check below.
import en from '../../../../web/public/locales/en/common.json' with { type: 'json' };
import kz from '../../../../web/public/locales/kz/common.json' with { type: 'json' };
import ru from '../../../../web/public/locales/ru/common.json' with { type: 'json' };
import zh from '../../../../web/public/locales/zh/common.json' with { type: 'json' };

const LABELS: readonly Record<Role, string>[] = [ru.roles, kz.roles, en.roles, zh.roles];

/** The roles whose code or name in any of the four languages contains `term`. */
export function rolesNamedLike(term: string): Role[] {
  const needle = term.toLocaleLowerCase();
  return ALL_ROLES.filter(
    (role) =>
      role.toLowerCase().includes(needle) ||
      LABELS.some((labels) => labels[role].toLocaleLowerCase().includes(needle)),
  );
}
