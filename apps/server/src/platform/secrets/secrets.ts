import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { generatedSecrets } from './secrets.tables.ts';

/**
 * The secret `name` of this deployment: made at random the first time it is asked for, then the same
 * for every process on the database. Of two processes asking at once, the first insert wins.
 */
export async function generatedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(generatedSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: generatedSecrets.value })
    .from(generatedSecrets)
    .where(eq(generatedSecrets.name, name));
  if (!row) throw new Error(`the generated secret ${name} could not be read back`);
  return row.value;
}
