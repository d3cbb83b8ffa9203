import type { RewriteAction } from '@postpilot/common';
import { POST_MAX_CHARS, type GenerationRequest } from '../../generation';
import { cutText } from '../layout';
import { fixGrammar } from './grammar';
import { makePersonal } from './personal';
import { punchUp } from './punchier';
import { shorten } from './shorter';

/** `post` rewritten as `action` asks, on any text: the composer's posts or the user's own. */
export function rewritePost(
  request: GenerationRequest,
  post: string,
  action: RewriteAction,
): string {
  const text = post.replace(/\r\n?/g, '\n').trim();
  if (!text) return text;
  const rewritten =
    action === 'shorter'
      ? shorten(text)
      : action === 'punchier'
        ? punchUp(text)
        : action === 'personal'
          ? makePersonal(text, request.author)
          : fixGrammar(text);
  return rewritten.length <= POST_MAX_CHARS ? rewritten : cutText(rewritten, POST_MAX_CHARS);
}
