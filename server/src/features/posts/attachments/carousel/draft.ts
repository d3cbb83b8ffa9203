import nlp from 'compromise';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_SLIDES_MAX,
  CAROUSEL_SLIDES_MIN,
  CAROUSEL_TITLE_MAX_LENGTH,
  MEDIA_MESSAGES,
} from '@postpilot/common';
import { AppError } from '../../../../kernel/errors';
import {
  asTitle,
  capitalise,
  cutAtWord,
  hashtagsOf,
  isHashtagLine,
  stripEmoji,
  tidy,
  unhashtag,
} from './text';

export interface DraftSlide {
  title: string;
  body: string;
}

/** The hook and the call to action frame the ideas. */
const IDEAS_MIN = CAROUSEL_SLIDES_MIN - 2;
const IDEAS_MAX = CAROUSEL_SLIDES_MAX - 2;
/** The cover's subtitle is short: the hook has to be read at a glance. */
const SUBTITLE_MAX_LENGTH = 180;
/** A clause shorter than this makes a poor title ("So,"). */
const CLAUSE_TITLE_MIN_LENGTH = 12;

/** "1.", "2)", "a)", "-", "•", "→", an emoji bullet, a keycap digit, "Step 3:". */
const LIST_MARKER =
  /^(?:(?:\d{1,2}|[a-z])[.)]\s+|\d\ufe0f?\u20e3\s*|[-•*–—→▶►▪◦✓✔➜➤]\s+|\p{Extended_Pictographic}\ufe0f?\s*|(?:step|tip|lesson|rule|mistake|reason)\s+\d{1,2}\s*[:.)–—-]\s*)/iu;

/** Words that make a closing line a call to action rather than an idea. */
const CALL_TO_ACTION =
  /\?\s*$|\b(?:comment|comments|follow|share|repost|let me know|thoughts|agree|dm me|save this|tell me)\b/iu;

interface Block {
  /** A list item (with the lines under it) rather than a paragraph. */
  item: boolean;
  lines: string[];
}

/** A slide's text before it is cut to the limits: its leading part and what follows. */
type Idea = string[];

/**
 * Slides drafted from a post: a hook (the first line), one idea a slide (the list items when the
 * post has a list, else its paragraphs and sentences) and a closing call to action, 5 to 10 in
 * all, every title and body within the carousel's limits and cut only between words.
 */
export function draftSlides(content: string): DraftSlide[] {
  const text = content.normalize('NFC').replace(/\r\n?/g, '\n');
  const hashtags = hashtagsOf(text);
  const blocks = blocksOf(text);
  if (blocks.length === 0) {
    throw AppError.validation([
      { field: 'content', message: MEDIA_MESSAGES.carouselNothingToDraft },
    ]);
  }

  // The hook: the first sentence of the first line.
  const [firstBlock, ...others] = blocks;
  const firstSentences = sentencesOf(firstBlock.lines.join(' '));
  const hookSentence = firstSentences[0];
  const hook = titleFrom(hookSentence);
  const afterHook = [hook.leftover, ...firstSentences.slice(1)].filter(Boolean).join(' ');

  // A closing question or call to action becomes the last slide.
  let closing: Block | null = null;
  const last = others[others.length - 1];
  if (last && !last.item && CALL_TO_ACTION.test(last.lines.join(' ')))
    closing = others.pop() ?? null;

  const items = others.filter((block) => block.item);
  let ideas: Idea[];
  let intro = afterHook;
  if (items.length >= 2) {
    const firstItem = others.findIndex((block) => block.item);
    const before = others.slice(0, firstItem).map((block) => block.lines.join(' '));
    intro = [afterHook, ...before].filter(Boolean).join(' ');
    const after = others.slice(others.findLastIndex((block) => block.item) + 1);
    ideas = others
      .slice(firstItem)
      .filter((block) => block.item)
      .map((block) => block.lines);
    // Paragraphs after the list are a takeaway worth its own slide.
    if (after.length > 0) ideas.push([after.map((block) => block.lines.join(' ')).join(' ')]);
  } else {
    intro = '';
    ideas = [afterHook, ...others.map((block) => block.lines.join(' '))]
      .filter(Boolean)
      .map((paragraph) => [paragraph]);
  }

  ideas = fitIdeaCount(ideas, hookSentence);
  const slides: DraftSlide[] = [
    {
      title: hook.title,
      body: intro
        ? cutBody(intro, SUBTITLE_MAX_LENGTH)
        : ideas.length > 0
          ? MEDIA_MESSAGES.carouselHookSubtitle(ideas.length)
          : '',
    },
    ...ideas.map(ideaSlide),
  ];
  const ending = closingSlides(closing, hashtags);
  // Short posts: a summary, then more closing slides, until there are enough.
  if (slides.length + 1 < CAROUSEL_SLIDES_MIN) {
    slides.push({
      title: MEDIA_MESSAGES.carouselSummaryTitle,
      body: cutBody(blocks.map((block) => block.lines.join(' ')).join(' ')),
    });
  }
  const needed = Math.max(1, CAROUSEL_SLIDES_MIN - slides.length);
  return [...slides, ...ending.slice(ending.length - needed)];
}

