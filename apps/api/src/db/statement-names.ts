import type pg from 'pg';

/**
 * How many distinct statement texts one pool names. A named statement stays prepared, with its
 * plan, on each connection that ran it for as long as the connection lives. The whole API test
 * suite sends about a hundred texts per pool, so the bound is only reached by text built from
 * unbounded input (an `in` list of any length); texts beyond it go unnamed, as every statement
 * did before.
 */
export const NAMED_STATEMENTS_MAX = 1_000;

/**
 * Answers the name of a statement's text: the same text, the same name, for the first `max`
 * texts; undefined after them.
 */
export function statementNamer(max = NAMED_STATEMENTS_MAX): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) names.set(text, (name = `s${names.size}`));
    return name;
  };
}

type SendQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;
interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown;
}

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * Makes `client` send each parameterised statement as a named one (issue 11): PostgreSQL then
 * parses it once per connection and keeps its plan, where an unnamed statement is parsed and
 * planned on every run. Drizzle names none of its statements, and parsing and planning were a
 * quarter to a half of PostgreSQL's CPU per write (docs/decisions/026, session 13). A statement without values goes as it came: it
 * may hold several statements (a migration, `begin`), which only the simple protocol takes.
 * PostgreSQL plans a named statement for its values the first five runs, then keeps a generic
 * plan only if it costs no more than those.
 */
export function nameStatementsOf(
  client: pg.ClientBase,
  nameOf: (text: string) => string | undefined,
): void {
  const send = client.query.bind(client) as SendQuery;
  const sendNamed: SendQuery = (config, values, callback) => {
    const statement: QueryConfig | null =
      typeof config === 'string' ? { text: config } : isQueryConfig(config) ? config : null;
    if (!statement || statement.name || !hasValues(values ?? statement.values)) {
      return send(config, values, callback);
    }
    const name = nameOf(statement.text);
    return send(name ? { ...statement, name } : config, values, callback);
  };
  (client as unknown as { query: SendQuery }).query = sendNamed;
}

function isQueryConfig(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { text?: unknown }).text === 'string'
  );
}
