/** Small text helpers: cleaning what users typed and fitting it into a sentence. */

/** Emoji and the joiners, selectors and modifiers that build them. */
const EMOJI_PARTS =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0E|\uFE0F|\u200D|\u20E3/gu;

/** Values people type when a field does not apply. */
const EMPTY_VALUES = new Set(['null', 'undefined', 'none', 'n/a', 'na', '-', '--', 'nil']);

/**
 * User text made safe to quote in a post: no emoji (the post adds its own, or none), no '#'
 * (hashtags live on the last line only), no brackets that read like template slots, no markup
 * stars, no line breaks, single spaces.
 */
export function sanitize(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFC')
    .replace(EMOJI_PARTS, '')
    .replace(/\b([CF])#/g, '$1 Sharp')
    .replace(/[#[\]{}<>`*|\\]/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sanitized optional field, or null when it is blank or a stand-in such as "N/A". */
export function presentOrNull(text: string | null | undefined, maxChars = 80): string | null {
  const clean = trimEdges(sanitize(text));
  if (!clean || EMPTY_VALUES.has(clean.toLowerCase())) return null;
  return clip(clean, maxChars);
}

/** Without quotes, bullets and sentence punctuation at either end. */
export function trimEdges(text: string): string {
  return text
    .replace(/^[\s"'“”‘’«»\-–—•.,;:!?…]+/, '')
    .replace(/[\s"'“”‘’«»\-–—•.,;:!?…]+$/, '')
    .trim();
}

const DANGLING = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'our',
  'my',
  'the',
  'to',
  'with',
  'your',
]);

/** At most `maxChars`, cut at a word boundary, without a dangling "and"/"of"/"the" at the end. */
export function clip(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const words = text.slice(0, maxChars + 1).split(' ');
  if (words.length > 1) words.pop();
  while (words.length > 1 && DANGLING.has(words[words.length - 1].toLowerCase())) words.pop();
  return trimEdges(words.join(' ').replace(/[,;:(\-–—]+$/, ''));
}

/** The first sentence of a text that has several; the text itself otherwise. */
export function firstSentence(text: string): string {
  const match = /^(.{3,}?[.!?])\s+[A-Z]/.exec(text);
  return match ? match[1] : text;
}

/** Upper-cases the first letter, unless a number comes first ("100 sales calls"). */
export function capitalise(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{L})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** Words whose spelling is fixed wherever they appear: acronyms, brands, mixed-case names. */
const CANONICAL = new Map(
  [
    'AI',
    'ML',
    'HR',
    'UX',
    'UI',
    'SEO',
    'SEM',
    'B2B',
    'B2C',
    'SaaS',
    'CEO',
    'CEOs',
    'CTO',
    'CFO',
    'COO',
    'CMO',
    'CPO',
    'VP',
    'KPI',
    'KPIs',
    'OKR',
    'OKRs',
    'ROI',
    'API',
    'APIs',
    'QA',
    'DEI',
    'ESG',
    'LLM',
    'LLMs',
    'GPT',
    'CRM',
    'ERP',
    'SMB',
    'SMBs',
    'VC',
    'VCs',
    'IPO',
    'MBA',
    'PhD',
    'NLP',
    'VR',
    'GDPR',
    'PPC',
    'GTM',
    'AWS',
    'DevOps',
    'LinkedIn',
    'ChatGPT',
    'OpenAI',
    'GitHub',
    'YouTube',
    'TikTok',
    'HubSpot',
    'JavaScript',
    'TypeScript',
    'iPhone',
    'Google',
    'Microsoft',
    'Amazon',
    'Netflix',
    'Tesla',
    'Excel',
    'Slack',
    'Zoom',
    'Notion',
    'Salesforce',
    'Shopify',
    'Python',
    'Kubernetes',
    'Azure',
    'English',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
    'January',
    'February',
    'April',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
    'Gen',
    'Z',
  ].map((word) => [word.toLowerCase(), word]),
);

/** The canonical spelling of a word ("ai" → "AI", "linkedin" → "LinkedIn"), if it has one. */
export function canonicalWord(word: string): string | undefined {
  return CANONICAL.get(word.toLowerCase());
}

/**
 * A phrase cased to sit in the middle of a sentence: "Why Most Onboarding Fails" → "why most
 * onboarding fails", "REMOTE WORK" → "remote work", "ai in healthcare" → "AI in healthcare".
 * Acronyms, brands and mixed-case names keep their spelling; in sentence-case text, capitalised
 * words after the first are taken for names and kept ("hiring at Northwind").
 */
export function toMidSentence(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouted = letters.length >= 6 && letters === letters.toUpperCase();
  const long = text.match(/\p{L}{4,}/gu) ?? [];
  const runs = text.match(/\p{L}[\p{L}\d]*/gu) ?? [];
  const titled = !shouted && runs.length >= 2 && long.length > 0 && long.every(isCapitalised);
  let index = 0;
  return text.replace(/\p{L}[\p{L}\d]*/gu, (word) => {
    const first = index++ === 0;
    const canonical = canonicalWord(word);
    if (canonical) return canonical;
    // "I", and single capitals such as the C of "C Sharp", are never lowered; "A" starting a phrase is.
    if (word.length === 1 && word !== 'A') return word;
    if (shouted) return word.toLowerCase();
    if (isCapitalised(word) && (titled || first)) return word.toLowerCase();
    return word;
  });
}

/** "Growth": an upper-case letter followed only by lower-case ones. */
function isCapitalised(word: string): boolean {
  return /^\p{Lu}[\p{Ll}\d]*$/u.test(word);
}

/** "win" → "winning", "build" → "building", "make" → "making". */
export function toGerund(verb: string): string {
  const lower = verb.toLowerCase();
  const doubled = new Set([
    'win',
    'get',
    'run',
    'set',
    'put',
    'stop',
    'plan',
    'begin',
    'shop',
    'hit',
    'cut',
  ]);
  if (doubled.has(lower)) return `${verb}${verb.slice(-1)}ing`;
  if (lower.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (lower.endsWith('e') && !lower.endsWith('ee') && lower !== 'be')
    return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** Joins phrases as English does: "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
