// The licensing module's public face (decision 0020): licences, trials and grants, and how an
// order changes a licence. It sits below orders and knows nothing of them.
export {
  activateLicence,
  extendedExpiry,
  type LicenceOrder,
  licenceActivation,
  lockLicence,
  orderProblem,
} from './activate-licence.ts';
export { getLicenceRemaining, quoteRenewal } from './get-licence-remaining.ts';
export { APP_PROMOTION_DAYS, grantAppPromotionMembership } from './grant-app-promotion-membership.ts';
export { grantTrial, trialEnd } from './grant-trial.ts';
export {
  findLicence,
  isPayingUser,
  type Licence,
  licenceLookup,
  licencesOf,
  paidInService,
  workspaceAccessOf,
} from './licences-of.ts';
export { licensingRoutes } from './licensing.routes.ts';
export { LICENSING_JOBS } from './licensing-jobs.ts';
export { purgeEndedTrials } from './purge-ended-trials.ts';
export { quoteExtraSeatsFor } from './quote-extra-seats.ts';
export { quoteUpgradeFor } from './quote-upgrade.ts';
export { serviceExpiryQuery, servicesOfTenant, type TenantService } from './services-of-tenant.ts';
export { licenceBeforeOf, licenceTakeBack, takeBackLicence } from './take-back-licence.ts';
