import { type HTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps extends Omit<HTMLAttributes<HTMLElement>, 'role' | 'title'> {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Escape, or a close button of the caller's. */
  onClose: () => void;
  /**
   * Modal (the default): a backdrop, focus kept inside (Tab and Shift+Tab cycle), and focus given
   * back to where it was when the dialog goes. Not modal: a panel beside the page (the chat, the
   * slide check), which Escape still closes.
   */
  modal?: boolean;
  /** alertdialog for a question that needs an answer (the confirm dialog). */
  role?: 'dialog' | 'alertdialog';
  /** What takes focus on opening; the first focusable element otherwise (modal only). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes of the backdrop of a modal dialog. */
  backdropClassName?: string;
  backdropTestId?: string;
  children: ReactNode;
}

/** The site's dialogs (spec §2): labelled, closed by Escape, modal ones trap focus. Render it while open. */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  modal = true,
  role = 'dialog',
  initialFocus,
  backdropClassName = 'fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4',
  backdropTestId,
  children,
  onKeyDown,
  ...rest
}: DialogProps) {
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!modal) return;
    const before = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current;
    first?.focus();
    return () => before?.focus?.();
  }, [modal, initialFocus]);

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && modal && box.current) {
      const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const at = document.activeElement;
      if (event.shiftKey && (at === first || !box.current.contains(at))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (at === last || !box.current.contains(at))) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const panel = (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both take aria-modal
    <section
      ref={box}
      role={role}
      aria-modal={modal ? 'true' : 'false'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={keyDown}
      {...rest}
    >
      {children}
    </section>
  );
  if (!modal) return panel;
  return (
    <div className={backdropClassName} data-testid={backdropTestId}>
      {panel}
    </div>
  );
}
