import { type CertificateFormat, certificateDownloadPath } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';

export interface CertificateDownloadsProps {
  /** The partner's certificate number (verify's partner.certificateNo): it names the downloaded files. */
  certificateNo: string;
}

const FORMATS: CertificateFormat[] = ['pdf', 'png'];

/**
 * The partner's authorisation certificate to download (spec §3 Partner, auth-url): the PDF to print
 * and the PNG to share, each with the QR code of the public qualification page. Plain links: the
 * browser downloads with the partner's session, no script needed.
 */
export function CertificateDownloads({ certificateNo }: CertificateDownloadsProps) {
  const { t } = useTranslation('partner-devices');
  return (
    <section className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="certificate-downloads">
      <h2 className="text-lg font-semibold text-slate-900">{t('certificate.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('certificate.number')}{' '}
        <span className="font-mono font-semibold text-slate-900" dir="ltr">
          {certificateNo}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('certificate.hint')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {FORMATS.map((format) => (
          <a
            key={format}
            href={certificateDownloadPath(format)}
            download={`${certificateNo}.${format}`}
            className={buttonStyle({ variant: format === 'pdf' ? 'primary' : 'outline', size: 'sm' })}
          >
            {t(`certificate.${format}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
