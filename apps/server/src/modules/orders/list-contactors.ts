import type { Contactor } from '@tallybook/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallContactors } from './customer.tables.ts';

export const contactorColumns = {
  id: mallContactors.id,
  name: mallContactors.name,
  phone: mallContactors.phone,
  email: mallContactors.email,
  isDefault: mallContactors.isDefault,
};

/** GET order/contactor/list: the user's own contacts, the default first, then the oldest first. */
export async function listContactors(db: Db, tenantId: number): Promise<Contactor[]> {
  return db
    .select(contactorColumns)
    .from(mallContactors)
    .where(eq(mallContactors.tenantId, tenantId))
    .orderBy(desc(mallContactors.isDefault), asc(mallContactors.id));
}
