import { useEffect } from 'react';
import { TOKEN_STORAGE_KEY } from '@postpilot/common';

/**
 * The pages the build draws into HTML (src/prerender.tsx), so a first visit shows them before
 * any script has run; the browser then hydrates them. Only pages a signed-out visitor sees the
 * same way everywhere. `modules` are the chunks a page needs beyond the entry's, preloaded from
 * its HTML so the page is hydrated without a second round of requests.
 */
export const PRERENDERED_PAGES: readonly {
  path: string;
  modules: readonly string[];
  /** A page with a form is inert until hydrated, so nothing is typed that the form would miss. */
  form: boolean;
}[] = [
  { path: '/', modules: [], form: false },
  { path: '/terms', modules: ['src/features/legal/LegalPage.tsx'], form: false },
  { path: '/privacy', modules: ['src/features/legal/LegalPage.tsx'], form: false },
  {
    path: '/login',
    modules: ['src/features/auth/LoginPage.tsx'],
    form: true,
  },
  {
    path: '/register',
    modules: ['src/features/auth/RegisterPage.tsx', 'src/app/session/ApolloSession.tsx'],
    form: true,
  },
  {
    path: '/forgot-password',
    modules: ['src/features/auth/ForgotPasswordPage.tsx', 'src/app/session/ApolloSession.tsx'],
    form: true,
  },
];

/** Marks a drawn page's #root until it is hydrated. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The one script of a drawn page, inline right after its #root (allowed by its hash in the
 * server's Content-Security-Policy). A visitor with a stored token is not shown the signed-out
 * drawing: it is removed before it is painted and the app starts afresh for them. Everyone
 * else sees the drawing first: the page's code (`entry`, with the chunks in `preloads`) is
 * requested once it has been painted, so nothing competes with the page for the first paint.
 */
export function startScript(entry: string, preloads: readonly string[]): string {
  // One request a task: the browser prepares each module it is handed in the task that hands it
  // over, so handing over the page's twenty-odd modules at once would hold the main thread.
  const load = [
    `var u=${JSON.stringify(preloads)},i=0;`,
    'function n(){var h=document.head;if(i<u.length){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u[i++];h.appendChild(l);setTimeout(n);return}',
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}`,
    'n()',
  ].join('');
  return [
    `try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))document.getElementById("root").replaceChildren()}catch(e){}`,
    `requestAnimationFrame(function(){setTimeout(function(){${load}})})`,
  ].join(';');
}

/** Renders nothing; tells when the tree it is in has been committed (hydrated or rendered). */
export function Committed({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
}
