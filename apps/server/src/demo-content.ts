import {
  seedAdvertisements,
  seedAgreements,
  seedCases,
  seedContactChannels,
  seedFriendshipLinks,
  seedHelpCentre,
  seedNews,
  seedPartners,
  seedProducts,
  seedProductVersions,
  seedSlides,
} from './modules/content/index.ts';
import { seedMallCatalogue } from './modules/orders/index.ts';
import { seedCampaignOffers, seedCampaigns } from './modules/referral/index.ts';
import type { SeedStep } from './platform/db/seed.ts';

/** The demo content a new database receives, in order. Append steps; never rename one. */
export const DEMO_CONTENT: readonly SeedStep[] = [
  { name: 'content/products', run: seedProducts },
  { name: 'content/product-versions', run: seedProductVersions },
  { name: 'content/slides', run: seedSlides },
  { name: 'content/partners', run: seedPartners },
  { name: 'content/friendship-links', run: seedFriendshipLinks },
  { name: 'content/contact-channels', run: seedContactChannels },
  { name: 'content/agreements', run: seedAgreements },
  { name: 'content/help-centre', run: seedHelpCentre },
  { name: 'content/news', run: seedNews },
  { name: 'content/cases', run: seedCases },
  { name: 'mall/advertisements', run: seedAdvertisements },
  { name: 'referral/campaigns', run: seedCampaigns },
  { name: 'mall/catalogue', run: seedMallCatalogue },
  { name: 'referral/campaign-offers', run: seedCampaignOffers },
];
