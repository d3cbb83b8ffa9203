/**
 * What the carousel maker's drafting thread does (index.ts): slides drafted from a post, by
 * natural-language parsing (its parser loaded at the first call, a third of a second).
 */

export async function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  const { draftSlides: draft } = await import('./draft');
  return draft(content);
}
