import { useEffect } from 'react';
import { TOKEN_STORAGE_KEY } from '@postpilot/common';
import { theme } from '../shared/theme';

/**
 * When a drawn page's code is requested (see `startScript`):
 * - `firstUse`: on its visitor's first touch, key, focus or pointer over it. Reading the page
 *   costs no script at all; what is done before the code runs (a button pressed, a field typed
 *   in, a form sent) is done again, or taken over, once it has.
 * - `painted`: once the page has been painted. The page is inert until hydrated, so nothing is
 *   typed that the form would miss (sign-up, with its check box, and forgot-password, whose
 *   session code comes with it).
 */
export type DrawnPageStart = 'firstUse' | 'painted';

/**
 * The pages the build draws into HTML (src/prerender.tsx), so a first visit shows them before
 * any script has run; the browser then hydrates them. Only pages a signed-out visitor sees the
 * same way everywhere. `modules` are the chunks a page needs beyond the entry's, preloaded from
 * its HTML so the page is hydrated without a second round of requests.
 */
export const PRERENDERED_PAGES: readonly {
  path: string;
  modules: readonly string[];
  start: DrawnPageStart;
}[] = [
  { path: '/', modules: [], start: 'firstUse' },
  { path: '/terms', modules: ['src/features/legal/LegalPage.tsx'], start: 'firstUse' },
  { path: '/privacy', modules: ['src/features/legal/LegalPage.tsx'], start: 'firstUse' },
  { path: '/login', modules: ['src/features/auth/LoginPage.tsx'], start: 'firstUse' },
  {
    path: '/register',
    modules: ['src/features/auth/RegisterPage.tsx', 'src/app/session/ApolloSession.tsx'],
    start: 'painted',
  },
  {
    path: '/forgot-password',
    modules: ['src/features/auth/ForgotPasswordPage.tsx', 'src/app/session/ApolloSession.tsx'],
    start: 'painted',
  },
];

/** Marks a drawn page's #root until it is hydrated. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Where a drawn page's script keeps what was asked of the page before its code ran, done again
 * once the page is hydrated (see `replayPending`).
 */
export const PENDING_GLOBAL = '__postpilotPending';

interface Pending {
  /** The last button pressed (not a form's submit button). */
  click?: Element;
  /** The form sent, and with which button. */
  submit?: HTMLFormElement;
  submitter?: HTMLElement | null;
}

/** The first use of a page read before its code is there: its code is requested then. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'];
const FILLED_ATTRIBUTE = 'data-filled';

/**
 * How a drawn page's text field looks while focused or filled in before its code runs, as the
 * app draws it once it has (an outlined field's label moves into the border, which opens for it).
 */
export const FIRST_USE_STYLE = [
  `#root[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:is(:focus-within,[${FILLED_ATTRIBUTE}])>.MuiInputLabel-outlined{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}`,
  `#root[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:is(:focus-within,[${FILLED_ATTRIBUTE}]) legend{max-width:100%}`,
  `#root[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:focus-within>.MuiInputLabel-outlined{color:${theme.palette.primary.main}}`,
  `#root[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:focus-within .MuiOutlinedInput-notchedOutline{border-color:${theme.palette.primary.main};border-width:2px}`,
].join('');

/**
 * The one script of a drawn page, inline right after its #root (allowed by its hash in the
 * server's Content-Security-Policy). A visitor with a stored token is not shown the signed-out
 * drawing: it is removed before it is painted and the app starts afresh for them, its code
 * requested once the empty page is painted. Everyone else sees the drawing first, and its code
 * is requested as `start` says.
 *
 * Until a page requested on first use is hydrated, its script holds what is asked of it: a
 * button pressed is stopped and kept, a form sent is stopped (the browser never sends it
 * itself) and kept, and a field typed in is marked filled for FIRST_USE_STYLE.
 */
