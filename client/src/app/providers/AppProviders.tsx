import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { theme as appTheme } from '../../shared/theme';

/**
 * The theme. Toasts, the Apollo client and the session sit inside the router (SessionRoot), so
 * the front page is drawn before they are loaded: nothing on it needs them.
 */
export function AppProviders({
  children,
  theme = appTheme,
}: {
  children: ReactNode;
  /** Tests pass the app's theme without animations. */
  theme?: Theme;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
