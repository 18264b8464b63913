import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { productClients } from './content.tables.ts';

/** The back office sets where a client package is downloaded from; 404 for a package that does not exist. */
export async function setDownloadLink(db: Db, id: number, downloadLink: string) {
  const [updated] = await db
    .update(productClients)
    .set({ downloadLink })
    .where(eq(productClients.id, id))
    .returning({ id: productClients.id, download_link: productClients.downloadLink });
  if (!updated) throw new AppError(404, 'notFound');
  return updated;
}
