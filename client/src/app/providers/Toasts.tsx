import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@postpilot/common';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { ShowToast } from '../../shared/toastContext';
import { attachToastHost } from '../../shared/toastQueue';
import { ToastContent } from './ToastContent';

/** Shows a toast through the mounted ToastsHost (notistack's own global queue). */
const showToast: ShowToast = (message, variant) => {
  enqueueSnackbar(message, { variant });
};

/**
 * Draws the toasts: 4 s each, at most three, success and error drawn by ToastContent.
 * It wraps nothing: `queueToast` reaches it from anywhere, so the page beside it keeps its place
 * in the tree whether or not toasts are drawn yet; those asked for before are shown once it is.
 */
export function ToastsHost() {
  useEffect(() => attachToastHost(showToast), []);
  return (
    <SnackbarProvider
      // Below, so a message never covers the header's links and Sign Out.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      // A message already on screen is not stacked again (the schedule saves each change).
      preventDuplicate
      Components={{ success: ToastContent, error: ToastContent }}
    />
  );
}
