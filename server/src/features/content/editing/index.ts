import type { RewriteAction } from '@postpilot/common';
import {
  GenerationError,
  POST_MAX_CHARS,
  type GenerationRequest,
  type Rewrite,
} from '../generation';
import { grammarChecker, type GrammarChecker } from './checker';
import { fixGrammar } from './grammar';
import { suggestHooks } from './hooks';
import { makePersonal } from './personal';
import { punchUp } from './punchier';
import { shorten } from './shorter';

/** Shown when the corrected post would pass LinkedIn's limit. */
export const TOO_LONG_WHEN_FIXED =
  'Corrected, the post would pass 3,000 characters. Shorten it first, then fix its grammar.';

/**
 * The editing tools of the built-in writer, offline: Fix grammar (harper.js), Shorter and
 * Punchier by named rules, More personal from the user's own detail, and first lines drawn from
 * the post. Each rewrite lists its changes for the user to review.
 */
export async function editPost(
  request: GenerationRequest,
  post: string,
  action: RewriteAction,
  detail: string,
  checker: GrammarChecker = grammarChecker,
): Promise<Rewrite> {
  const text = post.replace(/\r\n?/g, '\n').trim();
  if (!text) return { content: text, changes: [], question: null };
  if (action === 'personal') return makePersonal(text, request.author, detail);
  const edited =
    action === 'shorter'
      ? await shorten(text, checker)
      : action === 'punchier'
        ? await punchUp(text, checker)
        : await fixGrammar(text, checker);
  // Only a correction can lengthen a post ("a" → "an"), and only a full one past the limit.
  if (edited.content.length > POST_MAX_CHARS) {
    throw new GenerationError('refused', TOO_LONG_WHEN_FIXED, false);
  }
  return { ...edited, question: null };
}

/** First lines drawn from `post`'s own sentences; see `suggestHooks`. */
export function hooksFrom(
  post: string,
  checker: GrammarChecker = grammarChecker,
): Promise<string[]> {
  return suggestHooks(post.replace(/\r\n?/g, '\n').trim(), checker);
}

export { grammarChecker } from './checker';
export type { GrammarChecker } from './checker';
