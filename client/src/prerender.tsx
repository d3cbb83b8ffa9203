import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/providers/AppProviders';
import { Committed } from './app/prerendered';
import { routes } from './app/routes';
import { loadSession, sessionNeededFor } from './app/session/SessionRoot';

export {
  FIRST_USE_STYLE,
  PRERENDERED_PAGES,
  PRERENDERED_ATTRIBUTE,
  startScript,
} from './app/prerendered';
export { sessionNeededFor };

/**
 * Draws one page as the browser's first render will (src/boot.tsx): the same tree, for a visitor
 * with no token, with the styles it uses. Built for Node by the client's build (vite.config.ts),
 * which writes the HTML; the browser hydrates it.
 */
export async function prerender(path: string): Promise<{ html: string; styles: string }> {
  // The session's chunk, once loaded, is part of every later render: pages that need it are drawn
  // after those that do not (see the build's order), as the browser loads it for the same pages.
  if (sessionNeededFor(path)) await loadSession();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be drawn.`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's default key, so the browser's cache finds these styles and does not add them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <Committed />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const critical = emotion.extractCriticalToChunks(html);
  // Emotion composes a component's styles with those of the parts it wraps; the parts' own
  // classes never reach the HTML, yet hydrating would compute and insert each of them again.
  const regular = critical.styles.find((chunk) => chunk.key === cache.key);
  const shipped = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  for (const [id, css] of Object.entries(cache.inserted)) {
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    if (regular && typeof css === 'string' && !global && !shipped.has(id)) {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return { html, styles: emotion.constructStyleTagsFromChunks(critical) };
}
