import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import { campaigns } from './campaigns.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A campaign of a test's own under a fresh alias (`<prefix>-<8 hex>`): running since yesterday with
 * no end, unless the window says otherwise. Its page texts do not matter to the calls tested.
 */
export async function campaignOf(
  db: Db,
  prefix: string,
  window: { startsAt?: Date | undefined; endsAt?: Date | null | undefined } = {},
): Promise<{ id: number; alias: string }> {
  const alias = `${prefix}-${randomUUID().slice(0, 8)}`;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      alias,
      heroImage: '/x.svg',
      ctaLink: '/',
      startsAt: window.startsAt ?? new Date(Date.now() - DAY_MS),
      endsAt: window.endsAt ?? null,
    })
    .returning({ id: campaigns.id, alias: campaigns.alias });
  if (!campaign) throw new Error('no campaign made');
  return campaign;
}
