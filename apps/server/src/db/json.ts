import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * An answer's rows as JSON text written by the database, for the dear list pages (the songbook
 * page, the events list): each value then crosses into JavaScript once, inside one string,
 * instead of as a JavaScript value, then a property of a row object, of a mapped object, and
 * again as JSON from JSON.stringify. A list page of 50 songs has ~1 000 values; each cost ~0.15 µs
 * to read out and as much again to map and serialise (docs/performance.md, "JSON rows").
 *
 * SQLite's json_object and PostgreSQL's json_build_object (as text) escape strings the same way
 * JSON.stringify does; numbers and null come out as they are; booleans need jsonBool.
 */
export function jsonObject(dialect: Dialect, fields: Record<string, Expression<unknown>>): RawBuilder<string> {
  const pairs = sql.join(Object.entries(fields).map(([name, value]) => sql`${sql.lit(name)}, ${value}`));
  return dialect === 'sqlite' ? sql<string>`json_object(${pairs})` : sql<string>`json_build_object(${pairs})::text`;
}

/**
 * A correlated subquery's rows as JSON text: an array of objects with `fields` (columns of the
 * subquery, aliased `x`) in `orderBy` order (e.g. `x.created_at, x.user_id`), `[]` when there are
 * none. Both engines take the order inside the aggregate (SQLite since 3.44). `rows` is fixed SQL
 * text without values; it may select columns to order by that are not fields.
 */
export function jsonArrayOfRows(dialect: Dialect, rows: string, fields: string[], orderBy: string): RawBuilder<string> {
  const pairs = sql.raw(fields.map((f) => `'${f}', x.${f}`).join(', '));
  const order = sql.raw(orderBy);
  return dialect === 'sqlite'
    ? sql<string>`(select json_group_array(json_object(${pairs}) order by ${order}) from (${sql.raw(rows)}) x)`
    : sql<string>`(select coalesce(json_agg(json_build_object(${pairs}) order by ${order}), '[]'::json)::text from (${sql.raw(rows)}) x)`;
}

/** A condition as a JSON true or false inside jsonObject (SQLite has no boolean type). */
export function jsonBool(dialect: Dialect, condition: Expression<unknown>): RawBuilder<boolean> {
  return dialect === 'sqlite' ? sql<boolean>`json(iif(${condition}, 'true', 'false'))` : sql<boolean>`(${condition})`;
}

/**
 * An object's JSON text as jsonObject wrote it, with the fields of `extra` (the JSON text of an
 * object with a field, e.g. the viewer's verdicts: events.mapper viewerJson) put in front of its
 * fields. jsonObject's text always has a field.
 */
export function withFields(json: string, extra: string): string {
  return `${extra.slice(0, -1)},${json.slice(1)}`;
}

/**
 * withFields for an object kept as UTF-8 bytes (a kept answer, http/kept-answers.ts): only the
 * extra fields are encoded, straight into the answer's one buffer; the answer goes out as bytes,
 * so it is not measured and encoded again. `json`'s first byte is not copied: the object's '{', or
 * the ',' where another answer's own fields end (an event page made for another viewer's part).
 */
export function withFieldsBytes(json: Buffer, extra: string): Buffer {
  const head = Buffer.byteLength(extra) - 1;
  const out = Buffer.allocUnsafe(head + json.length);
  out.write(extra, 0, head);
  out[head] = 0x2c; // ','
  json.copy(out, head + 1, 1);
  return out;
}

/** `{"<key>":[<items>], …rest}`: the items already JSON text, the rest serialised here. */
export function jsonWithList(key: string, items: string[], rest: object): string {
  const tail = JSON.stringify(rest);
  return `{${JSON.stringify(key)}:[${items.join(',')}]${tail === '{}' ? '}' : `,${tail.slice(1)}`}`;
}
