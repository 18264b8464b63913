import { type Contactor, type ContactorAddBody, emailProblem } from '@tallybook/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { readPhone } from '../identity/index.ts';
import { mallContactors } from './customer.tables.ts';
import { contactorColumns } from './list-contactors.ts';

/** The most contacts one user keeps. */
export const MAX_CONTACTORS_PER_USER = 20;

interface ContactorFields {
  name: string;
  phone: string;
  email: string | null;
}

/** Name required, phone by the account phone rules (phoneEmpty / phoneFormat), email optional but valid. */
function readContactor(input: ContactorAddBody): ContactorFields {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'contactorNameEmpty');
  const phone = readPhone(input.phone);
  const email = input.email?.trim() || null;
  if (email !== null) {
    const problem = emailProblem(email);
    if (problem) throw new AppError(400, problem);
  }
  return { name, phone, email };
}

/**
 * POST contactor/add: a new contact of the user; the first one becomes the default. The user's
 * contacts are counted under a transaction-scoped advisory lock of the user, so two adds at once
 * cannot pass the cap together nor both become the default.
 */
export async function addContactor(db: Db, tenantId: number, input: ContactorAddBody): Promise<Contactor> {
  const fields = readContactor(input);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mall_contactors'), ${tenantId})`);
    const [counted] = await tx
      .select({ total: count() })
      .from(mallContactors)
      .where(eq(mallContactors.tenantId, tenantId));
    const total = Number(counted?.total ?? 0);
    if (total >= MAX_CONTACTORS_PER_USER) {
      throw new AppError(409, 'contactorLimit', { max: MAX_CONTACTORS_PER_USER });
    }
    const [created] = await tx
      .insert(mallContactors)
      .values({ tenantId, ...fields, isDefault: total === 0 })
      .returning(contactorColumns);
    return created as Contactor;
  });
}

/** POST contactor/update: changes one of the user's own contacts; anyone else's is "not found". */
export async function updateContactor(
  db: Db,
  tenantId: number,
  input: ContactorAddBody & { id: number },
): Promise<Contactor> {
  const fields = readContactor(input);
  const [updated] = await db
    .update(mallContactors)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(mallContactors.id, input.id), eq(mallContactors.tenantId, tenantId)))
    .returning(contactorColumns);
  if (!updated) throw new AppError(404, 'contactorNotFound');
  return updated;
}
