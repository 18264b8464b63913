import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike)),
});

/** The database adapter's files (FILE_STORAGE=database, the default): every process reads the same. */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  bytes: bytea().notNull(),
  storedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
