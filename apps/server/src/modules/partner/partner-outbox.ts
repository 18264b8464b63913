import { eq } from 'drizzle-orm';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import type { OutboxHandlers } from '../../platform/outbox/outbox.ts';
import type { SmsMessage, SmsProvider } from '../../platform/sms/sms-provider.ts';
import { decisionText, PARTNER_APPLICATION_DECIDED } from './applications.ts';
import { partnerApplications, partners } from './partner.tables.ts';

/**
 * The partner module's outbox subscribers: a decided application is texted to the applicant's phone
 * (issue 14: approval notifies the applicant by SMS), retried by the outbox until the provider takes it.
 */
export function partnerOutboxHandlers(sms: SmsProvider, publicUrl: PublicUrl): OutboxHandlers {
  return {
    [PARTNER_APPLICATION_DECIDED]: [
      async (tx, delivered) => {
        const id = Number(delivered.payload.applicationId);
        if (!Number.isSafeInteger(id))
          throw new Error(`a decision without an application: ${JSON.stringify(delivered)}`);
        const [application] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id));
        if (!application) return;
        const [partner] = await tx
          .select({ level: partners.level })
          .from(partners)
          .where(eq(partners.applicationId, id));
        const { template, params, text } = decisionText(application, partner?.level, publicUrl());
        await sms.send({ phone: application.phone, purpose: 'partner', text, template, params } as SmsMessage, tx);
      },
    ],
  };
}
