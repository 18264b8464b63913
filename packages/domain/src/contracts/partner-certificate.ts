import { z } from 'zod';
import { CERTIFICATE_FORMATS } from '../rules/partner.ts';
import { codeEnvelope } from './envelope.ts';

/**
 * The partner's authorisation certificate (spec §3 Partner, §7 auth-url, issue 14): one layout drawn
 * as a PDF (text kept as text, the CJK font embedded) or as a PNG, each with the QR code that opens
 * the public qualification page.
 */

/**
 * POST /ommall/promoter/auth-url. With format, the answer is the document itself (application/pdf or
 * image/png, as an attachment); without it, the links of both, for a page to offer.
 */
export const certificateBody = z.object({ format: z.enum(CERTIFICATE_FORMATS).optional() }).default({});
export const certificateLinks = z.object({
  certificateNo: z.string(),
  /** Where the caller downloads the PDF: POST here with { format: 'pdf' }, or GET this address. */
  pdfUrl: z.string(),
  pngUrl: z.string(),
  /** The public qualification page the certificate's QR code opens. */
  qualificationUrl: z.string(),
});
export type CertificateLinks = z.infer<typeof certificateLinks>;
export const certificateLinksResponse = codeEnvelope(certificateLinks);

/** GET /ommall/promoter/auth-url?format=pdf|png: the document itself, for a plain download link. */
export const certificateQuery = z.object({ format: z.enum(CERTIFICATE_FORMATS) });
