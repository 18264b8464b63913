import type { Language, ServiceSummary } from '@tallybook/domain';
import { arrayContains, asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallServices } from './catalogue.tables.ts';
import { activeSkus, serviceTexts, summaryOf } from './get-service.ts';

/** GET services/display/{displayId}: the services shown on a display page (the site uses 11). */
export async function listServices(db: Db, displayId: number, language: Language): Promise<ServiceSummary[]> {
  const services = await db
    .select()
    .from(mallServices)
    .where(arrayContains(mallServices.displayIds, [displayId]))
    .orderBy(asc(mallServices.sortOrder), asc(mallServices.serviceNumber));
  const summaries: ServiceSummary[] = [];
  for (const service of services) {
    const texts = await serviceTexts(db, service.serviceNumber, language);
    summaries.push(summaryOf(service, texts, await activeSkus(db, service.serviceNumber)));
  }
  return summaries;
}

/** Every service the mall sells with its name in `language` (English when it has none), in the mall's order. */
export async function serviceNames(db: Db, language: Language): Promise<{ serviceNumber: string; name: string }[]> {
  const services = await db
    .select({ serviceNumber: mallServices.serviceNumber })
    .from(mallServices)
    .orderBy(asc(mallServices.sortOrder), asc(mallServices.serviceNumber));
  const named: { serviceNumber: string; name: string }[] = [];
  for (const { serviceNumber } of services) {
    named.push({ serviceNumber, name: (await serviceTexts(db, serviceNumber, language)).name });
  }
  return named;
}
