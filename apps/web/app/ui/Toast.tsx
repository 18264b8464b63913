import { TOAST_DURATION_MS } from '@tallybook/domain';
import { useEffect, useState } from 'react';

/**
 * spec §2: toasts of four kinds (success, warning, info, error) that vanish after 1500 ms.
 * Mount `<ToastRegion />` once; call `toast.success(message)` and its siblings anywhere.
 *
 * The toast library is fetched with the first toast, not with the page (issue 13: most page loads
 * never show one): the region mounts its toaster then, and the toast is shown once it listens.
 */
type Sonner = typeof import('sonner');
type Kind = 'success' | 'warning' | 'info' | 'error';

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});
let requested = false;
const regions = new Set<() => void>();

function show(kind: Kind, message: string) {
  if (!requested) {
    requested = true;
    for (const wake of regions) wake();
  }
  void loadSonner()
    .then((module) => toasterReady.then(() => module))
    .then((module) => module.toast[kind](message, { duration: TOAST_DURATION_MS }));
}

export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
};

export function ToastRegion({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    const wake = () => void loadSonner().then(setModule);
    regions.add(wake);
    if (requested) wake();
    return () => {
      regions.delete(wake);
    };
  }, []);
  // Effects run children first: the toaster listens by the time this one says it is ready.
  useEffect(() => {
    if (module) markToasterReady();
  }, [module]);
  if (!module) return null;
  const { Toaster } = module;
  return <Toaster position="top-center" dir={dir} duration={TOAST_DURATION_MS} richColors closeButton={false} />;
}
