import { LENGTHS, TONES, type PostLength, type Tone } from '@postpilot/common';
import { POST_MAX_CHARS, type GenerationRequest } from '../generation';
import { pickAngle } from './angles';
import { readCustomPrompt } from './custom';
import { dealDeck } from './deck';
import { fieldOf } from './domain';
import { familyOrder, writeTake, type Brief, type Take } from './draft';
import { readFrame, type TopicFrame } from './frame';
import { buildHashtags } from './hashtags';
import { BOOKS, CLOSINGS, HOOKS, type ClosingTemplate, type HookTemplate } from './phrases';
import { readPersona } from './persona';
import { hashString, normaliseVariant } from './random';
import {
  closingShape,
  openingShape,
  readRecent,
  sentenceShapes,
  structureShape,
  type RecentShapes,
} from './recent';
import { structuresFor } from './structures';
import { planVoice } from './voice';
import { buildWords, type Words } from './words';

/** How many takes are tried against the user's latest posts before settling for the closest. */
const TAKES = 16;

/** The topic of the request: the user's, else an angle on their niches or their voice's themes. */
export function frameOf(request: GenerationRequest, themes: readonly string[]): TopicFrame {
  const typed = readFrame(request.topic ?? '');
  if (typed) return typed;
  const variant = normaliseVariant(request.variant);
  const angle = pickAngle(request.author.contentNiches ?? [], themes, variant);
  return readFrame(angle) ?? (readFrame('Asking for feedback on purpose') as TopicFrame);
}

function known<T extends string>(
  value: string | null | undefined,
  values: readonly T[],
  fallback: T,
): T {
  return value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the request into what every take of it shares. */
export function briefOf(request: GenerationRequest): Brief {
  const custom = readCustomPrompt(request.customPrompt ?? '');
  const tone: Tone = known(custom.tone ?? request.tone, TONES, 'professional');
  const length: PostLength = known(custom.length ?? request.length, LENGTHS, 'medium');
  const voice = planVoice(
    request.voice ?? null,
    length,
    custom.length !== null || request.length !== 'medium',
  );
  const persona = readPersona(request.author);
  const frame = frameOf(request, voice.themes);
  const domain = fieldOf(frame, [...persona.niches, request.author.jobTitle ?? '']);
  const deck = dealDeck(
    domain.bank,
    `${frame.text}|${normaliseVariant(request.variant)}`,
    request.recentPosts ?? [],
    frame.subject.key,
    frame.text,
  );
  const words = buildWords(frame, persona, domain, custom.audience ?? persona.audience, deck);
  const hashtagsOn = custom.hashtags ?? request.includeHashtags;
  return {
    tone,
    book: BOOKS[tone],
    words,
    voice,
    emojis: custom.emojis ?? request.includeEmojis,
    hashtags: hashtagsOn
      ? buildHashtags({
          frame,
          niches: persona.niches,
          count: voice.hashtags,
          favourites: voice.favouriteHashtags,
        })
      : [],
    directives: custom.directives,
    said: sentenceShapes(request.recentPosts ?? []),
    key: [frame.text, tone, voice.length, request.author.firstName, request.author.lastName].join(
      '|',
    ),
    maxChars: POST_MAX_CHARS,
  };
}

function fits(
  register: HookTemplate['register'],
  tones: readonly Tone[] | undefined,
  brief: Brief,
): boolean {
  const registerFits = register === 'any' || register === brief.book.register;
  return tones ? tones.includes(brief.tone) : registerFits;
}

/** `items` in a stable order for this request, starting at an offset of its own. */
function rotated<T>(items: readonly T[], seed: string): T[] {
  if (items.length === 0) return [];
  const offset = hashString(seed) % items.length;
  return [...items.slice(offset), ...items.slice(0, offset)];
}

/**
 * The items of one parity: variant 0, 2, 4… take the even positions, 1, 3, 5… the odd ones, so
 * a Regenerate never repeats the previous variant's choice; within them the variant walks on.
 */
function alternate<T>(items: readonly T[], variant: number, step: number): T {
  const own = items.filter((_, index) => index % 2 === variant % 2);
  const pool = own.length > 0 ? own : items;
  return pool[(Math.floor(variant / 2) + step) % pool.length];
}

function hooksFor(brief: Brief): HookTemplate[] {
  const w: Words = brief.words;
  const order = familyOrder(brief.voice.hookStyles);
  const usable = HOOKS.filter((h) => fits(h.register, h.tones, brief) && (!h.when || h.when(w)));
  const all = rotated(usable, `${brief.key}|hooks`);
  // The voice's families first; parity is taken within them, then within the rest.
  return [...all].sort((a, b) => order(a.family) - order(b.family));
}

function closingsFor(brief: Brief): ClosingTemplate[] {
  const usable = CLOSINGS.filter(
    (c) => fits(c.register, c.tones, brief) && (!c.when || c.when(brief.words)),
  );
  return rotated(usable, `${brief.key}|closings`);
}

/** The `step`-th take of a variant. */
export function takeOf(brief: Brief, variant: number, step: number): Take {
  const hooks = hooksFor(brief);
  const preferred = hooks.filter((h) => brief.voice.hookStyles.includes(h.family));
  const others = hooks.filter((h) => !brief.voice.hookStyles.includes(h.family));
  const hookPool =
    preferred.length > 0 && step < preferred.length
      ? preferred
      : others.length > 0
        ? others
        : hooks;
  const hookStep = hookPool === others && preferred.length > 0 ? step - preferred.length : step;
  return {
    hook: alternate(hookPool, variant, hookStep),
    structure: alternate(structuresFor(brief.tone, brief.voice.length), variant, step),
    closing: alternate(closingsFor(brief), variant, step),
    variant: variant + step,
  };
}

interface Scored {
  text: string;
  score: number;
}

/** How much a take repeats the user's latest posts or says what they never say. */
function conflicts(text: string, recent: RecentShapes, avoid: readonly string[]): number {
  const lower = text.toLowerCase();
  let score = 0;
  if (recent.openings.has(openingShape(text))) score += 100;
  if (avoid.some((phrase) => containsPhrase(lower, phrase))) score += 50;
  if (recent.closings.has(closingShape(text))) score += 10;
  if (recent.structures.has(structureShape(text))) score += 1;
  return score;
}

export function containsPhrase(lowerText: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(lowerText);
}

/**
 * Writes the post: the first take that neither opens, closes nor is built like the user's
 * latest posts (the build compared with the latest few), else the take that repeats least.
 */
export function composeFrom(brief: Brief, request: GenerationRequest): string {
  const variant = normaliseVariant(request.variant);
  const recent = readRecent(request.recentPosts ?? []);
  let best: Scored | null = null;
  for (let step = 0; step < TAKES; step++) {
    const text = writeTake(brief, takeOf(brief, variant, step));
    const score = conflicts(text, recent, brief.voice.avoid);
    if (score === 0) return text;
    if (!best || score < best.score) best = { text, score };
  }
  return (best as Scored).text;
}
