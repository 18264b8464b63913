import { LICENCE_SERVICE_CODES, type LicenceInfo, type licenceInfoQuery, normalizePhone } from '@tallybook/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/http/envelope.ts';
import type { LicencesOf, User } from './accounts.ts';

/**
 * GET /license/info: the logged-in user's licence entries (spec §3: serviceType, expired, typeCode,
 * subscribeType), of one service code when it is given. A userName must be the user's own phone.
 */
export async function readLicenceInfo(
  licencesOf: LicencesOf,
  user: User,
  query: z.output<typeof licenceInfoQuery>,
): Promise<LicenceInfo[]> {
  const serviceCode = query.serviceCode.trim().toUpperCase();
  if (serviceCode && !(LICENCE_SERVICE_CODES as readonly string[]).includes(serviceCode)) {
    throw new AppError(400, 'serviceNotFound');
  }
  const userName = query.userName.trim();
  if (userName && (normalizePhone(userName) ?? userName) !== user.phone) throw new AppError(403, 'otherUsersData');
  const licences = await licencesOf(user.id);
  return serviceCode ? licences.filter((licence) => licence.serviceType === serviceCode) : licences;
}
