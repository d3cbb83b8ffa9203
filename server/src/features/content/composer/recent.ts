/**
 * How a post opens, is built and closes, read from its text alone, so the composer can tell a
 * new take from the user's latest posts (theirs or its own) and not repeat them.
 */

/** Words a template is made of; every other word (topic words, names, numbers) is masked. */
const FRAME_WORDS = new Set(
  (
    'a an the and or but so if then than as at by for from in into of on onto to with without about ' +
    'over under after before since until while because though although when where why how what which ' +
    'who whom whose whether i me my mine we us our ours you your yours they them their he she it its ' +
    'this that these those there here is are was were be been being am do does did done have has had ' +
    'can could should would will shall may might must not no yes never always ever every each all any ' +
    'some most more many much few less least one two three four five first last next again still just ' +
    "only even also very really quite too let's let here's what's it's i'm i've i'd i'll don't didn't " +
    "doesn't isn't wasn't aren't can't couldn't won't wouldn't shouldn't you're we're they're that's " +
    'who’s nobody everyone everybody someone something nothing anything everything'
  ).split(' '),
);

const OPENING_WORDS = 5;

function words(line: string): string[] {
  return (
    line
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[\p{L}\p{N}'%$€£-]+/gu) ?? []
  );
}

/** The first words of a line with everything but template words masked: "most _ about _ skips the". */
export function lineShape(line: string, count = OPENING_WORDS): string {
  const shaped: string[] = [];
  for (const word of words(line)) {
    const token = FRAME_WORDS.has(word) ? word : '_';
    if (token === '_' && shaped.at(-1) === '_') continue;
    shaped.push(token);
    if (shaped.length >= count) break;
  }
  return shaped.join(' ');
}

const HASHTAG_LINE = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;

function lines(post: string): string[] {
  return post
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !HASHTAG_LINE.test(line) && !/^P\.S\./.test(line));
}

/** The shape of a post's first line. */
export function openingShape(post: string): string {
  return lineShape(lines(post)[0] ?? '');
}

/** The shape of a post's last line before its hashtags and P.S. */
export function closingShape(post: string): string {
  return lineShape(lines(post).at(-1) ?? '', 6);
}

/**
 * A post's build: each blank-line block as a letter — q a question, l a numbered list, s a
 * line or two, p prose — e.g. "s-p-p-q".
 */
export function structureShape(post: string): string {
  return post
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0 && !HASHTAG_LINE.test(block) && !block.startsWith('P.S.'))
    .map((block) => {
      if (/^\s*1[.)] /m.test(block)) return 'l';
      if (/\?\s*\S{0,3}$/u.test(block)) return 'q';
      return block.length <= 140 ? 's' : 'p';
    })
    .join('-');
}

/** What a candidate must not share with the user's latest posts. */
export interface RecentShapes {
  openings: Set<string>;
  closings: Set<string>;
  /** The builds of the latest few posts only: there are only a handful of builds per length. */
  structures: Set<string>;
}

/** How many of the latest posts a new post's build must differ from. */
export const STRUCTURE_MEMORY = 3;

export function readRecent(posts: readonly string[]): RecentShapes {
  const recent = posts
    .filter((post) => typeof post === 'string' && post.trim().length > 0)
    .slice(0, 20);
  return {
    openings: new Set(recent.map(openingShape).filter(Boolean)),
    closings: new Set(recent.map(closingShape).filter(Boolean)),
    structures: new Set(recent.slice(0, STRUCTURE_MEMORY).map(structureShape)),
  };
}

/** A sentence with its topic words masked, to tell whether a post already said it. */
export function sentenceShape(sentence: string): string {
  return lineShape(sentence.replace(/^\d+\.\s+/, ''), 200);
}

/** The shapes of every sentence of the given posts, but the hashtags. */
export function sentenceShapes(posts: readonly string[]): Set<string> {
  const shapes = posts
    .slice(0, 20)
    .flatMap((post) => lines(post))
    .flatMap((line) => line.match(/[^.!?]+[.!?]*/g) ?? [])
    .map(sentenceShape)
    .filter((shape) => shape.split(' ').length >= 4);
  return new Set(shapes);
}
