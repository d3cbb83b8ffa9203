import { HOOK_SUGGESTIONS, LANGUAGE_NAMES, type RewriteAction } from '@postpilot/common';
import { languageOf, POST_MAX_CHARS, type GenerationRequest } from '../generation';
import { aboutAuthor, SYSTEM_PROMPT, TONE_DESCRIPTIONS, type ChatMessage } from './prompt';

/** What each rewrite asks of the model, in one instruction. */
export const REWRITE_INSTRUCTIONS: Record<RewriteAction, string> = {
  shorter:
    'Make it about 40% shorter: keep the first line, the main point and the ending; drop repetition, asides and filler.',
  punchier:
    'Make it punchier: shorter sentences, strong verbs, no hedging ("I think", "maybe", "very", "really"), one idea a line; keep its length roughly the same.',
  personal:
    'Make it more personal: tell it in the first person from my own experience, with one concrete moment or detail from my work as I described it; do not invent employers, titles or figures.',
  grammar:
    'Fix spelling, grammar and punctuation only. Change nothing else: keep every word that is correct, the line breaks, emojis and hashtags.',
};

const LIMIT = POST_MAX_CHARS.toLocaleString('en-US');

/** The chat messages asking for alternative first lines of `post`. */
export function buildHookMessages(request: GenerationRequest, post: string): ChatMessage[] {
  const language = LANGUAGE_NAMES[languageOf(request.language)];
  const user = [
    `## About me\n${aboutAuthor(request.author)}`,
    `## My post\n<<<POST\n${post.trim()}\nPOST>>>`,
    [
      '## What I need',
      `Write ${HOOK_SUGGESTIONS} alternative first lines (hooks) for this post, in ${language}, ` +
        `in a ${request.tone} tone (${TONE_DESCRIPTIONS[request.tone]}).`,
      '- Each must make a reader stop scrolling and still be true to the post.',
      '- Each takes a different approach (for example a question, a number, a short story, a bold claim).',
      '- None repeats the current first line.',
      '- At most 150 characters each, no hashtags.',
      `- Return exactly ${HOOK_SUGGESTIONS} lines, one hook a line, without numbering, bullets or quotes.`,
    ].join('\n'),
  ];
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user.join('\n\n') },
  ];
}

/** The chat messages asking for `post` rewritten as `action` says. */
export function buildRewriteMessages(
  request: GenerationRequest,
  post: string,
  action: RewriteAction,
  detail = '',
): ChatMessage[] {
  const language = LANGUAGE_NAMES[languageOf(request.language)];
  const user = [
    `## About me\n${aboutAuthor(request.author)}`,
    `## My post\n<<<POST\n${post.trim()}\nPOST>>>`,
    ...(action === 'personal' && detail.trim()
      ? [`## A detail of my own to weave in\n${detail.trim()}`]
      : []),
    [
      '## What I need',
      `Rewrite the post. ${REWRITE_INSTRUCTIONS[action]}`,
      `- Keep it in the language it is written in (usually ${language}).`,
      `- At most ${LIMIT} characters in total.`,
      '- Return only the rewritten post: no preamble, no quotes around it, no notes after it.',
    ].join('\n'),
  ];
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user.join('\n\n') },
  ];
}
