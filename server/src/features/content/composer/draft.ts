import type { HookStyle, Tone } from '@postpilot/common';
import type { Directive } from './custom';
import { decorate } from './emojis';
import { fitToLimit, type Block, type Paragraph, type Part } from './layout';
import type { ClosingTemplate, HookTemplate, Template, ToneBook } from './phrases';
import { Chooser } from './random';
import { sentenceShape } from './recent';
import { withList, type Section, type Structure } from './structures';
import { sentence } from './deck';
import type { VoicePlan } from './voice';
import type { Words } from './words';

/** Everything fixed for one request: what the post is about, in which voice and settings. */
export interface Brief {
  tone: Tone;
  book: ToneBook;
  words: Words;
  voice: VoicePlan;
  emojis: boolean;
  hashtags: string[];
  directives: readonly Directive[];
  /** Identifies the request without its variant, to seed the choices. */
  key: string;
  /** The shapes of the sentences of the user's latest posts, not to be said again. */
  said: ReadonlySet<string>;
  maxChars: number;
}

/** The choices that make one take: its opening, build and closing, and its variant for the rest. */
export interface Take {
  hook: HookTemplate;
  structure: Structure;
  closing: ClosingTemplate;
  variant: number;
}

const PART_OF: Record<Section, Part> = {
  hook: 'hook',
  point: 'point',
  practice: 'practice',
  lesson: 'lesson',
  detail: 'detail',
  list: 'list',
  closing: 'closing',
};

/** Sentences read the same length as the user's when a voice says how long theirs are. */
function bySentenceLength(
  templates: readonly Template[],
  w: Words,
  target: number | null,
): Template[] {
  const fitting = templates.filter((template) => !template.when || template.when(w));
  if (!target || fitting.length <= 2) return fitting;
  const average = (template: Template) => {
    const sentences = template.say(w);
    const count = sentences.join(' ').split(/\s+/).length;
    return count / Math.max(1, sentences.length);
  };
  const ranked = [...fitting].sort(
    (a, b) => Math.abs(average(a) - target) - Math.abs(average(b) - target),
  );
  return ranked.slice(0, Math.ceil(ranked.length / 2));
}

/** Whether a template says something the user's latest posts already said. */
function repeats(template: Template, w: Words, said: ReadonlySet<string>): boolean {
  return said.size > 0 && template.say(w).some((line) => said.has(sentenceShape(line)));
}

/**
 * The items of a numbered list: as many as the topic promises, of the kind it promises. The
 * practices the view and a practice paragraph quote (the first, or the first three) go last.
 */
function listItems(w: Words, fallback: number, used: number): string[] {
  const count = Math.max(2, Math.min(w.number ?? fallback, 7));
  if (w.items === 'mistakes') {
    const items = [...w.f.mistakes.map(sentence), ...w.f.signals];
    return items.slice(0, count);
  }
  const practices = [...w.f.practices.slice(used), ...w.f.practices.slice(0, used)];
  // Questions to ask: the practices that are questions to ask, first.
  const asks = w.items === 'questions' ? practices.filter((item) => /\bask\b/i.test(item)) : [];
  const rest = practices.filter((item) => !asks.includes(item));
  return [...asks, ...rest, ...w.f.signals].slice(0, count);
}

