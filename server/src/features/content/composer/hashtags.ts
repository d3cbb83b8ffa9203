import { canonicalWord } from './text';

/** The fewest and most hashtags a post carries when the user asks for them. */
export const MIN_HASHTAGS = 3;
export const MAX_HASHTAGS = 5;
/** At most this many come from the topic; the rest from the author's niches. */
const MAX_TOPIC_HASHTAGS = 3;
const MAX_HASHTAG_CHARS = 30;

/** Broad but relevant tags for when the topic and niches give fewer than three. */
const FALLBACK_HASHTAGS = ['ProfessionalGrowth', 'Leadership', 'CareerGrowth', 'LessonsLearned'];

/**
 * Words that make poor hashtags on their own: function words, and the common verbs and
 * adjectives of topic phrases ("Why most onboarding fails" → only "onboarding" is a tag).
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but nor of to in on at by for from with without into onto over under about ' +
    'as vs versus than then so if is are was were be been being am do does did done can could ' +
    'should would will shall may might must has have had having not no yes it its this that ' +
    'these those there here what why how when where who whom which whether i me my mine we us our ' +
    'you your yours they them their he she his her him one two three four five six seven eight ' +
    'nine ten first second third new old more most less least very really actually just still ' +
    'also even ever never always every each all any some many much few fewer lot lots good great best ' +
    'better bad worse worst big bigger small smaller simple simpler easy easier hard harder fast faster ' +
    'slow slower real true own same other another next last way ways thing ' +
    'things stuff lesson lessons tip tips idea ideas guide future power role art importance ' +
    'matter matters fail fails failing failed works worked make makes making made often ' +
    'get gets getting got need needs use uses using used go goes going went know knows learn ' +
    'learned learnt take takes taking took keep keeps kept build builds building built ' +
    'change changes changing changed happen happens win wins stick sticks help helps start starts ' +
    'starting stop stops say says said think thinks thought want wants like dead alive here stay ' +
    'without being really truly why nobody everyone everybody someone something nothing today ' +
    'tomorrow yesterday now year years month months week weeks day days time times saying ' +
    'keeping following doing having finding turning asking explaining protecting showing staying ' +
    'reading talking giving receiving leading managing adopting separating'
  ).split(' '),
);

const RELATIVES = new Set(['that', 'which', 'who']);
const RELATIVE_FILLERS = new Set(
  'actually really truly always never still just also often is are can will should would could do does may might must'.split(
    ' ',
  ),
);

/** Verbs of a topic ("how to hire …") that make a better tag as their noun: #Hiring. */
const TAG_FORMS: Record<string, string> = {
  hire: 'Hiring',
  recruit: 'Recruiting',
  lead: 'Leadership',
  sell: 'Sales',
  market: 'Marketing',
  manage: 'Management',
  negotiate: 'Negotiation',
  network: 'Networking',
  learn: 'Learning',
  write: 'Writing',
  teach: 'Teaching',
  invest: 'Investing',
  code: 'Coding',
  communicate: 'Communication',
  delegate: 'Delegation',
  mentor: 'Mentoring',
  innovate: 'Innovation',
  collaborate: 'Collaboration',
  grow: 'Growth',
};

/** One word of a tag: acronyms and brands keep their capitals (#AI), other words are capitalised. */
function tagWord(word: string): string {
  const canonical = canonicalWord(word);
  if (canonical) return canonical.charAt(0).toUpperCase() + canonical.slice(1);
  if (/^[A-Z0-9]{2,5}$/.test(word) || /[a-z][A-Z]/.test(word)) {
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** A word of a tag without accents or symbols: "early-stage" → "EarlyStage", "e-commerce" → "Ecommerce". */
function tagPiece(word: string): string {
  const parts = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split('-')
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (parts.length > 1 && parts[0].length === 1)
    parts.splice(0, 2, `${parts[0]}${parts[1]}`.toLowerCase());
  return parts.map(tagWord).join('');
}

/** "remote work" → "RemoteWork", "AI" → "AI". Letters and digits only. */
export function camelTag(words: readonly string[]): string {
  return words.map(tagPiece).join('');
}

/** Tags from a topic: each run of content words becomes one tag ("AI in healthcare" → AI, Healthcare). */
export function topicTags(topic: string): string[] {
  const tokens = topic
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((token) => token.replace(/^[-'’]+|[-'’]+$/g, ''))
    .filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  let afterRelative = false;
  for (const token of tokens) {
    const lower = token.toLowerCase();
    // "habits that stick", "marketing that actually builds trust": after "that" (and any
    // adverb or auxiliary) comes a verb, which is no tag.
    const skipVerb: boolean = afterRelative && !RELATIVE_FILLERS.has(lower);
    afterRelative = RELATIVES.has(lower) || (afterRelative && !skipVerb);
    const content =
      !skipVerb &&
      !STOP_WORDS.has(lower) &&
      /\p{L}/u.test(token) &&
      (token.length >= 3 || canonicalWord(token) !== undefined || /^[A-Z]{2}$/.test(token));
    if (content) run.push(token);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  const single = (word: string): string => TAG_FORMS[word.toLowerCase()] ?? camelTag([word]);
  return runs.flatMap((words) =>
    words.length === 1
      ? [single(words[0])]
      : words.length <= 3
        ? [camelTag(words)]
        : words.map(single),
  );
}

/** Tags from a niche: "AI & Technology" → AI, Technology; "Real Estate" → RealEstate. */
export function nicheTags(niche: string): string[] {
  return niche
    .split(/\s*(?:&|,|\/|\+|\band\b)\s*/i)
    .map((part) => part.split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0 && words.length <= 3)
    .map((words) => camelTag(words));
}

/**
 * 3 to 5 hashtags for the last line: the topic's first, then the author's niches, then broad
 * fallbacks. CamelCase, letters and digits only, no case-insensitive duplicates.
 */
export function buildHashtags(topic: string, niches: readonly string[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string, limit: number): void => {
    const key = tag.toLowerCase();
    const valid = /[A-Za-z]/.test(tag) && tag.length >= 2 && tag.length <= MAX_HASHTAG_CHARS;
    if (tags.length < limit && valid && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  };
  for (const tag of topicTags(topic)) add(tag, MAX_TOPIC_HASHTAGS);
  for (const tag of niches.flatMap(nicheTags)) add(tag, MAX_HASHTAGS);
  for (const tag of FALLBACK_HASHTAGS) add(tag, MIN_HASHTAGS);
  return tags.map((tag) => `#${tag}`);
}
