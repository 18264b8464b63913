import {
  type Language,
  message,
  PARTNER_LEVEL_NAME_KEYS,
  type PartnerQualification,
  QR_CODE,
  shanghaiDate,
} from '@tallybook/domain';
import { qrCodes } from '../../../platform/modules/qr-codes.ts';
import { type FontWeight, runWidth, type TextRun, textRuns } from './certificate-fonts.ts';

/**
 * The authorisation certificate's one layout (decision 0036), in points on a landscape A4 page:
 * the PDF and the PNG draw the same items, so they cannot drift apart.
 */
export const PAGE = { width: 842, height: 595 } as const;

export interface TextItem {
  kind: 'text';
  runs: TextRun[];
  /** Left edge of the first run and the baseline, in points. */
  x: number;
  y: number;
  size: number;
  color: string;
}
export interface FrameItem {
  kind: 'frame';
  x: number;
  y: number;
  width: number;
  height: number;
  lineWidth: number;
  color: string;
}
export interface QrItem {
  kind: 'qr';
  x: number;
  y: number;
  /** The side of one module, in points. */
  moduleSize: number;
  /** Dark modules as [row, column]. */
  dark: Array<[number, number]>;
  /** Modules per side, quiet zone included. */
  modules: number;
}
export type CertificateItem = TextItem | FrameItem | QrItem;

const INK = '#1f2937';
const MUTED = '#6b7280';
const GOLD = '#b8892c';
const QR_SIDE = 168;
const SMALLEST_SIZE = 8;

/** Whatever a certificate shows, in one language. */
export interface CertificateFacts {
  qualification: PartnerQualification;
  qualificationUrl: string;
}

/** Certificates are written in Chinese or English: the bundled font draws Han and Latin, not Arabic (decision 0036). */
export const certificateLanguage = (language: Language): Language => (language === 'ar' ? 'en-US' : language);

const dateOf = (iso: string) => {
  const { year, month, day } = shanghaiDate(new Date(iso));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A line of text at `size`, shrunk (down to 8 pt, then cut with an ellipsis) to fit `maxWidth`. */
function line(
  text: string,
  at: { x: number; y: number; maxWidth: number; align?: 'left' | 'center' },
  size: number,
  weight: FontWeight,
  color: string,
): TextItem {
  let runs = textRuns(text, weight);
  const widthAt = (points: number) => runs.reduce((sum, run) => sum + runWidth(run, points), 0);
  let fitted = size;
  if (widthAt(size) > at.maxWidth) fitted = Math.max(SMALLEST_SIZE, (size * at.maxWidth) / widthAt(size));
  const characters = [...text];
  while (widthAt(fitted) > at.maxWidth && characters.length > 1) {
    characters.splice(-2, 2, '…');
    runs = textRuns(characters.join(''), weight);
  }
  const x = at.align === 'center' ? at.x - widthAt(fitted) / 2 : at.x;
  return { kind: 'text', runs, x, y: at.y, size: fitted, color };
}

function qrCode(url: string, x: number, y: number): QrItem {
  const { modules } = qrCodes().create(url, { errorCorrectionLevel: QR_CODE.level });
  const quiet = QR_CODE.marginSize;
  const dark: Array<[number, number]> = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) dark.push([row + quiet, column + quiet]);
    }
  }
  const side = modules.size + 2 * quiet;
  return { kind: 'qr', x, y, moduleSize: QR_SIDE / side, dark, modules: side };
}

/** The items of a partner's certificate, in `language` (zh-CN, zh-TW or en-US). */
export function certificateLayout(facts: CertificateFacts, language: Language): CertificateItem[] {
  const q = facts.qualification;
  const say = (key: Parameters<typeof message>[1], values?: Record<string, string>) => message(language, key, values);
  const rows: Array<[string, string]> = [
    [say('certificateHolder'), q.name],
    [say('certificateCompany'), q.companyName],
    [say('certificateLevel'), say(PARTNER_LEVEL_NAME_KEYS[q.level])],
    [say('certificateVersion'), say(q.version === 'cn' ? 'partnerVersionCn' : 'partnerVersionIntl')],
    [say('certificateRegion'), q.region.join(' ')],
    [say('certificateNumber'), q.certificateNo],
    [
      say('certificateValidity'),
      say('certificateValidityRange', { from: dateOf(q.validFrom), until: dateOf(q.validUntil) }),
    ],
  ];
  const centre = PAGE.width / 2;
  const items: CertificateItem[] = [
    { kind: 'frame', x: 20, y: 20, width: PAGE.width - 40, height: PAGE.height - 40, lineWidth: 3, color: GOLD },
    { kind: 'frame', x: 30, y: 30, width: PAGE.width - 60, height: PAGE.height - 60, lineWidth: 0.8, color: GOLD },
    line(say('certificateTitle'), { x: centre, y: 105, maxWidth: 700, align: 'center' }, 30, 700, INK),
    line(say('certificateIntro'), { x: centre, y: 145, maxWidth: 700, align: 'center' }, 13, 400, MUTED),
  ];
  rows.forEach(([label, value], index) => {
    const y = 215 + index * 40;
    items.push(line(label, { x: 90, y, maxWidth: 130 }, 13, 400, MUTED));
    items.push(line(value, { x: 230, y, maxWidth: 340 }, 16, index === 0 ? 700 : 400, INK));
  });
  items.push(qrCode(facts.qualificationUrl, 600, 205));
  items.push(line(say('certificateScan'), { x: 684, y: 395, maxWidth: 200, align: 'center' }, 11, 400, MUTED));
  items.push(line('Tallybook', { x: 684, y: 520, maxWidth: 200, align: 'center' }, 18, 700, GOLD));
  return items;
}