/** Writes one take of the post: its text within the limit. */
export function writeTake(brief: Brief, take: Take): string {
  const { book, words: w } = brief;
  const choose = new Chooser(brief.key, take.variant);
  // The author's role is introduced once a post ("In my role as …"), never twice.
  let roleSaid = false;
  const saysRole = (template: Template) =>
    w.work !== '' && template.say(w).join(' ').toLowerCase().includes(w.work.toLowerCase());
  const pick = (slot: string, templates: readonly Template[]): string[] => {
    const options = bySentenceLength(templates, w, brief.voice.sentenceWords);
    const fresh = options.filter((template) => !repeats(template, w, brief.said));
    const usable = fresh.length > 0 ? fresh : options;
    const unroled = roleSaid ? usable.filter((template) => !saysRole(template)) : usable;
    const pool = unroled.length > 0 ? unroled : usable;
    if (pool.length === 0) return [];
    const chosen = choose.rotate(slot, pool);
    roleSaid ||= saysRole(chosen);
    return chosen.say(w);
  };
  // A view written for this kind of topic (the claim weighed, the command argued) comes first.
  const specific = book.points.filter((template) => template.when?.(w));
  const point = () => pick('point', specific.length > 0 ? specific : book.points);
  const listed = w.number !== null || w.items !== null;
  const structure = listed ? withList(take.structure) : take.structure;
  const sections: Record<Section, () => string[]> = {
    hook: () => take.hook.say(w),
    point,
    practice: () => pick('practice', book.practices),
    lesson: () => pick('lesson', book.lessons),
    detail: () => pick('detail', book.details),
    list: () => {
      const practised = structure.some((block) => block.includes('practice'));
      const items = listItems(w, structure.length >= 6 ? 4 : 3, practised ? 3 : 1);
      const intro = pick('list-intro', book.listIntros);
      return [...intro, ...items.map((item, i) => `${i + 1}. ${item}`)];
    },
    closing: () => take.closing.say(w),
  };
  const blocks: Block[] = structure.map((block) =>
    block.map((section): Paragraph => ({
      part: PART_OF[section],
      units: sections[section](),
      joiner: section === 'hook' || section === 'list' ? '\n' : book.joiner,
    })),
  );
  // "discovery calls" is named by "every discovery call".
  const key = new RegExp(w.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/s\b/g, 's?'), 'i');
  const named = paragraphs(blocks)
    .filter((p) => p.part !== 'hook')
    .some((p) => key.test(p.units.join(' ')));
  const first = paragraphs(blocks).find((p) => p.part !== 'hook' && p.part !== 'list');
  if (!named && first) first.units.unshift(...pick('anchor', book.anchors));
  // A told result's figure is said once in the body: at the end of the view, else first in
  // the first paragraph of prose.
  const body = paragraphs(blocks).filter((p) => p.part !== 'hook');
  const quoted = body.some((p) => p.units.join(' ').includes(w.figure?.text ?? '\u0000'));
  const view = body.find((p) => p.part === 'point');
  const prose = body.find((p) => PROSE_PARTS.includes(p.part));
  if (w.told && w.figure && !quoted) {
    if (view) view.units.push(...pick('figure', book.figures));
    else prose?.units.unshift(...pick('figure', book.figures));
  }
  addCustom(blocks, brief);
  const flourishes = book.flourish?.lines.filter((line) => !line.when || line.when(w)) ?? [];
  if (book.flourish && flourishes.length > 0)
    addFlourish(blocks, choose.rotate('flourish', flourishes).say(w), book.flourish.at);
  if (brief.voice.targetWords) trimToWords(blocks, brief.voice.targetWords);
  if (brief.emojis) decorate(blocks, brief.tone, choose, brief.voice);
  return fitToLimit(blocks, brief.hashtags, brief.maxChars);
}

const PROSE_PARTS: readonly Part[] = ['point', 'practice', 'lesson', 'detail'];

function paragraphs(blocks: readonly Block[]): Paragraph[] {
  return blocks.flat();
}

/** Custom instructions: "focus on …" in the first body paragraph, calls to action by the closing, the rest in a P.S. */
function addCustom(blocks: Block[], brief: Brief): void {
  const voiced = (kinds: Directive['kind'][]): string[] =>
    brief.directives
      .filter((d) => kinds.includes(d.kind))
      .map((d) => brief.book.custom[d.kind](d.text));
  const all = paragraphs(blocks);
  const weave = voiced(['focus', 'story']);
  if (weave.length > 0) {
    const prose = all.find((p) => PROSE_PARTS.includes(p.part));
    const target = prose ?? all.find((p) => p.part === 'list' || p.part === 'closing');
    if (prose) prose.units.push(...weave);
    else target?.units.unshift(...weave);
  }
  const closing = all.find((p) => p.part === 'closing');
  closing?.units.push(...voiced(['cta']));
  const ps = voiced(['mention', 'act', 'note']);
  if (ps.length > 0) blocks.push([{ part: 'ps', units: [`P.S. ${ps.join(' ')}`], joiner: ' ' }]);
}

/** The tone's aside (after the first sentence) or joke set-up (on its own lines first). */
function addFlourish(blocks: Block[], lines: string[], at: 'start' | 'afterFirst'): void {
  const prose = paragraphs(blocks).find((p) => PROSE_PARTS.includes(p.part));
  if (!prose || lines.length === 0) return;
  if (at === 'afterFirst') prose.units.splice(1, 0, ...lines);
  else prose.units[0] = `${lines.join('\n')}\n${prose.units[0]}`;
}

const wordCount = (blocks: readonly Block[]): number =>
  paragraphs(blocks).reduce((sum, p) => sum + p.units.join(' ').split(/\s+/).length, 0);

/**
 * Shortens a post toward the voice's typical length: the last sentences of the longest practice,
 * point or detail go first, never a paragraph's first sentence, a list step or the closing.
 */
function trimToWords(blocks: Block[], target: number): void {
  const trimmable = () =>
    paragraphs(blocks)
      .filter((p) => ['practice', 'point', 'detail'].includes(p.part) && p.units.length > 1)
      .sort((a, b) => b.units.join(' ').length - a.units.join(' ').length)[0];
  while (wordCount(blocks) > target * 1.1) {
    const paragraph = trimmable();
    if (!paragraph) return;
    paragraph.units.pop();
  }
}

/** Hook families in the order a take should try them: the voice's first, the rest after. */
export function familyOrder(preferred: readonly HookStyle[]): (family: HookStyle) => number {
  return (family) => {
    const index = preferred.indexOf(family);
    return index < 0 ? preferred.length : index;
  };
}
