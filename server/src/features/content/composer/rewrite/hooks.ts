import { HOOK_SUGGESTIONS, HOOK_STYLES, TONES, type HookStyle, type Tone } from '@postpilot/common';
import type { GenerationRequest } from '../../generation';
import { dealDeck, lower, type Deck } from '../deck';
import { fieldOf } from '../domain';
import { finish } from '../finish';
import { readFrame, type TopicFrame } from '../frame';
import { readPersona } from '../persona';
import { BOOKS, HOOKS, type HookTemplate } from '../phrases';
import { hook, named } from '../phrases/hook-kit';
import { p, plain } from '../phrases/kinds';
import { hashString, normaliseVariant } from '../random';
import { lineShape } from '../recent';
import { buildWords, type Words } from '../words';
import { subjectOfPost } from './subject';
import { splitPost } from './text';

const FIGURE = /(?:[$€£]\s?\d[\d,.]*\s?(?:[kKmMbB]n?)?|\d[\d,.]*\s?%)/;

/**
 * What a post is about, read from its text (the user may have written or edited it): the noun
 * phrase its body keeps coming back to, else its first line, with the first figure it quotes.
 */
export function frameOfPost(post: string): TopicFrame | null {
  const { blocks } = splitPost(post);
  const lines = blocks.flat().filter((line) => line.trim().length > 0);
  const body = lines.join(' ');
  const subject = subjectOfPost(lines);
  // A first line that asks, explains why, gives a how-to or a command about the subject keeps
  // its kind, so the suggestions come from the same hook families a topic of that kind gets.
  // Its first clause: "How I run one-on-ones, in a few lines." is about running one-on-ones.
  const first = (lines[0] ?? '').split(/[,;:]\s/)[0];
  const lead = first.split(/\s+/).length <= 12 ? readFrame(first) : null;
  const leadFits =
    lead &&
    subject &&
    ['question', 'why', 'imperative', 'clause'].includes(lead.kind) &&
    lead.about.toLowerCase().includes(subject.toLowerCase());
  const frame = (leadFits ? lead : subject && readFrame(subject)) ?? readFrame(lines[0] ?? '');
  if (!frame) return null;
  const figure = FIGURE.exec(body)?.[0].replace(/\s+/g, '') ?? null;
  return figure && !frame.figure
    ? { ...frame, figure: { text: figure, kind: figure.includes('%') ? 'percent' : 'money' } }
    : frame;
}

/**
 * Lines only suggested for a post the user already has: a practice of the subject's field, the
 * most relevant one, which a composed post quotes in its own body instead.
 */
const PRACTICE_HOOKS: readonly HookTemplate[] = [
  hook(
    'statement',
    'any',
    [plain],
    (w) => `One habit that makes ${named(w)} better: ${lower(p(w, 0))}`,
  ),
];

interface Suggestion {
  family: HookStyle;
  line: string;
  /** The point of the subject's field it quotes (a mistake, a sign, what it depends on). */
  point: string | null;
}

function forHooks(deck: Deck): Deck {
  const moved = (items: string[]) => [...items.slice(-2), ...items.slice(0, -2)];
  return {
    practices: deck.practices,
    mistakes: moved(deck.mistakes),
    signals: moved(deck.signals),
    factors: deck.factors,
    beliefs: deck.beliefs,
    questions: moved(deck.questions),
  };
}

/** The point of the deck a line quotes, if it quotes one rather than only naming the subject. */
function quotedPoint(line: string, words: Words): string | null {
  const lower = line.toLowerCase();
  const { practices, mistakes, signals, factors, questions } = words.f;
  const points = [...practices, ...mistakes, ...signals, ...factors, ...questions];
  return (
    points.find((point) => lower.includes(point.toLowerCase().replace(/[.?]$/, '').slice(0, 40))) ??
    null
  );
}

/**
 * `HOOK_SUGGESTIONS` first lines for a post, each from a different hook family (the voice's
 * first), each about the post's subject and different from its current first line. Lines that
 * quote a point of the subject's field come before lines that only name it, so the three
 * differ in kind and say something about the subject, not about any subject.
 */
export function suggestHooks(request: GenerationRequest, post: string): string[] {
  const frame = frameOfPost(post);
  if (!frame) return [];
  const tone: Tone = (TONES as readonly string[]).includes(request.tone)
    ? request.tone
    : 'professional';
  const book = BOOKS[tone];
  const persona = readPersona(request.author);
  const domain = fieldOf(frame, persona.niches, post);
  // Hooks quote the third point of a list (a composed post's body has the first two); here the
  // body is the user's, so the point most relevant to the subject moves into that place.
  const deck = forHooks(dealDeck(domain.bank, post, [], frame.subject.key, frame.text));
  const words = buildWords(frame, persona, domain, persona.audience, deck);
  const current = lineShape(splitPost(post).blocks[0]?.[0] ?? '');
  const preferred = request.voice?.hookStyles ?? [];
  const seed = hashString(`${post}|${normaliseVariant(request.variant)}`);
  const fits = (hook: HookTemplate) =>
    (hook.tones
      ? hook.tones.includes(tone)
      : hook.register === 'any' || hook.register === book.register) &&
    (!hook.when || hook.when(words));
  const shapes = new Set([current]);
  const options: Suggestion[] = [];
  for (const family of [...new Set([...preferred, ...HOOK_STYLES])]) {
    const templates = [...PRACTICE_HOOKS, ...HOOKS].filter(
      (hook) => hook.family === family && fits(hook),
    );
    templates.forEach((_, i) => {
      const line = finish(templates[(seed + i) % templates.length].say(words).join(' '), tone, []);
      options.push({ family, line, point: quotedPoint(line, words) });
    });
  }
  // One line per family: the voice's families first, then lines that name the subject and
  // quote a point, then those that name it, then those that quote a point; each point once.
  const key = words.key.toLowerCase();
  const names = (line: string) => line.toLowerCase().includes(key);
  const rank = (option: Suggestion) =>
    (preferred.includes(option.family) ? 0 : 4) +
    (option.point ? 0 : 1) +
    (names(option.line) ? 0 : 2);
  const suggestions: string[] = [];
  const families = new Set<HookStyle>();
  const points = new Set<string>();
  for (const option of [...options].sort((a, b) => rank(a) - rank(b))) {
    if (suggestions.length >= HOOK_SUGGESTIONS) break;
    const shape = lineShape(option.line);
    if (families.has(option.family) || shapes.has(shape)) continue;
    if (option.point && points.has(option.point)) continue;
    families.add(option.family);
    shapes.add(shape);
    if (option.point) points.add(option.point);
    suggestions.push(option.line);
  }
  return suggestions;
}
