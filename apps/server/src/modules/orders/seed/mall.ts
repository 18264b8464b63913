import type { Db } from '../../../platform/db/database.ts';
import { seedCatalogue } from '../../catalogue/index.ts';
import { seedWelcomeCoupons } from './welcome-coupons.ts';

/** The mall's demo data: the catalogue's services and SKUs, then the welcome coupons on them. */
export async function seedMallCatalogue(db: Db): Promise<void> {
  await seedCatalogue(db);
  await seedWelcomeCoupons(db);
}
