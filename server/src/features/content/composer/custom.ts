import type { PostLength, Tone } from '@postpilot/common';
import { clip, sanitize, toMidSentence, trimEdges } from './text';

/**
 * What one instruction asks the post to say, in the author's own words:
 * - mention: "mention our new podcast" → a P.S. that mentions it
 * - act: "thank my mentor Sarah" → a P.S.: "I want to thank my mentor Sarah."
 * - note: "we are hiring" (a statement) → a P.S. that says it
 * - focus: "focus on onboarding costs" → a sentence in the body on that angle
 * - story: "use an example from my first job" → a sentence in the body recalling it
 * - cta: "ask people to sign up for the newsletter" → a call to action by the closing question
 */
export type DirectiveKind = 'mention' | 'act' | 'note' | 'focus' | 'story' | 'cta';

export interface Directive {
  kind: DirectiveKind;
  /** The instruction's content, ready to follow the phrasebook's lead-in. */
  text: string;
}

/** The user's extra instructions, read into what the composer can honour. */
export interface CustomInstructions {
  directives: Directive[];
  /** "write for startup founders" → "startup founders". */
  audience: string | null;
  /** "make it funny" → humorous; null when the prompt says nothing about tone. */
  tone: Tone | null;
  /** "keep it short" → short. */
  length: PostLength | null;
  /** "no emojis" → false, "add some emojis" → true. */
  emojis: boolean | null;
  /** "no hashtags" → false, "add hashtags" → true. */
  hashtags: boolean | null;
}

/** The most instructions of one prompt the post acts on, and how long each may be. */
export const MAX_DIRECTIVES = 3;
export const DIRECTIVE_MAX_CHARS = 140;

const AUDIENCE_WORDS =
  'people|readers|everyone|everybody|followers|my network|them|the audience|viewers|the reader|my followers|connections|my connections|folks';

const POLITE =
  /^(?:please|pls|kindly|also|and|then|oh and|make sure (?:to|you)|be sure to|don't forget to|do not forget to|remember to|can you|could you|would you|i want you to|i'd like you to|i would like you to|try to)\s+/i;

