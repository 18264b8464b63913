import type QRCode from 'qrcode';
import { onFirstUse } from './on-first-use.ts';

/** The QR code maker, loaded when the first code is drawn (issue 13: cold start). */
export const qrCodes = onFirstUse<typeof QRCode>('qrcode');
