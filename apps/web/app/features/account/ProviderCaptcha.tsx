import type { Language } from '@tallybook/domain';
import { useEffect, useRef } from 'react';
import { toast } from '../../ui/Toast';
import { accountApi } from './account-api';

/** Tencent Cloud Captcha's widget, as its script defines it (its documented Web integration). */
interface TencentCaptchaResult {
  /** 0: solved (a ticket, or a disaster ticket when its own service failed); 2: closed by the person. */
  ret: number;
  ticket?: string | null;
  randstr?: string;
}
type TencentCaptchaWidget = new (
  appId: string,
  callback: (result: TencentCaptchaResult) => void,
  options?: { userLanguage?: string },
) => { show(): void; destroy(): void };

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaWidget;
  }
}

/** Its documented address for the mainland; the server's content security policy allows it on the pages with this check only. */
const SCRIPT = 'https://turing.captcha.qcloud.com/TCaptcha.js';
const WIDGET_LANGUAGE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en', ar: 'ar' };

let loading: Promise<TencentCaptchaWidget> | undefined;
/** Loads the widget's script once, when a page first needs it: pages that never send a code carry none of it. */
function loadWidget(): Promise<TencentCaptchaWidget> {
  if (window.TencentCaptcha) return Promise.resolve(window.TencentCaptcha);
  loading ??= new Promise<TencentCaptchaWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.TencentCaptcha ? resolve(window.TencentCaptcha) : reject(new Error('no widget')));
    script.onerror = () => reject(new Error('widget not loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The provider's risk captcha before an SMS send (decision 0088): its widget opens over the page; the
 * server checks the ticket with the provider and answers the token a send needs. When the provider
 * cannot be reached (the script does not load, or the server cannot ask it), the slide puzzle stands in.
 */
export function ProviderCaptcha({
  appId,
  language,
  onPassed,
  onFallback,
  onClose,
}: {
  appId: string;
  language: Language;
  onPassed: (slideToken: string) => void;
  onFallback: () => void;
  onClose: () => void;
}) {
  const handlers = useRef({ onPassed, onFallback, onClose });
  handlers.current = { onPassed, onFallback, onClose };

  useEffect(() => {
    let widget: { destroy(): void } | undefined;
    let gone = false;
    const answered = async (result: TencentCaptchaResult) => {
      if (result.ret !== 0 || !result.ticket || !result.randstr) {
        handlers.current.onClose();
        return;
      }
      const answer = await accountApi(language).riskCaptchaAnswer({ ticket: result.ticket, randstr: result.randstr });
      if (gone) return;
      if (answer.ok && answer.data) handlers.current.onPassed(answer.data.slideToken);
      else if (answer.status === 409) {
        toast.error(answer.msg);
        handlers.current.onFallback();
      } else {
        toast.error(answer.msg);
        handlers.current.onClose();
      }
    };
    loadWidget().then(
      (TencentCaptcha) => {
        if (gone) return;
        const shown = new TencentCaptcha(appId, (result) => void answered(result), {
          userLanguage: WIDGET_LANGUAGE[language],
        });
        widget = shown;
        shown.show();
      },
      () => {
        if (!gone) handlers.current.onFallback();
      },
    );
    return () => {
      gone = true;
      widget?.destroy();
    };
  }, [appId, language]);

  return null;
}
