import { BUSINESS_HOURS, type ContactChannel, SUPPORT_EMAIL } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { IconTile } from '../../ui/IconTile';

function ContactCard({ icon, title, children }: { icon: string; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <IconTile path={icon} />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** spec §1, §9: support hours 8:30-18:15 UTC+8 on the site, and the contact details of the footer. */
export function AboutContact({ chat }: { chat: ContactChannel | null }) {
  const { t } = useTranslation('about');
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('contact.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('contact.subtitle')}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-3" data-testid="contact">
          <ContactCard title={t('contact.hoursTitle')} icon="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2">
            <p className="mt-1 text-2xl font-bold text-brand-600" data-testid="support-hours">
              <span dir="ltr">
                {t('contact.hours', { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes })}
              </span>
            </p>
            <p className="text-sm text-slate-600">{t('contact.zone')}</p>
          </ContactCard>
          <ContactCard
            title={t('contact.emailTitle')}
            icon="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z m-2 2 9 6 9-6"
          >
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              dir="ltr"
              className="mt-1 inline-block font-semibold break-all text-brand-600 underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-1 text-sm text-slate-600">{t('contact.emailNote')}</p>
          </ContactCard>
          {chat && (
            <ContactCard
              title={t('contact.messagingTitle', { app: chat.name })}
              icon="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.9A8 8 0 1 1 21 12z"
            >
              {chat.link ? (
                <a
                  href={chat.link}
                  target="_blank"
                  rel="noopener"
                  dir="ltr"
                  className="mt-1 inline-block font-semibold text-brand-600 underline-offset-4 hover:underline"
                  data-testid="about-chat"
                  translate="no"
                >
                  {chat.handle}
                </a>
              ) : (
                <p className="mt-1 font-semibold text-brand-600" dir="ltr" translate="no" data-testid="about-chat">
                  {chat.handle}
                </p>
              )}
              <p className="mt-1 text-sm text-slate-600">
                {chat.kind === 'wechat' ? t('contact.wechatNote') : t('contact.messagingNote')}
              </p>
            </ContactCard>
          )}
        </div>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-xl font-bold">{t('contact.partnerTitle')}</h3>
            <p className="mt-1 text-brand-100">{t('contact.partnerBody')}</p>
          </div>
          <Link
            to="/join-agent"
            className="shrink-0 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-900 shadow hover:bg-accent-500 focus-visible:outline-white!"
          >
            {t('contact.partnerLink')}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}
