// Named prepared statements on PostgreSQL, keyed by SQL text. Kysely hands node-postgres a text and
// its parameters, which node-postgres sends as an unnamed statement: PostgreSQL parses and plans it
// again on every call. Naming each text (a hash of it) lets every pooled connection parse and plan it
// once and then only bind and execute (issue 16 §5: the library listing and previews run 3–4 small
// queries per request, and the database's CPU comes out of the same cores as the server's).
//
// Bounds: only parameterised queries are named (a text without parameters may hold several
// statements, which cannot be prepared), with at most MAX_PARAMETERS parameters (IN lists of every
// length would each be a statement of their own), and at most MAX_STATEMENTS per connection.
//
// A prepared plan survives schema changes except one that changes its result columns: while another
// instance migrates the database (a rolling update), `select *` answers "cached plan must not change
// result type" (SQLSTATE 0A000). That text is then run unnamed on this connection from then on, and
// the query is retried once unnamed (inside a transaction the error has already aborted it, and the
// caller sees the error, as with any failed statement).
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_PARAMETERS = 32;
const MAX_STATEMENTS = 1000;
const CACHED_PLAN_CHANGED = '0A000';

type Query = (...args: unknown[]) => unknown;

const nameOf = (text: string): string => `k${createHash('sha1').update(text).digest('base64url')}`;

/** Makes `client.query(text, values)` use a named statement per text (see above). */
export function prepareStatementsByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named = new Set<string>();
  const unnamed = new Set<string>();
  const patched: Query = (...args) => {
    const [text, values] = args;
    if (
      args.length !== 2 ||
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > MAX_PARAMETERS ||
      unnamed.has(text) ||
      (named.size >= MAX_STATEMENTS && !named.has(text))
    )
      return query(...args);
    named.add(text);
    const config: pg.QueryConfig = { name: nameOf(text), text, values };
    return (query(config) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
      unnamed.add(text);
      return query(text, values);
    });
  };
  client.query = patched as typeof client.query;
}
