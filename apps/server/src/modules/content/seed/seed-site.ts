// Demo content: slides, partners and friendship links, seeded once. The partners and sites are invented.
import type { Db } from '../../../platform/db/database.ts';
import {
  contactChannels,
  friendshipLinks,
  friendshipLinkTranslations,
  partnerLogos,
  partnerLogoTranslations,
  slides,
  slideTranslations,
} from '../site.tables.ts';
import { translationRows } from './localized.ts';
import { CONTACT_CHANNELS, FRIENDSHIP_LINKS, PARTNERS, SLIDES } from './site.data.ts';

export const slideImage = (image: string) => `/images/content/slides/${image}.svg`;
export const slideMobileImage = (image: string) => `/images/content/slides/${image}-mobile.svg`;
export const partnerLogo = (slug: string) => `/images/content/partners/${slug}.svg`;
// Invented sites, on a domain reserved for examples.
const demoSite = (slug: string) => `https://${slug}.example.org/`;

export async function seedSlides(db: Db): Promise<void> {
  for (const [sortOrder, slide] of SLIDES.entries()) {
    const [row] = await db
      .insert(slides)
      .values({
        alias: slide.alias,
        image: slideImage(slide.image),
        imageMobile: slideMobileImage(slide.image),
        link: slide.link,
        sortOrder,
      })
      .returning({ id: slides.id });
    if (!row) throw new Error(`could not seed slide ${slide.image}`);
    await db.insert(slideTranslations).values(translationRows(slide.texts, { slideId: row.id }));
  }
}

export async function seedPartners(db: Db): Promise<void> {
  for (const [sortOrder, partner] of PARTNERS.entries()) {
    const [row] = await db
      .insert(partnerLogos)
      .values({ logo: partnerLogo(partner.slug), url: demoSite(partner.slug), sortOrder })
      .returning({ id: partnerLogos.id });
    if (!row) throw new Error(`could not seed partner ${partner.slug}`);
    await db.insert(partnerLogoTranslations).values(translationRows(partner.texts, { logoId: row.id }));
  }
}

export async function seedFriendshipLinks(db: Db): Promise<void> {
  for (const [sortOrder, link] of FRIENDSHIP_LINKS.entries()) {
    const [row] = await db
      .insert(friendshipLinks)
      .values({ url: demoSite(link.slug), sortOrder })
      .returning({ id: friendshipLinks.id });
    if (!row) throw new Error(`could not seed friendship link ${link.slug}`);
    await db.insert(friendshipLinkTranslations).values(translationRows(link.texts, { linkId: row.id }));
  }
}

/** Issue 12: the chat channel of each language (WeChat for zh-CN, WhatsApp elsewhere). */
export async function seedContactChannels(db: Db): Promise<void> {
  await db.insert(contactChannels).values(translationRows(CONTACT_CHANNELS, {}));
}
