import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.ts';

/** An auto-increment integer primary key on either database. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
