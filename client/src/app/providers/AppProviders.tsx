import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { TOAST_DURATION_MS } from '@postpilot/common';
import { SnackbarProvider } from 'notistack';
import { createApolloClient } from '../apollo/createApolloClient';
import { SESSION_EXPIRED_EVENT, SessionProvider } from '../session/SessionProvider';
import { theme as appTheme } from '../../shared/theme';
import { ToastContent } from './ToastContent';

/** Theme, toasts (spec §9: 4 s, top right), the Apollo client and the session, in that order. */
export function AppProviders({
  children,
  theme = appTheme,
}: {
  children: ReactNode;
  /** Tests pass the app's theme without animations. */
  theme?: Theme;
}) {
  // The client lives outside React's tree of state, so it tells the session through an event.
  const [expiry] = useState(() => new EventTarget());
  const [client] = useState(() =>
    createApolloClient({
      onSessionExpired: () => expiry.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
    }),
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        // Below, so a message never covers the header's links and Sign Out.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={TOAST_DURATION_MS}
        maxSnack={3}
        // A message already on screen is not stacked again (the schedule saves each change).
        preventDuplicate
        Components={{ success: ToastContent, error: ToastContent }}
      >
        <ApolloProvider client={client}>
          <SessionProvider expiry={expiry}>{children}</SessionProvider>
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