/** The post's lines, cleaned of emoji and hashtag clutter, grouped into list items and paragraphs. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    if (trimmed === '' || isHashtagLine(trimmed)) {
      current = null;
      continue;
    }
    const item = LIST_MARKER.test(trimmed);
    const line = tidy(unhashtag(stripEmoji(item ? trimmed.replace(LIST_MARKER, '') : trimmed)));
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    if (item || !current) {
      current = { item, lines: [line] };
      blocks.push(current);
    } else {
      current.lines.push(line);
    }
  }
  return blocks;
}

/** Sentences by compromise; text it finds none in is one sentence. */
function sentencesOf(text: string): string[] {
  const sentences = (nlp(text).sentences().out('array') as string[])
    .map((sentence) => tidy(sentence))
    .filter(Boolean);
  return sentences.length > 0 ? sentences : [tidy(text)];
}

function clausesOf(sentence: string): string[] {
  const clauses = (nlp(sentence).clauses().out('array') as string[])
    .map((clause) => tidy(clause))
    .filter(Boolean);
  return clauses.length > 0 ? clauses : [sentence];
}

/** A title from a sentence, and what of the sentence the title leaves out. */
function titleFrom(sentence: string): { title: string; leftover: string } {
  const label = /^([^:]{2,60}):\s+(\S.*)$/su.exec(sentence);
  if (label && label[1].split(' ').length <= 10) {
    return { title: asTitle(label[1]), leftover: capitalise(label[2]) };
  }
  if (sentence.length <= CAROUSEL_TITLE_MAX_LENGTH) {
    return { title: asTitle(sentence) || sentence, leftover: '' };
  }
  const [first, ...rest] = clausesOf(sentence);
  if (
    rest.length > 0 &&
    asTitle(first).length >= CLAUSE_TITLE_MIN_LENGTH &&
    asTitle(first).length <= CAROUSEL_TITLE_MAX_LENGTH
  ) {
    return { title: asTitle(first), leftover: capitalise(rest.join(' ')) };
  }
  // No clause fits: the title is the sentence's beginning, the body says it whole.
  return { title: cutAtWord(sentence, CAROUSEL_TITLE_MAX_LENGTH), leftover: sentence };
}

/** One idea's slide: a title from its first sentence (or clause, or label), the rest as its text. */
function ideaSlide(idea: Idea): DraftSlide {
  const [lead, ...more] = idea;
  const sentences = sentencesOf(lead);
  let { title, leftover } = titleFrom(sentences[0]);
  const body = [leftover, ...sentences.slice(1)].filter(Boolean).join(' ');
  if (!body && more.length === 0 && !leftover) {
    // A short single sentence: its clauses make a title and a text.
    const [first, ...rest] = clausesOf(sentences[0]);
    if (rest.length > 0 && asTitle(first).length >= CLAUSE_TITLE_MIN_LENGTH) {
      title = asTitle(first);
      leftover = capitalise(rest.join(' '));
      return { title, body: cutBody(leftover) };
    }
  }
  return { title, body: cutBody([body, ...more].filter(Boolean).join('\n')) };
}

