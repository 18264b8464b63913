import { CUSTOMER_LIMITS, type CustomerIndustry, type PartnerCustomer, phoneProblem } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { createUser, findUserByPhone, type OnUserCreated, readPhone } from '../identity/index.ts';
import { ensureOwnTenant, fillTenantProfile } from '../tenancy/index.ts';
import { customerAsSeen } from './customer-list.ts';
import { takeCustomer } from './customers.ts';

export interface InputMerchant {
  merchantId?: number | undefined;
  phone: string;
  shopName: string;
  address: string;
  industry?: CustomerIndustry | undefined;
}

/** The channel (pack_origin) of an account a partner opened for its customer. */
export const PARTNER_ENTERED_CHANNEL = 'partner';

function readProfile(input: InputMerchant) {
  const shopName = input.shopName.trim();
  const address = input.address.trim();
  if ([...shopName].length > CUSTOMER_LIMITS.shopName)
    throw new AppError(400, 'shopNameTooLong', { max: CUSTOMER_LIMITS.shopName });
  if ([...address].length > CUSTOMER_LIMITS.address)
    throw new AppError(400, 'addressTooLong', { max: CUSTOMER_LIMITS.address });
  return { name: shopName, address, industry: input.industry };
}

/**
 * POST input-merchant. With a merchant id: the partner claims that customer from the pool (source
 * claim; 409 customerNotInPool otherwise). With a phone (spec §5: customer mobile phone number cannot
 * be empty): the merchant of that phone, an account opened for it (and its tenant) when it has none,
 * becomes the partner's customer (source manual, or claim from the pool), unless another partner
 * protects it (409). The shop's name, address and trade fill in what the merchant has not given.
 */
export async function inputMerchant(
  db: Db,
  partner: { id: number; userId: number },
  input: InputMerchant,
  settings: { onUserCreated?: OnUserCreated | undefined },
  now = new Date(),
): Promise<PartnerCustomer> {
  const profile = readProfile(input);
  let merchantId: number;
  if (input.merchantId !== undefined) {
    merchantId = input.merchantId;
    await takeCustomer(
      db,
      { merchantId, partnerId: partner.id, source: 'claim', poolOnly: true, byPartner: true },
      now,
    );
  } else {
    const problem = phoneProblem(input.phone);
    if (problem) throw new AppError(400, problem === 'phoneEmpty' ? 'customerPhoneEmpty' : problem);
    const phone = readPhone(input.phone);
    const user =
      (await findUserByPhone(db, phone)) ??
      (await createUser(
        db,
        { phone, passwordHash: null, pack_origin: PARTNER_ENTERED_CHANNEL },
        settings.onUserCreated,
      )) ??
      // two entries of a new phone at once: the loser reads the winner's account
      (await findUserByPhone(db, phone));
    if (!user) throw new Error(`no account for ${phone} after creating one`);
    if (user.id === partner.userId) throw new AppError(400, 'customerIsYourself');
    merchantId = await ensureOwnTenant(db, user.id, now);
    const { taken } = await takeCustomer(
      db,
      { merchantId, partnerId: partner.id, source: 'manual', sourceFromPool: 'claim', byPartner: true },
      now,
    );
    if (!taken) throw new AppError(409, 'customerAlreadyYours');
  }
  await fillTenantProfile(db, merchantId, profile);
  const customer = await customerAsSeen(db, partner.id, merchantId, now);
  if (!customer) throw new Error(`customer ${merchantId} not readable after being taken`);
  return customer;
}
