/**
 * What the carousel maker's drafting thread does (index.ts): slides drafted from a post, by
 * natural-language parsing (its parser loaded at the first call, half a second).
 */

export async function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  const { draftSlides: draft } = await import('./draft');
  return draft(content);
}

let warm = false;

/**
 * A fresh thread's first draft loads the parser and compiles the drafting code: drafts one of its
 * own and throws it away; a warm thread does nothing.
 */
export async function warmUp(_: null): Promise<void> {
  if (warm) return;
  warm = true;
  await draftSlides(
    'Three habits made our releases calm. Ship small: every change fits in one review, so ' +
      'every review is read. Test on a real database, because a stand-in hides what breaks. ' +
      'Measure speed beside a floor. Which of these does your team do?',
  );
}
