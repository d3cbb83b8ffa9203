import { HOOK_SUGGESTIONS, HOOK_STYLES, TONES, type HookStyle, type Tone } from '@postpilot/common';
import type { GenerationRequest } from '../../generation';
import { dealDeck } from '../deck';
import { fieldOf } from '../domain';
import { finish } from '../finish';
import { readFrame, type TopicFrame } from '../frame';
import { readPersona } from '../persona';
import { BOOKS, HOOKS, type HookTemplate } from '../phrases';
import { hashString, normaliseVariant } from '../random';
import { lineShape } from '../recent';
import { buildWords } from '../words';
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
  const lead = (lines[0] ?? '').split(/\s+/).length <= 12 ? readFrame(lines[0] ?? '') : null;
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
 * `HOOK_SUGGESTIONS` first lines for a post, each from a different hook family (the voice's
 * first), each about the post's subject and different from its current first line.
 */
export function suggestHooks(request: GenerationRequest, post: string): string[] {
  const frame = frameOfPost(post);
  if (!frame) return [];
  const tone: Tone = (TONES as readonly string[]).includes(request.tone)
    ? request.tone
    : 'professional';
  const book = BOOKS[tone];
  const persona = readPersona(request.author);
  const domain = fieldOf(frame, persona.niches);
  const deck = dealDeck(domain.bank, post, []);
  const words = buildWords(frame, persona, domain, persona.audience, deck);
  const current = lineShape(splitPost(post).blocks[0]?.[0] ?? '');
  const preferred = request.voice?.hookStyles ?? [];
  const families: HookStyle[] = [...new Set([...preferred, ...HOOK_STYLES])];
  const seed = hashString(`${post}|${normaliseVariant(request.variant)}`);
  const fits = (hook: HookTemplate) =>
    (hook.tones
      ? hook.tones.includes(tone)
      : hook.register === 'any' || hook.register === book.register) &&
    (!hook.when || hook.when(words));
  const suggestions: string[] = [];
  const shapes = new Set([current]);
  for (const family of families) {
    if (suggestions.length >= HOOK_SUGGESTIONS) break;
    const options = HOOKS.filter((hook) => hook.family === family && fits(hook));
    for (let i = 0; i < options.length; i++) {
      const hook = options[(seed + i) % options.length];
      const line = finish(hook.say(words).join(' '), tone, []);
      const shape = lineShape(line);
      if (!shapes.has(shape)) {
        shapes.add(shape);
        suggestions.push(line);
        break;
      }
    }
  }
  return suggestions;
}
