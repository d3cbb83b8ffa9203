import { HOOK_SUGGESTIONS, HOOK_STYLES, TONES, type HookStyle, type Tone } from '@postpilot/common';
import type { GenerationRequest } from '../../generation';
import { dealDeck } from '../deck';
import { fieldOf } from '../domain';
import { finish } from '../finish';
import { readFrame, type TopicFrame } from '../frame';
import { mainNounPhrases } from '../nlp';
import { readPersona } from '../persona';
import { BOOKS, HOOKS, type HookTemplate } from '../phrases';
import { hashString, normaliseVariant } from '../random';
import { lineShape } from '../recent';
import { buildWords } from '../words';
import { splitPost } from './text';

const FIGURE = /(?:[$€£]\s?\d[\d,.]*\s?(?:[kKmMbB]n?)?|\d[\d,.]*\s?%)/;

/**
 * What a post is about, read from its text (the user may have written or edited it): its
 * first line when that reads as a topic, else its most frequent noun phrase, with the first
 * figure it quotes.
 */
export function frameOfPost(post: string): TopicFrame | null {
  const { blocks } = splitPost(post);
  const body = blocks.map((block) => block.join(' ')).join(' ');
  const phrases = mainNounPhrases(body).filter((phrase) => phrase.split(' ').length <= 4);
  const frame = readFrame(phrases[0] ?? '') ?? readFrame(blocks[0]?.[0] ?? '');
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
