import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { buttonStyle } from './Button';

/** How long the button says it copied before it offers to copy again. */
const COPIED_MS = 2_000;

/** The clipboard where the browser offers it (a secure page); otherwise a selected, hidden text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): fall through to the selection
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied;
}

/**
 * Copies `text` and says so, in the button and to assistive technology. `namespace`: the page's
 * catalogue that holds `links.copy`, `links.copied` and `links.copyFailed` (the invite area has its own).
 */
export function CopyButton({
  text,
  label,
  namespace = 'partner-home',
}: {
  text: string;
  label: string;
  namespace?: 'partner-home' | 'invite-home';
}) {
  const { t } = useTranslation(namespace);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-label={`${t('links.copy')}: ${label}`}
        className={buttonStyle({ size: 'sm', variant: state === 'copied' ? 'secondary' : 'outline' })}
        onClick={async () => setState((await copyText(text)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? t('links.copied') : t('links.copy')}
      </button>
      <span role="status" aria-live="polite" className={state === 'failed' ? 'text-sm text-red-700' : 'sr-only'}>
        {state === 'copied' ? t('links.copied') : state === 'failed' ? t('links.copyFailed') : ''}
      </span>
    </span>
  );
}