export function startScript(
  entry: string,
  preloads: readonly string[],
  start: DrawnPageStart,
): string {
  // One request a task: the browser prepares each module it is handed in the task that hands it
  // over, so handing over the page's twenty-odd modules at once would hold the main thread.
  const load = [
    `function load(){var u=${JSON.stringify(preloads)},i=0;`,
    'function n(){var h=document.head;if(i<u.length){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u[i++];h.appendChild(l);setTimeout(n);return}',
    `var c=document.createElement("script");c.type="module";c.crossOrigin="";c.src=${JSON.stringify(entry)};h.appendChild(c)}`,
    'n()}',
  ].join('');
  const afterPaint = 'requestAnimationFrame(function(){setTimeout(load)})';
  const signedIn = `var t=0;try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})){r.replaceChildren();t=1}}catch(e){}`;
  if (start === 'painted')
    return `var r=document.getElementById("root");${signedIn}${load};${afterPaint}`;
  return [
    `var r=document.getElementById("root"),d=document,E=${JSON.stringify(FIRST_USE)},p=window.${PENDING_GLOBAL}={},s=0;`,
    signedIn,
    load,
    'function go(){if(s)return;s=1;E.forEach(function(e){d.removeEventListener(e,go,true)});load()}',
    `function at(e,q){var t=e.target;return r.hasAttribute("${PRERENDERED_ATTRIBUTE}")&&t.closest&&r.contains(t)&&t.closest(q)}`,
    'd.addEventListener("click",function(e){var b=at(e,"button");if(b&&b.type!=="submit"){e.stopPropagation();p.click=b}},true);',
    'd.addEventListener("submit",function(e){if(at(e,"form")){e.preventDefault();e.stopPropagation();p.submit=e.target;p.submitter=e.submitter;go()}},true);',
    `d.addEventListener("input",function(e){var f=at(e,".MuiFormControl-root");if(f)f.toggleAttribute("${FILLED_ATTRIBUTE}",e.target.value!=="")},true);`,
    `if(t){s=1;${afterPaint}}else E.forEach(function(e){d.addEventListener(e,go,{capture:true,passive:true})})`,
  ].join('');
}

/**
 * What was typed into the drawn page's fields (or filled in by the browser) is given to the
 * app as if typed now: React keeps the field's text through hydration but not in the form's
 * state. React notes each field's last value and reports a change only when the text differs
 * from it, so the field is set through React (noted: its default) and then shown the typed text
 * behind React's back, and an input event reports it. The focused field is told it has focus.
 */
function adoptTyped(root: HTMLElement): void {
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio') continue;
    if (input.value === input.defaultValue || !setInputValue) continue;
    const typed = input.value;
    input.value = input.defaultValue;
    setInputValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * Once a drawn page is hydrated: what was typed is taken over, and what was asked of the page
 * while it was only drawn is done, now that it does something (the menu opens, the form is
 * sent). Neither the press nor the sending reached the page (the start script stopped them), so
 * each is done once, in a task of its own: not within a press that finished the hydration.
 */
export function replayPending(root: HTMLElement): void {
  const pending = (window as unknown as Record<string, Pending | undefined>)[PENDING_GLOBAL];
  if (!pending) return;
  adoptTyped(root);
  const { click, submit, submitter } = pending;
  delete pending.click;
  delete pending.submit;
  delete pending.submitter;
  if (!click && !submit) return;
  whenHydrated(click ?? submit!, () => {
    if (click?.isConnected && click instanceof HTMLElement) click.click();
    if (submit?.isConnected)
      submit.requestSubmit(submitter && submit.contains(submitter) ? submitter : undefined);
  });
}

/** How long a held press waits for its part of the page to be hydrated before it is done anyway. */
const HYDRATION_WAIT_MS = 12_000;

/**
 * Runs `act` in a task of its own once React has hydrated `element`. The page's parts (the bar,
 * the page, the footer) are Suspense boundaries that React hydrates after the root's first
 * commit, one by one; a press done on a part not yet hydrated reaches no handler and is lost.
 * React keeps its props on each element it has hydrated (a `__reactProps$…` key): until the
 * element has them, this looks again every 20 ms, for at most HYDRATION_WAIT_MS.
 */
function whenHydrated(element: Element, act: () => void): void {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const attempt = () => {
    if (!element.isConnected || hydrated() || Date.now() >= deadline) act();
    else setTimeout(attempt, 20);
  };
  setTimeout(attempt);
}

/** Renders nothing; tells when the tree it is in has been committed (hydrated or rendered). */
export function Committed({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
}
