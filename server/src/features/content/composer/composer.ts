import {
  HOOK_SUGGESTIONS,
  LENGTHS,
  TONES,
  type Language,
  type PostLength,
  type RewriteAction,
  type Tone,
} from '@postpilot/common';
import { POST_MAX_CHARS, type ContentGenerator, type GenerationRequest } from '../generation';
import { readCustomPrompt, type Directive } from './custom';
import { EMOJIS, type EmojiSpot } from './emojis';
import { buildHashtags } from './hashtags';
import { fitToLimit, type Block, type Paragraph, type Part } from './layout';
import { readPersona, type Persona } from './persona';
import { Chooser, normaliseVariant } from './random';
import { resolveTopic, type Topic } from './topic';
import { VOICES, say, type Phrasebook, type Slots } from './voices';

/**
 * The built-in post writer, used when no AI endpoint is configured. Works offline and is
 * deterministic: the same request gives the same post, another variant another take. Its
 * phrasebooks are English: it writes English whatever the user's language (and says so).
 */
export class Composer implements ContentGenerator {
  readonly provider = 'composer';

  writes(language: Language): boolean {
    return language === 'en';
  }

  async generate(request: GenerationRequest): Promise<string> {
    return composePost(request);
  }

  /** The first lines of the next takes on the same request. */
  async hooks(request: GenerationRequest, post: string): Promise<string[]> {
    const seen = new Set([firstLine(post)]);
    const hooks: string[] = [];
    for (let step = 1; hooks.length < HOOK_SUGGESTIONS && step <= 12; step++) {
      const line = firstLine(composePost({ ...request, variant: request.variant + step }));
      if (!seen.has(line)) hooks.push(line);
      seen.add(line);
    }
    return hooks;
  }

  async rewrite(_request: GenerationRequest, post: string, action: RewriteAction): Promise<string> {
    const paragraphs = post.trim().split(/\n{2,}/);
    if (action === 'shorter' && paragraphs.length > 2) {
      return [paragraphs[0], ...paragraphs.slice(-1)].join('\n\n');
    }
    return tidy(post.replace(/\b(\w+) \1\b/gi, '$1'));
  }
}

function firstLine(post: string): string {
  return post.trim().split('\n')[0] ?? '';
}

/** Settings after the custom prompt had its say ("make it funny", "no hashtags", …). */
interface Settings {
  tone: Tone;
  length: PostLength;
  emojis: boolean;
  hashtags: boolean;
}

/** The sentences of one post, before they are laid out into blocks. */
interface Draft {
  hook: string[];
  stance: string[];
  story: string[];
  lesson: string[];
  reflection: string[];
  closing: string[];
  /** A teaching voice's intro line and numbered steps. */
  list: string[] | null;
  flourish: { at: 'start' | 'afterFirst'; line: string } | null;
  /** Custom instructions woven into the body ("focus on …", "use an example from …"). */
  weave: string[];
  /** Custom instructions said in a P.S. ("mention our podcast"). */
  ps: string | null;
}

/** Writes one LinkedIn post for the request; see `Composer`. */
export function composePost(request: GenerationRequest): string {
  const custom = readCustomPrompt(request.customPrompt ?? '');
  const settings: Settings = {
    tone: known(custom.tone ?? request.tone, TONES, 'professional'),
    length: known(custom.length ?? request.length, LENGTHS, 'medium'),
    emojis: custom.emojis ?? request.includeEmojis,
    hashtags: custom.hashtags ?? request.includeHashtags,
  };
  const variant = normaliseVariant(request.variant);
  const persona = readPersona(request.author);
  const topic = resolveTopic(request.topic ?? '', persona.niches, variant);
  const audience = custom.audience ?? persona.audience;
  const book = VOICES[settings.tone];
  const { firstName, lastName } = request.author;
  // Keyed on the topic as read, so "Remote work." and "remote work" read the same.
  const choose = new Chooser(
    [topic.question ?? topic.about, settings.tone, settings.length, firstName, lastName].join('|'),
    variant,
  );

  const draft = write(book, settings.length, topic, persona, audience, custom.directives, choose);
  const blocks = arrange(book, settings.length, draft, choose);
  if (settings.emojis) decorate(blocks, settings.tone, choose);
  const hashtags = settings.hashtags ? buildHashtags(topic.words, persona.niches) : [];
  const text = tidy(fitToLimit(blocks, hashtags, POST_MAX_CHARS));
  // A measured voice never exclaims, even when the user's own words did.
  return settings.tone === 'professional'
    ? text.replace(/!+/g, '.').replace(/\.{2}(?!\.)/g, '.')
    : text;
}

