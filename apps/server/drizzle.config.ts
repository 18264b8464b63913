import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the tables each module owns, then reviewed and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/*/*.tables.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