/**
 * Between IDEAS_MIN and IDEAS_MAX ideas when the post allows: the shortest neighbours are
 * merged; a post with too few is split by sentences, then by clauses.
 */
function fitIdeaCount(ideas: Idea[], hookSentence: string): Idea[] {
  const fitted = ideas.map((idea) => [...idea]);
  while (fitted.length > IDEAS_MAX) {
    let best = 0;
    for (let i = 1; i < fitted.length - 1; i++) {
      if (
        lengthOf(fitted[i]) + lengthOf(fitted[i + 1]) <
        lengthOf(fitted[best]) + lengthOf(fitted[best + 1])
      ) {
        best = i;
      }
    }
    fitted.splice(best, 2, [...fitted[best], ...fitted[best + 1]]);
  }
  if (fitted.length === 0) {
    // A one-sentence post: its clauses are the ideas, when it has more than one.
    const clauses = clausesOf(hookSentence);
    if (clauses.length > 1) fitted.push(...clauses.map((clause) => [capitalise(clause)]));
  }
  while (fitted.length < IDEAS_MIN) {
    const index = splittable(fitted);
    if (index < 0) break;
    const [lead, ...more] = fitted[index];
    const sentences = sentencesOf(lead);
    const parts = sentences.length > 1 ? sentences : clausesOf(lead).map(capitalise);
    const half = Math.ceil(parts.length / 2);
    fitted.splice(
      index,
      1,
      [parts.slice(0, half).join(' ')],
      [parts.slice(half).join(' '), ...more],
    );
  }
  return fitted;
}

/** The idea with the most sentences (or clauses) to split, or -1 when none has two. */
function splittable(ideas: Idea[]): number {
  let best = -1;
  let bestParts = 1;
  ideas.forEach((idea, index) => {
    const sentences = sentencesOf(idea[0]).length;
    const parts = sentences > 1 ? sentences : clausesOf(idea[0]).length;
    if (parts > bestParts) {
      best = index;
      bestParts = parts;
    }
  });
  return best;
}

const lengthOf = (idea: Idea): number => idea.reduce((sum, part) => sum + part.length, 0);

/** The closing slides, best last: the post's own call to action, else an invitation to follow. */
function closingSlides(closing: Block | null, hashtags: string[]): DraftSlide[] {
  const follow: DraftSlide = {
    title: MEDIA_MESSAGES.carouselFollowTitle,
    body: MEDIA_MESSAGES.carouselFollowBody(topicsOf(hashtags)),
  };
  const save: DraftSlide = {
    title: MEDIA_MESSAGES.carouselSaveTitle,
    body: MEDIA_MESSAGES.carouselSaveBody,
  };
  if (closing) {
    const sentences = sentencesOf(closing.lines.join(' '));
    const question = sentences.findIndex((sentence) => sentence.endsWith('?'));
    const lead = question >= 0 ? question : 0;
    const { title, leftover } = titleFrom(sentences[lead]);
    const rest = [leftover, ...sentences.filter((_, index) => index !== lead)].filter(Boolean);
    const own = {
      title,
      body: rest.length > 0 ? cutBody(rest.join(' ')) : MEDIA_MESSAGES.carouselCommentsBody,
    };
    return [save, follow, own];
  }
  const yourTurn: DraftSlide = {
    title: MEDIA_MESSAGES.carouselYourTurnTitle,
    body: MEDIA_MESSAGES.carouselYourTurnBody,
  };
  return [save, yourTurn, follow];
}

/** "leadership, remote work and AI" from the post's first hashtags. */
function topicsOf(hashtags: string[]): string | null {
  const words = hashtags.slice(0, 3).map((tag) =>
    tag
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .split(' ')
      .map((word) => (/^\p{Lu}+$/u.test(word) && word.length > 1 ? word : word.toLocaleLowerCase()))
      .join(' '),
  );
  if (words.length === 0) return null;
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A slide's text within the limit: whole sentences when they fit, else cut between words. */
function cutBody(text: string, max = CAROUSEL_BODY_MAX_LENGTH): string {
  const clean = tidy(text, true);
  if (clean.length <= max) return clean;
  let kept = '';
  for (const sentence of sentencesOf(clean)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept.length >= max / 2 ? kept : cutAtWord(clean, max);
}