function known<T extends string>(value: string, values: readonly T[], fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Picks one alternative per slot and fills in the topic, the author and the custom prompt. */
function write(
  book: Phrasebook,
  length: PostLength,
  topic: Topic,
  persona: Persona,
  audience: string | null,
  directives: readonly Directive[],
  choose: Chooser,
): Draft {
  const slots: Slots = { about: topic.about, work: persona.work };
  const phrase = (slot: string, options: Phrasebook['hooks']): string[] =>
    say(choose.rotate(slot, options), slots);
  const full = length !== 'short';

  const hook = phrase('hook', book.hooks);
  if (topic.question) hook.unshift(topic.question);

  const story = phrase('story', book.stories);
  if (full && persona.fact) story.unshift(`For context: ${persona.fact}`);
  if (full && persona.span) story.push(choose.pick(book.experience)(persona.span));

  const lesson = phrase('lesson', book.lessons);
  if (length === 'long' && audience) lesson.push(choose.pick(book.audienceNotes)(audience));

  const reflection = phrase('reflection', book.reflections);
  if (persona.goal) reflection.push(choose.pick(book.goals)(persona.goal));

  const closing =
    audience && length !== 'long'
      ? choose.rotate('closing', book.audienceClosings)(audience)
      : phrase('closing', book.closings);
  const voiced = (kinds: Directive['kind'][]): string[] =>
    directives.filter((d) => kinds.includes(d.kind)).map((d) => book.custom[d.kind](d.text));
  closing.push(...voiced(['cta']));
  const ps = voiced(['mention', 'act', 'note']);

  let list: string[] | null = null;
  if (book.framework) {
    const count = length === 'short' ? 3 : length === 'medium' ? choose.pick([3, 4]) : 5;
    const steps = choose.subset(book.framework.steps, count);
    list = [
      // A long post has its own example paragraph, so its intro need not name the work again.
      ...phrase('intro', length === 'long' ? book.framework.plainIntros : book.framework.intros),
      ...steps.map((step, index) => `${index + 1}. ${step.title}: ${step.detail}`),
    ];
  }

  return {
    hook,
    stance: phrase('stance', book.stances),
    story,
    lesson,
    reflection,
    closing,
    list,
    flourish: book.flourish
      ? { at: book.flourish.at, line: choose.rotate('flourish', book.flourish.lines) }
      : null,
    weave: voiced(['focus', 'story']),
    ps: ps.length > 0 ? `P.S. ${ps.join(' ')}` : null,
  };
}

/**
 * Lays the draft out in blocks for the length:
 * - short: 2 blocks (hook with the point or the steps; the example or takeaway with the close)
 * - medium: 4 blocks (hook, two body paragraphs or one and a P.S., closing)
 * - long: 6 to 8 blocks (hook, point, example, lesson, reflection, closing, P.S.)
 * The variant varies the shape of medium and long posts.
 */
function arrange(book: Phrasebook, length: PostLength, d: Draft, choose: Chooser): Block[] {
  const para = (part: Part, units: string[], joiner: ' ' | '\n' = book.joiner): Paragraph => ({
    part,
    units: [...units],
    joiner,
  });
  const hook = para('hook', d.hook, '\n');
  const closing = para('closing', d.closing);
  const ps = d.ps ? [para('ps', [d.ps], ' ')] : [];
  const list = d.list ? para('list', d.list, '\n') : null;
  let blocks: Block[];

  if (length === 'short') {
    const opening = list ?? para('stance', d.stance.slice(0, 2));
    const body = list ? para('lesson', d.lesson) : para('story', d.story);
    blocks = [
      [hook, opening],
      [body, closing, ...ps],
    ];
  } else if (length === 'medium') {
    const shape = choose.rotate('medium', ['point-example', 'example-lesson'] as const);
    const middle: Paragraph[] = list
      ? ps.length > 0
        ? [list]
        : shape === 'point-example'
          ? [para('stance', d.stance), list]
          : [list, para('lesson', d.lesson)]
      : ps.length > 0
        ? [para('story', d.story)]
        : shape === 'point-example'
          ? [para('stance', d.stance), para('story', d.story)]
          : [para('story', d.story), para('lesson', d.lesson)];
    blocks = [[hook], ...middle.map((p) => [p]), [closing], ...(ps.length > 0 ? [ps] : [])];
  } else {
    const opening = choose.rotate('long', [
      [para('stance', d.stance), para('story', d.story)],
      [para('story', d.story), para('stance', d.stance)],
    ]);
    const middle = list
      ? [para('stance', d.stance), para('story', d.story), list, para('lesson', d.lesson)]
      : [...opening, para('lesson', d.lesson)];
    blocks = [[hook], ...middle.map((p) => [p]), [para('reflection', d.reflection)], [closing]];
    if (ps.length > 0) blocks.push(ps);
  }

  weaveIn(blocks, d.weave);
  if (d.flourish) addFlourish(blocks, d.flourish);
  return blocks;
}

const PROSE: readonly Part[] = ['stance', 'story', 'lesson', 'reflection'];

function paragraphs(blocks: readonly Block[]): Paragraph[] {
  return blocks.flat();
}

/** Custom sentences go at the end of the first body paragraph (or before the steps). */
function weaveIn(blocks: Block[], sentences: readonly string[]): void {
  if (sentences.length === 0) return;
  const all = paragraphs(blocks);
  const prose = all.find((p) => PROSE.includes(p.part));
  if (prose) {
    prose.units.push(...sentences);
    return;
  }
  const target = all.find((p) => p.part === 'list') ?? all.find((p) => p.part === 'closing');
  target?.units.unshift(...sentences);
}

/** The voice's signature line (aside or joke device), in the first body paragraph. */
function addFlourish(blocks: Block[], flourish: NonNullable<Draft['flourish']>): void {
  const prose = paragraphs(blocks).find((p) => PROSE.includes(p.part));
  if (!prose) return;
  if (flourish.at === 'afterFirst') prose.units.splice(1, 0, flourish.line);
  // A joke device is a set-up of its own: it gets its own line(s) above the paragraph.
  else prose.units[0] = `${flourish.line}\n${prose.units[0]}`;
}

/**
 * Places 2 to 4 emojis: after the hook's first line, before the first body paragraph, after
 * a list's intro and at the end of the closing. Never the same one twice.
 */
function decorate(blocks: Block[], tone: Tone, choose: Chooser): void {
  const used = new Set<string>();
  const emoji = (spot: EmojiSpot): string => {
    const options = EMOJIS[tone][spot].filter((e) => !used.has(e));
    const picked = choose.rotate(`emoji-${spot}`, options);
    used.add(picked);
    return picked;
  };
  const all = paragraphs(blocks);
  const find = (...parts: Part[]): Paragraph | undefined =>
    parts.map((part) => all.find((p) => p.part === part)).find(Boolean);

  const hook = find('hook');
  if (hook) hook.units[0] = `${hook.units[0]} ${emoji('hook')}`;
  const body = find('lesson', 'story', 'stance');
  if (body) body.units[0] = `${emoji('body')} ${body.units[0]}`;
  const list = find('list');
  if (list) list.units[0] = `${list.units[0]} ${emoji('list')}`;
  const closing = find('closing');
  if (closing) {
    const last = closing.units.length - 1;
    closing.units[last] = `${closing.units[last]} ${emoji('closing')}`;
  }
}

/** Single spaces, and no doubled full stop where a user's text met the phrase's own. */
function tidy(text: string): string {
  return text.replace(/[ \t]{2,}/g, ' ').replace(/([.!?])\.(?!\.)/g, '$1');
}
