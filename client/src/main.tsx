import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './app/providers/AppProviders';
import { Committed, PRERENDERED_ATTRIBUTE } from './app/prerendered';
import { routes } from './app/routes';
import { loadSession, sessionNeededFor } from './app/session/SessionRoot';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function app(onCommitted?: () => void) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <Committed onCommitted={onCommitted} />
      </AppProviders>
    </StrictMode>
  );
}

/** Resolves once the router has loaded the chunks of the first page's routes. */
function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const interactive = () => container.removeAttribute('inert');

/**
 * A page drawn at build time (src/prerender.tsx) is hydrated once the code of everything on it
 * is here, so the first render matches the drawing; until then it is inert (seen, not yet
 * usable). Any other page, or a visitor with a stored token (whose drawing was removed before it
 * was painted), is rendered afresh. Either way the first render is a transition: React yields to
 * the browser every few milliseconds instead of holding the main thread until the page is built.
 */
async function start(root: HTMLElement) {
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && root.firstChild) {
    try {
      await Promise.all([
        routerReady(router),
        sessionNeededFor(window.location.pathname) ? loadSession() : undefined,
      ]);
      startTransition(() => {
        hydrateRoot(root, app(interactive));
      });
      return;
    } catch {
      // A chunk failed to load: rendered afresh, the router shows its error page.
    }
  }
  root.replaceChildren();
  interactive();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app()));
}

void start(container);
