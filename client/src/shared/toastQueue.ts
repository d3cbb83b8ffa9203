import type { ShowToast, ToastVariant } from './toastContext';

/**
 * Toasts on their way to the host that draws them (ToastsHost, in the session's chunk): shown at
 * once while it is drawn, kept in order until it is. One host is drawn at a time.
 */
let host: ShowToast | null = null;
const waiting: [string, ToastVariant][] = [];

export const queueToast: ShowToast = (message, variant) => {
  if (host) host(message, variant);
  else waiting.push([message, variant]);
};

/** The host is drawn: it shows what waited, then every later toast, until it is removed. */
export function attachToastHost(show: ShowToast): () => void {
  host = show;
  for (const [message, variant] of waiting.splice(0)) show(message, variant);
  return () => {
    if (host === show) host = null;
  };
}
