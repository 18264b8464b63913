import {
  type CertificateFormat,
  type CertificateLinks,
  certificateDownloadPath,
  type Language,
  message,
  qualificationPageUrl,
} from '@tallybook/domain';
import type { Db } from '../../../platform/db/database.ts';
import { qualificationShape, requirePartner } from '../applications.ts';

export interface CertificateDocument {
  bytes: Buffer;
  contentType: 'application/pdf' | 'image/png';
  fileName: string;
}

/**
 * POST /ommall/promoter/auth-url (spec §3 Partner, issue 14): the calling partner's authorisation
 * certificate, drawn from its qualification as the public query shows it, with the QR code of its
 * public qualification page. Only a partner has one (403 notAPartner).
 */
export async function certificateDocument(
  db: Db,
  userId: number,
  input: { format: CertificateFormat; origin: string; language: Language },
): Promise<CertificateDocument> {
  const partner = await requirePartner(db, userId);
  // the drawing's packages (fontkit, pdfkit, sharp) load when a partner first asks for a document,
  // not with the server: they were a tenth of its cold start's work (issue 13)
  const { certificateLanguage, certificateLayout } = await import('./certificate-layout.ts');
  const language = certificateLanguage(input.language);
  const items = certificateLayout(
    {
      qualification: qualificationShape(partner),
      qualificationUrl: qualificationPageUrl(input.origin, partner.certificateNo),
    },
    language,
  );
  const fileName = `${partner.certificateNo}.${input.format}`;
  if (input.format === 'pdf') {
    const title = `${message(language, 'certificateTitle')} ${partner.certificateNo}`;
    const { certificatePdf } = await import('./certificate-pdf.ts');
    return { bytes: await certificatePdf(items, title), contentType: 'application/pdf', fileName };
  }
  const { certificatePng } = await import('./certificate-png.ts');
  return { bytes: await certificatePng(items), contentType: 'image/png', fileName };
}

/** The links of both documents, for a page to offer (auth-url without a format). */
export async function certificateLinks(db: Db, userId: number, origin: string): Promise<CertificateLinks> {
  const partner = await requirePartner(db, userId);
  return {
    certificateNo: partner.certificateNo,
    pdfUrl: `${origin}${certificateDownloadPath('pdf')}`,
    pngUrl: `${origin}${certificateDownloadPath('png')}`,
    qualificationUrl: qualificationPageUrl(origin, partner.certificateNo),
  };
}
