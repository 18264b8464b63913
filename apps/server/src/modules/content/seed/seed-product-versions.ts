// Demo content: the release history of the demo products, per platform, seeded once.
import { type ClientType, CONTENT_LANGUAGES } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { addProductVersion } from '../add-product-version.ts';
import { products } from '../content.tables.ts';
import { bulletList } from './demo-html.ts';
import { shanghai } from './localized.ts';
import { type DemoProductHistory, PRODUCT_HISTORIES } from './product-versions.data.ts';

const MB = 1024 * 1024;

function downloadLink(history: DemoProductHistory, type: ClientType, version: string): string {
  switch (type) {
    case 'windows':
      return `/downloads/${history.product}-${version}-setup.exe`;
    case 'macos':
      return `/downloads/${history.product}-${version}.dmg`;
    case 'android':
      return `/downloads/${history.product}-${version}.apk`;
    case 'ios':
      return history.appStoreLink;
  }
}

export async function seedProductVersions(db: Db): Promise<void> {
  for (const history of PRODUCT_HISTORIES) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.alias, history.product));
    if (!product) throw new Error(`the product ${history.product} must be seeded first`);
    for (const release of history.releases) {
      for (const type of release.platforms) {
        await addProductVersion(db, {
          productId: product.id,
          type,
          version: release.version,
          downloadLink: downloadLink(history, type, release.version),
          sizeBytes: type === 'ios' ? null : Math.round(history.sizeMb[type] * MB),
          releasedAt: shanghai(release.releasedAt),
          notes: Object.fromEntries(
            CONTENT_LANGUAGES.filter((lang) => release.notes[lang] !== undefined).map((lang) => [
              lang,
              bulletList(release.notes[lang] ?? []),
            ]),
          ) as Record<(typeof CONTENT_LANGUAGES)[number], string>,
        });
      }
    }
  }
}
