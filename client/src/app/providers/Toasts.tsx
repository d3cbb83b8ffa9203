import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@postpilot/common';
import { SnackbarProvider } from 'notistack';
import { ToastContent } from './ToastContent';

/** Toasts of spec §9: 4 s, at most three, success and error drawn by ToastContent. */
export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      // Below, so a message never covers the header's links and Sign Out.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      // A message already on screen is not stacked again (the schedule saves each change).
      preventDuplicate
      Components={{ success: ToastContent, error: ToastContent }}
    >
      {children}
    </SnackbarProvider>
  );
}
