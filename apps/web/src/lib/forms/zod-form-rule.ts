import type { FormInstance, FormRule } from 'antd';
import { translateValidationMessage } from '../i18n/validation-message';
import type { FormSchema } from './schema-issues';

/** The rule form that receives the form, to read every field's value. */
type RuleRender = Extract<FormRule, (...args: never[]) => unknown>;

/** A field's name: `email`, or the path of a nested one (`['documents', 'CHARTER']`). */
export type FieldPath = string | readonly string[];

export interface ZodFormRuleOptions {
  /**
   * Turns the form's values into the schema's input, for forms whose controls hold something
   * else (optional numbers, nested groups); by default an untouched field counts as ''.
   */
  toInput?: (values: Record<string, unknown>) => unknown;
}

const pathKey = (path: FieldPath | readonly PropertyKey[]): string =>
  typeof path === 'string' ? path : path.map(String).join('.');

/**
 * An Ant Design rule that validates `field` with the same shared zod schema the server uses.
 * The whole form is parsed, so cross-field checks (a password confirmation) work as well;
 * only the issues of `field` count, and their message keys are translated. A nested field
 * also owns the issues of its parents (a missing `documents` object is the charter's problem).
 */
export function zodFormRule(
  schema: FormSchema,
  field: FieldPath,
  options: ZodFormRuleOptions = {},
): FormRule {
  const key = pathKey(field);
  const owns = (issuePath: readonly PropertyKey[]) => {
    const issueKey = pathKey(issuePath);
    return issueKey === key || (issueKey !== '' && key.startsWith(`${issueKey}.`));
  };
  const rule: RuleRender = (form) => ({
    validator: async () => {
      const fieldValues = form.getFieldsValue() as Record<string, unknown>;
      // An untouched field is undefined; as '' it gets the schema's own message (a key).
      const values = options.toInput
        ? options.toInput(fieldValues)
        : Object.fromEntries(
            Object.entries(fieldValues).map(([name, value]) => [name, value ?? '']),
          );
      const result = schema.safeParse(values);
      if (result.success) return;
      const issue = result.error.issues.find((candidate) =>
        typeof field === 'string' ? candidate.path[0] === field : owns(candidate.path),
      );
      if (issue) throw new Error(translateValidationMessage(issue.message));
    },
  });
  return rule;
}

/**
 * Shows the server's `fields` (path → message key) under the matching form fields; a dotted
 * path (`documents.CHARTER`) names a nested field.
 */
export function showServerFieldErrors(
  form: FormInstance,
  fields: Record<string, string>,
  knownFields: readonly string[],
): boolean {
  const entries = Object.entries(fields).filter(([name]) => knownFields.includes(name));
  form.setFields(
    entries.map(([name, key]) => ({
      name: name.split('.'),
      errors: [translateValidationMessage(key)],
    })),
  );
  return entries.length > 0;
}
