import type { PostLength, VoiceProfile } from '@postpilot/common';
import { POST_MAX_CHARS, type GenerationRequest } from '../generation';
import { hasAny, pick, type ConnectiveKind, type PickContext } from './connectives';
import { decorate, type Part } from './decorate';
import { readMaterial, type Material } from './material';
import { hash, variantOf } from './seed';
import { afterLeadIn, asSentence, fill, isOpen } from './sentences';
import { DEFAULT_TAGS, hashtagsFor } from './tags';

/**
 * The built-in writer: the user's topic, key points and profile, joined by connective phrases
 * from data/connectives.json into hook, body, takeaway, question and hashtags. It adds no
 * claim, advice or example of its own. Deterministic: the same request gives the same post, and
 * another variant another choice of phrases.
 */

/** 0 short, 1 medium, 2 long: the length asked, moved one step by a long or short voice. */
function levelOf(length: PostLength, voice: VoiceProfile | null): number {
  const base = length === 'short' ? 0 : length === 'long' ? 2 : 1;
  const words = voice && voice.sampleCount > 0 ? voice.words : null;
  const shift = words === null ? 0 : words < 100 ? -1 : words > 220 ? 1 : 0;
  return Math.max(0, Math.min(2, base + shift));
}

/** A point that reads as what the user learned or concluded, fit to close the post. */
const LESSON =
  /\b(?:learn(?:ed|t)?|lessons?|realised|realized|taught|takeaway|matters?|better|best|worse|never|always|should|must|works?|worked|now)\b/i;
const isLesson = (point: string): boolean => LESSON.test(point);

interface Writer {
  material: Material;
  level: number;
  context: (kind: ConnectiveKind) => PickContext;
}

function hookOf({ material, context }: Writer, voice: VoiceProfile | null): string {
  const topic = material.topic;
  const asks = voice?.hookStyles[0] === 'question' && isOpen(topic);
  const kind = asks ? 'questionOpenings' : 'openings';
  // A topic that already ends a sentence ("Is X worth it?") cannot be followed by ": my notes".
  const template = pick(
    kind,
    context(kind),
    (c) => isOpen(topic) || !c.text.startsWith('{topic}:'),
  );
  return fill(template ?? '{topic}', 'topic', topic);
}

/** The body's paragraphs: the points grouped as the length allows, the first with a lead-in. */
function bodyOf({ material, level, context }: Writer, points: readonly string[]): string[] {
  if (points.length === 0) return [];
  const numbered = material.tone === 'educational' && points.length >= 2;
  // A point with a number may be led in as one, or like any other point.
  const kinds: ConnectiveKind[] =
    /\d/.test(points[0]) && !numbered ? ['numberLeadIns', 'leadIns'] : ['leadIns'];
  const leadIn = level === 0 ? null : pick(kinds, context('leadIns'));
  if (numbered) {
    const list = points.map((point, index) => `${index + 1}. ${asSentence(point)}`).join('\n');
    return [leadIn ? `${leadIn}\n${list}` : list];
  }
  const sentences = points.map((point, index) =>
    index === 0 && leadIn ? afterLeadIn(leadIn, point) : asSentence(point),
  );
  if (level === 0) return [sentences.join(' ')];
  if (level === 2) return sentences;
  const half = Math.ceil(sentences.length / 2);
  return [sentences.slice(0, half).join(' '), sentences.slice(half).join(' ')].filter(Boolean);
}

function partsOf(writer: Writer, voice: VoiceProfile | null): Part[] {
  const { material, level, context } = writer;
  const parts: Part[] = [{ role: 'hook', text: hookOf(writer, voice) }];
  const points = [...material.points];
  // The takeaway is the user's own lesson, moved to the end: never words of the writer's.
  const lesson = level >= 1 && points.length >= 2 ? points.findLastIndex(isLesson) : -1;
  const takeawayPoint = lesson >= 0 ? points.splice(lesson, 1)[0] : undefined;
  const profileTemplate =
    material.profile && (level === 2 || (level === 1 && points.length === 0))
      ? pick('profiles', context('profiles'))
      : null;
  if (profileTemplate && material.profile) {
    parts.push({ role: 'profile', text: fill(profileTemplate, 'profile', material.profile) });
  }
  for (const text of bodyOf(writer, points)) parts.push({ role: 'body', text });
  if (takeawayPoint) {
    const leadIn = pick('takeaways', context('takeaways'));
    const text = leadIn ? afterLeadIn(leadIn, takeawayPoint) : asSentence(takeawayPoint);
    parts.push({ role: 'takeaway', text });
  }
  const question = pick('questions', context('questions'));
  if (question) parts.push({ role: 'question', text: question });
  return parts;
}

/** The short post's first paragraph holds the hook and the points, as LinkedIn lines. */
function layout(parts: readonly Part[], level: number): string {
  if (level > 0 || parts.length < 3) return parts.map((part) => part.text).join('\n\n');
  const [hook, ...rest] = parts;
  const last = rest.pop() as Part;
  return [[hook, ...rest].map((part) => part.text).join('\n'), last.text].join('\n\n');
}

export function composePost(request: GenerationRequest): string {
  const material = readMaterial(request);
  const voice = request.voice ?? null;
  const variant = variantOf(request.variant);
  const recent = (request.recentPosts ?? []).slice(0, 20).map((post) => post.toLowerCase());
  const avoid = (voice?.avoid ?? []).map((phrase) => phrase.toLowerCase().trim());
  const writer: Writer = {
    material,
    level: levelOf(material.length, voice),
    context: (kind) => ({
      tone: material.tone,
      hasPoints: material.points.length > 0,
      recent,
      avoid,
      brief: voice !== null && voice.sampleCount > 0 && voice.sentenceWords < 10,
      seed: hash(`${material.topic}|${kind}`) + variant,
    }),
  };
  let parts = partsOf(writer, voice);
  if (material.emojis)
    parts = decorate(parts, material.tone, voice, hash(material.topic) + variant, recent);
  let text = layout(parts, writer.level);
  if (material.hashtags) {
    const count = voice && voice.sampleCount > 0 ? voice.hashtags : DEFAULT_TAGS;
    const tags = hashtagsFor(material.topic, material.points, material.niches, count).filter(
      (tag) => !hasAny(tag, avoid),
    );
    if (tags.length > 0) text = `${text}\n\n${tags.join(' ')}`;
  }
  return text.length <= POST_MAX_CHARS
    ? text
    : text.slice(0, POST_MAX_CHARS).replace(/\s+\S*$/, '');
}
