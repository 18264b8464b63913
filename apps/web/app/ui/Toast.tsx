import { TOAST_DURATION_MS } from '@tallybook/domain';
import { toast as sonnerToast, Toaster } from 'sonner';

/**
 * spec §2: toasts of four kinds (success, warning, info, error) that vanish after 1500 ms.
 * Mount `<ToastRegion />` once; call `toast.success(message)` and its siblings anywhere.
 */
export const toast = {
  success: (message: string) => sonnerToast.success(message, { duration: TOAST_DURATION_MS }),
  warning: (message: string) => sonnerToast.warning(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => sonnerToast.info(message, { duration: TOAST_DURATION_MS }),
  error: (message: string) => sonnerToast.error(message, { duration: TOAST_DURATION_MS }),
};

export function ToastRegion({ dir }: { dir: 'ltr' | 'rtl' }) {
  return <Toaster position="top-center" dir={dir} duration={TOAST_DURATION_MS} richColors closeButton={false} />;
}
