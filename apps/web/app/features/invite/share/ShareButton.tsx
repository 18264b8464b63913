import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';

/**
 * The system's share sheet (the Web Share API) for the link, where the browser has it: a phone's
 * browser mostly. Without it (most desktop browsers, or before the script runs) there is no button
 * at all rather than one that does nothing; the copy button and the poster stay.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation('invite-share');
  const [supported, setSupported] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setSupported(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  if (!supported) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonStyle({ size: 'sm' })}
        data-testid="web-share"
        onClick={async () => {
          setFailed(false);
          try {
            await navigator.share({ title, text, url });
          } catch (error) {
            // the person closed the sheet: nothing went wrong
            if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
          }
        }}
      >
        {t('poster.share')}
      </button>
      <span role="status" aria-live="polite" className={failed ? 'text-sm text-red-700' : 'sr-only'}>
        {failed ? t('poster.shareFailed') : ''}
      </span>
    </span>
  );
}
