import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './app/providers/AppProviders';
import { Committed, PRERENDERED_ATTRIBUTE, replayPending } from './app/prerendered';
import { routes } from './app/routes';
import { loadSession, sessionNeededFor } from './app/session/SessionRoot';

function app(router: DataRouter, onCommitted?: () => void) {
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

/**
 * Starts the app in #root. A page drawn at build time (src/prerender.tsx) is hydrated once the
 * code of everything on it is here, so the first render matches the drawing; what its visitor
 * did before then is taken over (see `startScript`). Any other page, or a
 * visitor with a stored token (whose drawing was removed before it was painted), is rendered
 * afresh. Either way the first render is a transition: React yields to the browser every few
 * milliseconds instead of holding the main thread until the page is built.
 */
export async function boot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createBrowserRouter(routes);
  const usable = () => {
    root.removeAttribute('inert');
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    replayPending(root);
  };
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && root.firstChild) {
    try {
      await Promise.all([
        routerReady(router),
        sessionNeededFor(window.location.pathname) ? loadSession() : undefined,
      ]);
      startTransition(() => {
        hydrateRoot(root, app(router, usable));
      });
      return;
    } catch {
      // A chunk failed to load: rendered afresh, the router shows its error page.
    }
  }
  root.replaceChildren();
  usable();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app(router)));
}
