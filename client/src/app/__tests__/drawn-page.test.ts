import { TOKEN_STORAGE_KEY } from '@postpilot/common';
import { PENDING_GLOBAL, PRERENDERED_ATTRIBUTE, replayPending, startScript } from '../prerendered';

const ENTRY = '/assets/app.js';
const CHUNKS = ['/assets/react.js', '/assets/boot.js'];

/** A page as the build draws it, with its one script run as the browser runs it. */
function drawAndStart(body: string): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div>`;
  new Function(startScript(ENTRY, CHUNKS, 'firstUse'))();
  return document.getElementById('root')!;
}

const requested = () => [
  ...[...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  ),
  ...[...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  ),
];

/** The page's code has run: React has hydrated #root. */
function hydrate(root: HTMLElement) {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  replayPending(root);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[PENDING_GLOBAL];
});

describe('a page drawn at build time and read before it is used', () => {
  it('requests no code until first used, then its chunks one a task and its entry', () => {
    const root = drawAndStart('<p>Your LinkedIn presence</p>');
    jest.runAllTimers();
    expect(requested()).toEqual([]);

    root.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested()).toEqual([CHUNKS[0]]);
    jest.runAllTimers();
    expect(requested()).toEqual([...CHUNKS, ENTRY]);

    // Used again: requested once.
    root.dispatchEvent(new Event('keydown', { bubbles: true }));
    jest.runAllTimers();
    expect(requested()).toHaveLength(3);
  });

  it('holds a button pressed before its code has run and presses it once, after hydration', () => {
    const root = drawAndStart('<button type="button" aria-label="Open menu">≡</button>');
    const button = root.querySelector('button')!;
    const presses = jest.fn();
    button.addEventListener('click', presses);

    button.click();
    expect(presses).not.toHaveBeenCalled();

    hydrate(root);
    expect(presses).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(presses).toHaveBeenCalledTimes(1);

    // Once hydrated, a press goes straight through.
    button.click();
    expect(presses).toHaveBeenCalledTimes(2);
  });

  it('presses a held button only once React has hydrated the part of the page it is in', () => {
    const root = drawAndStart('<button type="button" aria-label="Open menu">≡</button>');
    const button = root.querySelector('button')!;
    // The page has been hydrated before (React's props on an element of it): this part is not yet.
    Object.assign(root, { __reactProps$test: {} });
    const presses = jest.fn();
    button.addEventListener('click', presses);
    button.click();

    hydrate(root);
    jest.advanceTimersByTime(1_000);
    expect(presses).not.toHaveBeenCalled();

    // React hydrates the bar's boundary: the press is done, once.
    Object.assign(button, { __reactProps$test: {} });
    jest.advanceTimersByTime(20);
    expect(presses).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it('never lets the browser send a form itself; sends it once hydrated, with what was typed', () => {
    const root = drawAndStart(
      '<form><div class="MuiFormControl-root"><input name="email" value=""></div>' +
        '<button type="submit">Sign In</button></form>',
    );
    const form = root.querySelector('form')!;
    const input = root.querySelector('input')!;
    const sent = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    const typed: string[] = [];
    input.addEventListener('input', () => typed.push(input.value));

    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The label moves aside while the field holds text (FIRST_USE_STYLE).
    expect(root.querySelector('.MuiFormControl-root')).toHaveAttribute('data-filled');
    root.querySelector('button')!.click();
    expect(sent).not.toHaveBeenCalled();
    expect(requested()).toContain(CHUNKS[0]);

    typed.length = 0;
    hydrate(root);
    // The text is reported to the app as typed, before the form is sent again.
    expect(typed).toEqual(['ada@example.com']);
    expect(sent).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('ada@example.com');
  });

  it('shows a visitor with a stored token no drawing, and requests the code once painted', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const root = drawAndStart('<p>Your LinkedIn presence</p>');
    expect(root).toBeEmptyDOMElement();
    expect(requested()).toEqual([]);
    jest.runAllTimers();
    expect(requested()).toEqual([...CHUNKS, ENTRY]);
  });

  it('leaves a field nobody typed in alone', () => {
    const root = drawAndStart('<input name="email" value="">');
    const input = root.querySelector('input')!;
    const reported = jest.fn();
    input.addEventListener('input', reported);
    hydrate(root);
    jest.runAllTimers();
    expect(reported).not.toHaveBeenCalled();
  });
});
