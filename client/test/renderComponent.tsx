import { useState, type ReactElement, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../src/app/apollo/createApolloClient';
import { ToastsHost } from '../src/app/providers/Toasts';
import { ToastContext } from '../src/shared/toastContext';
import { queueToast } from '../src/shared/toastQueue';
import { styleCache } from './styleCache';
import { testTheme } from './testTheme';
import { setupUser } from './user';

function ComponentProviders({ children }: { children: ReactNode }) {
  // The app's client, so its links (token, retry, errors) are those the component meets in the
  // app; msw answers it. No session: a component under test gets its user through its props.
  const [client] = useState(() => createApolloClient({ onSessionExpired: () => undefined }));
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={testTheme}>
        <ToastsHost />
        <ToastContext.Provider value={queueToast}>
          <ApolloProvider client={client}>
            {/* Only a context for the links a component draws; no routes are rendered. */}
            <MemoryRouter>{children}</MemoryRouter>
          </ApolloProvider>
        </ToastContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * One component from its typed props, without the app around it (routes, guards, session,
 * navigation bar): what a test of that component's own behaviour needs, at a fraction of the
 * cost of rendering the whole page for every assertion.
 */
export function renderComponent(ui: ReactElement, options: { userEvent?: UserEventOptions } = {}) {
  const user = setupUser(options.userEvent);
  return { ...render(ui, { wrapper: ComponentProviders }), user };
}