const NEGATIVE = /^(?:don't|do not|never|avoid|no need to|without)\b/i;

const FLAGS: { pattern: RegExp; key: 'emojis' | 'hashtags'; value: boolean }[] = [
  {
    pattern:
      /\b(?:no|without|skip|avoid|don't use|do not use|drop|remove|zero)\s+(?:any\s+|the\s+)?emojis?\b/i,
    key: 'emojis',
    value: false,
  },
  {
    pattern:
      /\b(?:no|without|skip|avoid|don't use|do not use|drop|remove|zero)\s+(?:any\s+|the\s+)?hashtags?\b/i,
    key: 'hashtags',
    value: false,
  },
  {
    pattern:
      /\b(?:add|use|include|with|more|some)\s+(?:some\s+|a few\s+|a couple of\s+)?emojis?\b/i,
    key: 'emojis',
    value: true,
  },
  {
    pattern:
      /\b(?:add|use|include|with|more|some)\s+(?:some\s+|a few\s+|a couple of\s+)?hashtags?\b/i,
    key: 'hashtags',
    value: true,
  },
];

const TONE_WORDS: [Tone, RegExp][] = [
  [
    'humorous',
    /\b(?:funny|funnier|humou?r|humou?rous|witty|playful|light-?hearted|jokes?|joking)\b/i,
  ],
  ['professional', /\b(?:formal|professional|serious|corporate|polished)\b/i],
  ['casual', /\b(?:casual|friendly|conversational|relaxed|informal|chatty|laid-back)\b/i],
  [
    'inspirational',
    /\b(?:inspir\w*|motivat\w*|uplifting|upbeat|positive|optimistic|empowering)\b/i,
  ],
  [
    'educational',
    /\b(?:educational|practical|actionable|how-to|step-by-step|steps|tips|instructive|informative|teach\w*)\b/i,
  ],
];

const LENGTH_WORDS: [PostLength, RegExp][] = [
  ['short', /\b(?:short|shorter|brief|concise|punchy|tight|quick)\b/i],
  ['long', /\b(?:long|longer|detailed|in-depth|thorough|comprehensive|deep dive)\b/i],
  ['medium', /\bmedium\b/i],
];

/** Openings that make a sentence read as a request about the post's style. */
const STYLE_REQUEST =
  /^(?:make|keep|write|sound|be|use|go|more|less|slightly|a bit|in an?|it should|should|tone|style|voice|length)\b|\b(?:tone|voice|style|length)\b/i;

/**
 * Requests for an ingredient every post already has (a question, a story, an example, a
 * personal touch), or one the composer must not invent (statistics, quotes): nothing to add.
 * Jokes and lists are honoured through the tone.
 */
const INGREDIENT =
  /^(?:add|include|use|with|have)\s+(?:a |an |some |more |one )?(?:(jokes?|humou?r)|(bullet points?|bullets|lists?|steps|tips)|personal touch|personality|questions?(?: at the end)?|stor(?:y|ies)|storytelling|examples?|anecdotes?|statistics?|stats|data|numbers|facts?|quotes?|a hook|hook)\b/i;

/** Verbs an instruction may start with that the author can say as "I want to …". */
const ACT_VERBS = new Set(
  (
    'thank announce celebrate congratulate welcome recommend invite acknowledge credit introduce ' +
    'share tell ask encourage reflect compare admit confess apologize apologise reveal suggest ' +
    'challenge offer outline summarize summarise argue explain praise honor honour recognize ' +
    'recognise support wish remember salute launch'
  ).split(' '),
);

/** Words that start a new instruction after "and": "mention the podcast and ask people to …". */
const INSTRUCTION_START =
  'mention|plug|promote|reference|highlight|include|add|focus|emphasi[sz]e|talk|discuss|explain|ask|invite|encourage|remind|thank|announce|share|tell|use|end|finish|close|keep|make|target|write';

/** Reads the custom prompt. Anything it cannot place becomes a P.S. in the author's voice. */
export function readCustomPrompt(raw: string): CustomInstructions {
  const result: CustomInstructions = {
    directives: [],
    audience: null,
    tone: null,
    length: null,
    emojis: null,
    hashtags: null,
  };
  for (const segment of splitInstructions(raw)) {
    readInstruction(segment, result);
  }
  const seen = new Set<string>();
  result.directives = result.directives
    .filter(({ kind, text }) => {
      const key = `${kind}:${text.toLowerCase()}`;
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, MAX_DIRECTIVES);
  return result;
}

function splitInstructions(raw: string): string[] {
  const nextInstruction = new RegExp(
    `,?\\s+(?:and|then|also|plus)\\s+(?=(?:${INSTRUCTION_START})\\b)`,
    'i',
  );
  return (raw ?? '')
    .split(/\n+|(?<=[.!?;])\s+/)
    .flatMap((line) => sanitize(line).split(nextInstruction))
    .map((part) => trimEdges(part))
    .filter((part) => /\p{L}/u.test(part));
}

function readInstruction(segment: string, result: CustomInstructions): void {
  let text = segment;
  while (POLITE.test(text)) text = text.replace(POLITE, '');

  const flags = FLAGS.filter(({ pattern }) => pattern.test(text));
  for (const { key, value } of flags) result[key] ??= value;
  if (flags.length > 0) return;
  if (NEGATIVE.test(text)) return; // "don't mention competitors": saying nothing honours it.

  const audience =
    /^(?:target(?:ing)?|aim (?:it |this |the post )?at|write (?:it |this |the post )?for|written for|speak to|for|(?:the )?audience(?: is|:)?)\s+(.+)$/i.exec(
      text,
    );
  if (audience) {
    result.audience = toMidSentence(piece(audience[1]));
    return;
  }

  const ingredient = INGREDIENT.exec(text);
  if (ingredient && !/\b(?:about|from|of|on|when|to)\b/i.test(text)) {
    if (ingredient[1]) result.tone = 'humorous';
    if (ingredient[2]) result.tone = 'educational';
    return;
  }

  const directive = readDirective(text);
  if (directive) {
    // A call to action speaks to readers ("share your thoughts"); the rest is the author's voice.
    const voiced =
      directive.kind === 'cta' ? toReader(directive.text) : firstPerson(directive.text);
    result.directives.push({ kind: directive.kind, text: voiced });
    return;
  }

  if (STYLE_REQUEST.test(text) || text.split(' ').length <= 3) {
    const tone = TONE_WORDS.find(([, pattern]) => pattern.test(text));
    const length = LENGTH_WORDS.find(([, pattern]) => pattern.test(text));
    if (tone) result.tone = tone[0];
    if (length) result.length = length[0];
    // A style request the composer has no word for ("make it pop") is left alone rather than
    // written into the post as a sentence.
    if (tone || length || /^(?:make|keep|sound|be|go)\b/i.test(text)) return;
  }

  const verb = text.split(' ')[0].toLowerCase();
  const voiced = piece(firstPerson(text));
  if (ACT_VERBS.has(verb)) result.directives.push({ kind: 'act', text: lowerFirst(voiced) });
  else result.directives.push({ kind: 'note', text: voiced });
}

/** The directives phrased as a request to the writer. Null when the text is none of them. */
function readDirective(text: string): Directive | null {
  const story =
    /^(?:use|include|add|share|tell|give)\s+(?:a |an |my |one )?(?:personal |short |real |quick |concrete )?(?:story|anecdote|example|experience)\s+(about|from|of|on|when|where)\s+(.+)$/i.exec(
      text,
    );
  if (story) {
    // "a story about when I got fired" → "the time I got fired".
    const moment = /^(?:when|where)$/i.test(story[1])
      ? story[2]
      : /^(?:when|where) (.+)$/i.exec(story[2])?.[1];
    return { kind: 'story', text: piece(moment ? `the time ${moment}` : story[2]) };
  }

  const cta =
    /^(?:(?:end|finish|close) with|add|include)\s+(?:a |an )?(?:call to action|call-to-action|cta)\b\s*(?:to|for|:|asking (?:people |readers )?to|that asks (?:people |readers )?to)?\s*(.*)$/i.exec(
      text,
    ) ??
    new RegExp(
      `^(?:ask|invite|encourage|tell|get|urge|remind)\\s+(?:${AUDIENCE_WORDS})\\s+to\\s+(.+)$`,
      'i',
    ).exec(text);
  if (cta) {
    const action = piece(cta[1]);
    return { kind: 'cta', text: action || 'share it with someone who would find it useful' };
  }

  const said = new RegExp(
    `^(?:say|state|note|mention|add|point out|announce|share|remind (?:${AUDIENCE_WORDS})|tell (?:${AUDIENCE_WORDS}))\\s+that\\s+(.+)$`,
    'i',
  ).exec(text);
  if (said) return { kind: 'note', text: piece(said[1]) };

  const focus =
    /^(?:focus on|emphasi[sz]e|stress|talk about|discuss|write about|cover|explain|describe|dig into|zoom in on|concentrate on|cent(?:er|re) on|(?:make|keep) (?:it|this|the post) about|it should be about|be about|about)\s+(.+)$/i.exec(
      text,
    );
  if (focus) return { kind: 'focus', text: piece(focus[1]) };

  const mention =
    /^(?:mention|plug|promote|reference|cite|shout out|give a shout-?out to|highlight|feature|include|add|link to)\s+(.+)$/i.exec(
      text,
    );
  if (mention) return { kind: 'mention', text: piece(mention[1]) };
  return null;
}

/** An instruction's content, trimmed and cut to a length a post can carry. */
function piece(text: string): string {
  return trimEdges(clip(trimEdges(text), DIRECTIVE_MAX_CHARS));
}

/** Instructions address the writer as "you"; the post is the author speaking, so "your" is "my". */
function firstPerson(text: string): string {
  return text
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byour\b/gi, 'my');
}

/** "ask readers to share their story" → the post asks "share your story". */
function toReader(text: string): string {
  return text
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthey\b/gi, 'you');
}

function lowerFirst(text: string): string {
  return text.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
}
