import {
  BUSINESS_HOURS,
  type ChatConversation,
  type DevicePlatform,
  dialableNumber,
  type Language,
  MAX_CHAT_MESSAGE_LENGTH,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  serviceWidget,
  supportOpenAt,
} from '@tallybook/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { createHttpClient } from '../lib/http';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

const POLL_MS = 5_000;

function ChatPanel({ language, onClose }: { language: Language; onClose: () => void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const api = useRef(createHttpClient({ language }));

  const refresh = useCallback(async () => {
    const result = await api.current.get<ChatConversation | null>('/support/chat');
    if (result.ok) setConversation(result.data);
  }, []);

  useEffect(() => {
    input.current?.focus();
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation?.messages.length]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    const result = await api.current.post<ChatConversation>('/support/chat/messages', {
      text,
      page: window.location.pathname,
    });
    setBusy(false);
    if (result.ok) {
      setConversation(result.data);
      setText('');
      setError('');
    } else {
      setError(result.msg);
    }
  }

  return (
    <Dialog
      modal={false}
      labelledBy={titleId}
      onClose={onClose}
      className="fixed inset-x-3 bottom-20 z-40 flex max-h-[70vh] flex-col rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 sm:inset-x-auto sm:end-6 sm:w-96"
      data-testid="chat-panel"
    >
      <header className="flex items-center justify-between rounded-t-2xl bg-brand-600 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {t('widget.chatTitle')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 hover:bg-white/15"
          aria-label={t('widget.close')}
        >
          ✕
        </button>
      </header>
      <div className="flex-1 overflow-y-auto px-4 py-3 text-sm">
        <p className="rounded-lg bg-slate-50 p-3 text-slate-600">{t('widget.chatIntro')}</p>
        <ol ref={list} className="mt-3 space-y-2" aria-live="polite">
          {conversation?.messages.map((entry) => (
            <li
              key={entry.id}
              className={`max-w-[85%] rounded-2xl px-3 py-2 ${
                entry.author === 'visitor' ? 'ms-auto bg-brand-600 text-white' : 'me-auto bg-slate-100 text-slate-800'
              }`}
            >
              <span className="sr-only">{entry.author === 'visitor' ? t('widget.you') : t('widget.team')}: </span>
              {entry.author === 'agent' && (
                <span className="block text-xs font-semibold text-brand-700">
                  {entry.agent_name ?? t('widget.team')}
                </span>
              )}
              <span className="whitespace-pre-wrap break-words">{entry.body}</span>
            </li>
          ))}
          {conversation?.messages.at(-1)?.author === 'visitor' && <ChatAcknowledgement />}
        </ol>
      </div>
      <form onSubmit={send} className="border-t border-slate-200 p-3">
        {error && (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <label className="sr-only" htmlFor={`${titleId}-text`}>
            {t('widget.chatPlaceholder')}
          </label>
          <textarea
            id={`${titleId}-text`}
            ref={input}
            rows={2}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) void send(event);
            }}
            placeholder={t('widget.chatPlaceholder')}
            className="min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <Button type="submit" size="sm" busy={busy} disabled={!text.trim()} className="self-end">
            {t('widget.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The team's answer to a message not answered yet (issue 64): the message arrived, and when a
 * reply can come, by the support hours of the business calendar. Shown, not stored: it is
 * true only until an agent writes.
 */
function ChatAcknowledgement() {
  const { t } = useTranslation('common');
  const hours = { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes };
  return (
    <li
      className="me-auto max-w-[85%] rounded-2xl bg-slate-100 px-3 py-2 text-slate-800"
      data-testid="chat-acknowledgement"
    >
      <span className="block text-xs font-semibold text-brand-700">{t('widget.team')}</span>
      {t(supportOpenAt(new Date()) ? 'widget.chatReceivedOpen' : 'widget.chatReceivedClosed', hours)}
    </li>
  );
}

const roundButton = 'flex size-12 items-center justify-center rounded-full shadow-lg';
const buttonClass = `${roundButton} bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50`;
const chatButtonClass = `${roundButton} bg-brand-600 text-white hover:bg-brand-700`;

/**
 * spec §2: floating buttons for phone (a dialer on mobile), email (to the footer's subscribe
 * input) and online chat, shown and allowed per route, device and page. On a desktop they float in
 * the page's margin; on narrower screens, where a floating column would sit on the content (a Pay
 * button's end opened the email), they are a bar along the bottom whose height the page keeps
 * free: a spacer after the footer, and a scroll padding so that whatever is scrolled to stops above it.
 */
export function ServiceWidget({
  path,
  device,
  inProductApp,
  kefu,
  language,
}: {
  path: string;
  device: DevicePlatform;
  inProductApp: boolean;
  kefu: boolean;
  language: Language;
}) {
  const { t } = useTranslation('common');
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const { visible, chat } = serviceWidget({ path, device, inProductApp, kefu });
  useEffect(() => {
    if (!visible) return;
    document.documentElement.classList.add('has-widget-bar');
    return () => document.documentElement.classList.remove('has-widget-bar');
  }, [visible]);
  if (!visible) return null;

  const emailUs = () => {
    const form = document.getElementById('footer-subscribe');
    if (!form) {
      window.location.href = `mailto:${SUPPORT_EMAIL}`;
      return;
    }
    form.scrollIntoView({ behavior: 'smooth', block: 'center' });
    form.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
  };

  return (
    <aside aria-label={t('widget.label')} data-testid="service-widget">
      <div aria-hidden="true" className="h-16 lg:hidden" />
      <div
        className="fixed z-30 flex gap-3 max-lg:inset-x-0 max-lg:bottom-0 max-lg:h-16 max-lg:items-center max-lg:justify-center max-lg:gap-8 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white/95 max-lg:backdrop-blur lg:end-4 lg:bottom-4 lg:flex-col"
        data-testid="widget-buttons"
      >
        {device === 'desktop' ? (
          <div className="relative">
            <button
              type="button"
              className={buttonClass}
              aria-expanded={phoneOpen}
              aria-label={t('widget.phone')}
              data-track="widget.phone"
              onClick={() => setPhoneOpen((open) => !open)}
            >
              <PhoneIcon />
            </button>
            {phoneOpen && (
              <p
                className="absolute end-14 top-0 w-60 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-slate-200"
                data-testid="widget-phone"
              >
                <span className="block font-semibold text-slate-900" dir="ltr">
                  {SUPPORT_PHONE}
                </span>
                <span className="text-slate-600">
                  {t('widget.phoneHours', { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes })}
                </span>
              </p>
            )}
          </div>
        ) : (
          <a
            href={`tel:${dialableNumber(SUPPORT_PHONE)}`}
            className={buttonClass}
            aria-label={t('widget.phone')}
            data-track="widget.phone"
          >
            <PhoneIcon />
          </a>
        )}
        <button
          type="button"
          className={buttonClass}
          aria-label={t('widget.email')}
          data-track="widget.email"
          onClick={emailUs}
        >
          <MailIcon />
        </button>
        {chat && (
          <button
            type="button"
            className={chatButtonClass}
            aria-label={t('widget.chat')}
            aria-expanded={chatOpen}
            data-track="widget.chat"
            onClick={() => setChatOpen((open) => !open)}
          >
            <ChatIcon />
          </button>
        )}
      </div>
      {chat && chatOpen && <ChatPanel language={language} onClose={() => setChatOpen(false)} />}
    </aside>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
