import type { ClientType } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { productVersions, productVersionTranslations } from './content.tables.ts';
import { richTextRows, type Translations } from './rich-text-translations.ts';

export interface ProductVersionInput {
  productId: number;
  type: ClientType;
  version: string;
  downloadLink: string;
  sizeBytes: number | null;
  releasedAt: Date;
  /** Release notes, rich text. */
  notes: Translations<string>;
}

/** Stores a release of a product on one platform, its notes sanitised. Answers its id. */
export async function addProductVersion(db: Db, input: ProductVersionInput): Promise<number> {
  const [version] = await db
    .insert(productVersions)
    .values({
      productId: input.productId,
      type: input.type,
      version: input.version,
      downloadLink: input.downloadLink,
      sizeBytes: input.sizeBytes,
      releasedAt: input.releasedAt,
    })
    .returning({ id: productVersions.id });
  if (!version) throw new Error(`version ${input.version} was not stored`);
  const texts = Object.fromEntries(Object.entries(input.notes).map(([lang, notes]) => [lang, { content: notes }]));
  await db.insert(productVersionTranslations).values(
    richTextRows(texts as Translations<{ content: string }>, { versionId: version.id }).map((row) => ({
      versionId: row.versionId,
      lang: row.lang,
      notes: row.content,
    })),
  );
  return version.id;
}
