import { z } from 'zod';
import { PAGE_SIZES } from '../rules/constants.ts';
import { CONTACT_CHANNEL_KINDS, CONTENT_PAGE_SIZE_MAX } from '../rules/content-limits.ts';
import { contentAlias, languageParam } from './content-common.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

/** spec §3: slider info, looked up by alias (`home`, `download` ...). */
export const slideQuery = z.object({ alias: contentAlias.meta({ examples: ['home'] }), lang: languageParam });
export type SlideQuery = z.infer<typeof slideQuery>;

export const slide = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The call to action's label; empty when the slide has no button. */
  button_text: z.string(),
  /** Where the slide leads; empty when it leads nowhere. */
  link: z.string(),
  image: z.string(),
  /** A narrower picture for phones. */
  image_mobile: z.string(),
  image_alt: z.string(),
});
export type Slide = z.infer<typeof slide>;

export const slideResponse = contentEnvelope(z.array(slide));

/** spec §7, §9: partners come 12 to a page. */
export const partnerQuery = z.object({
  page: pageNumber(1),
  page_size: pageNumber(PAGE_SIZES.partners, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type PartnerQuery = z.infer<typeof partnerQuery>;

/** spec §3: a partner of the site's logo wall. */
export const partner = z.object({ id: z.number().int(), title: z.string(), logo: z.string(), url: z.string() });
export type Partner = z.infer<typeof partner>;

export const partnerListResponse = contentEnvelope(page(partner));
export type PartnerPage = z.infer<typeof partnerListResponse>['data'];

/** spec §7, §9: friendship links come 20 to a page. */
export const friendshipLinkQuery = z.object({
  page: pageNumber(1),
  page_size: pageNumber(PAGE_SIZES.friendshipLinks, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type FriendshipLinkQuery = z.infer<typeof friendshipLinkQuery>;

/** spec §3: a friendship link of the footer. */
export const friendshipLink = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export type FriendshipLink = z.infer<typeof friendshipLink>;

export const friendshipLinkListResponse = contentEnvelope(page(friendshipLink));
export type FriendshipLinkPage = z.infer<typeof friendshipLinkListResponse>['data'];

/** GET /api/contact?lang=: how visitors of a language reach us by chat (issue 12: WeChat for zh-CN). */
export const contactChannelQuery = z.object({ lang: languageParam });
export const contactChannel = z.object({
  kind: z.enum(CONTACT_CHANNEL_KINDS),
  /** The app's name in the visitor's language (微信, WhatsApp). */
  name: z.string(),
  /** The WeChat ID to search for, or the WhatsApp number. */
  handle: z.string(),
  /** A link that opens the chat (WhatsApp), or null where the app has none (WeChat: search the ID). */
  link: z.string().nullable(),
});
export type ContactChannel = z.infer<typeof contactChannel>;
export const contactChannelResponse = contentEnvelope(contactChannel);
