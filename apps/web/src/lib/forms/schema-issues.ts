interface SchemaIssue {
  message: string;
  path: readonly PropertyKey[];
}

/** Anything with zod's `safeParse`: the shared schemas of packages/shared. */
export interface FormSchema {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * The message key (`validation.email`) of each listed field's first issue when `schema` parses
 * `values`; a field without an issue is absent. For the plain forms of the pages that start
 * without Ant Design (the homepage, the sign-in); Ant Design forms use `zodFormRule`.
 */
export function firstIssueByField<Field extends string>(
  schema: FormSchema,
  values: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  const issues: Partial<Record<Field, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field !== undefined && issues[field] === undefined) issues[field] = issue.message;
  }
  return issues;
}

/** A field's path with list positions as `*` (`route.*.city`): every item has the same rules. */
export function fieldPattern(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' || /^\d+$/.test(String(part)) ? '*' : String(part)))
    .join('.');
}

/**
 * The fields `schema` refuses to leave empty, as `fieldPattern`s: those with an issue when it
 * parses `emptyValues`, a form nobody has filled in. A form marks them required from the very
 * rules that will refuse them, so the marks and the checks cannot drift apart.
 */
export function requiredFieldsOf(schema: FormSchema, emptyValues: unknown): ReadonlySet<string> {
  const result = schema.safeParse(emptyValues);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => fieldPattern(issue.path)));
}
