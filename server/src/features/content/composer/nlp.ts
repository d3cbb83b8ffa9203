import nlp from 'compromise';

/**
 * The English the composer needs from compromise: tagged words, verb forms and noun number.
 * compromise tags well but not perfectly on the short, headline-like text of topics, so the few
 * patterns it gets wrong there ("code reviews" as a command, "fails" as a plural) are fixed here.
 */

export interface Token {
  text: string;
  lower: string;
  tags: ReadonlySet<string>;
  /** Punctuation attached after the word ("bill," → ","; "first-" → "-"). */
  post: string;
  pre: string;
}

export interface VerbForms {
  infinitive: string;
  past: string;
  present: string;
  gerund: string;
  participle: string;
}

const CACHE_LIMIT = 500;
const tokenCache = new Map<string, Token[]>();
const verbCache = new Map<string, VerbForms>();

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit) return hit;
  const value = make();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The words of `text` with compromise's tags (Noun, Verb, Gerund, Plural, Value, …). */
export function tokenize(text: string): Token[] {
  return remember(tokenCache, text, () => {
    const doc = nlp(text);
    const sentences = doc.json() as { terms: RawTerm[] }[];
    const tokens: Token[] = sentences.flatMap((sentence) =>
      sentence.terms.map((term): Token => ({
        text: term.text,
        lower: term.normal || term.text.toLowerCase(),
        tags: new Set(term.tags),
        post: term.post.trim(),
        pre: term.pre.trim(),
      })),
    );
    return compoundHeads(joinHyphenated(tokens.filter((token) => token.text.length > 0)));
  });
}

/** Plural nouns that modify another noun as they are: "sales cycle", "operations team". */
export const ATTRIBUTIVE_PLURALS = new Set(
  'sales operations analytics news savings systems services communications earnings goods'.split(
    ' ',
  ),
);
/** Verbs that take a noun and a bare verb: "let the team decide", "help your team grow". */
const CAUSATIVES = new Set('let make help have watch see hear'.split(' '));
const AUXILIARY_WORDS = new Set(
  "do does did don't doesn't didn't can could should would will may might must can't won't".split(
    ' ',
  ),
);

/**
 * compromise reads the second noun of a compound as a verb when it can be one: "our sales
 * cycle", "pipeline review". A bare verb form straight after a noun is the compound's head when
 * the noun could not be its subject: a singular noun ("code review"; a verb would agree,
 * "code reviews"), or an attributive plural in a phrase opened by a determiner or a verb's object
 * ("our sales cycle"). Not after "let"/"help" ("help your team grow") or in a question ("does
 * your team trust …").
 */
const isModifier = (token: Token): boolean =>
  (token.tags.has('Noun') || token.tags.has('Adjective')) &&
  !['Pronoun', 'Possessive', 'Determiner'].some((tag) => token.tags.has(tag)) &&
  !token.post;

function compoundHeads(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const prev = tokens[i - 1] as Token | undefined;
    const baseVerb =
      token.tags.has('Verb') &&
      !/s$/.test(token.lower) &&
      !['PastTense', 'Gerund', 'Copula', 'Modal', 'Auxiliary'].some((tag) => token.tags.has(tag));
    if (!prev || !baseVerb || prev.post) return token;
    // "why code review matters": a wh-word is followed by a subject, not a bare verb.
    const next = tokens[i + 1] as Token | undefined;
    const auxiliary =
      AUXILIARY_WORDS.has(token.lower) || /^(?:is|are|was|were|has|have|had)$/.test(token.lower);
    if (
      i === 1 &&
      WH_OPENERS.has(prev.lower) &&
      !auxiliary &&
      next &&
      isModifier(next) &&
      !token.post
    )
      return asNoun(token);
    if (!prev.tags.has('Noun') || prev.tags.has('Pronoun') || prev.tags.has('Possessive'))
      return token;
    let start = i - 1;
    while (start > 0 && isModifier(tokens[start - 1])) start--;
    if (tokens.slice(0, start).some((t) => AUXILIARY_WORDS.has(t.lower))) return token;
    const before = tokens[start - 1] as Token | undefined;
    const opener = before?.tags.has('Possessive') || before?.tags.has('Determiner');
    const governor = opener ? tokens[start - 2] : before;
    if (governor && CAUSATIVES.has(verbForms(governor.lower).infinitive)) return token;
    const singular = !prev.tags.has('Plural') && !/[^s]s$/.test(prev.lower);
    const attributive = ATTRIBUTIVE_PLURALS.has(prev.lower) && opener;
    if (!singular && !attributive) return token;
    return asNoun(token);
  });
}

const WH_OPENERS = new Set(['why', 'how', 'what', 'when', 'where']);

function asNoun(token: Token): Token {
  const tags = [...token.tags].filter((tag) => !VERB_TAGS.includes(tag));
  return { ...token, tags: new Set([...tags, 'Noun', 'Singular']) };
}

const VERB_TAGS = ['Verb', 'PastTense', 'PresentTense', 'Infinitive', 'Imperative', 'Gerund'];

/**
 * compromise splits "one-on-ones" into three terms; they are one word again here, tagged as
 * its last part ("ones": a plural noun) or, before a noun or when that part is a verb form
 * ("long-lived branches", "first-time manager"), as an adjective.
 */
function joinHyphenated(tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let end = i;
    while (end + 1 < tokens.length && tokens[end].post === '-' && !tokens[end + 1].pre) end++;
    if (end === i) {
      joined.push(tokens[i]);
      continue;
    }
    const parts = tokens.slice(i, end + 1);
    const last = parts[parts.length - 1];
    const next = tokens[end + 1] as Token | undefined;
    const modifier =
      VERB_TAGS.some((tag) => last.tags.has(tag)) ||
      !last.tags.has('Noun') ||
      (next !== undefined && next.tags.has('Noun') && !next.tags.has('Pronoun'));
    const dropped = [...VERB_TAGS, 'Noun', 'Plural', 'Singular'];
    const tags = modifier
      ? new Set([...[...last.tags].filter((tag) => !dropped.includes(tag)), 'Adjective'])
      : last.tags;
    joined.push({
      text: parts.map((part) => part.text).join('-'),
      lower: parts.map((part) => part.lower).join('-'),
      tags,
      post: last.post,
      pre: parts[0].pre,
    });
    i = end;
  }
  return joined;
}

interface RawTerm {
  text: string;
  pre: string;
  normal: string;
  tags: string[];
  post: string;
}

/** Every form of a verb, from any of its forms: "cut" → cut, cut, cuts, cutting, cut. */
export function verbForms(word: string): VerbForms {
  return remember(verbCache, word.toLowerCase(), () => {
    const doc = nlp(word.toLowerCase());
    doc.tag('Verb');
    const forms = (doc.verbs().conjugate()[0] ?? {}) as Record<string, string | undefined>;
    const infinitive = forms.Infinitive ?? word.toLowerCase();
    // compromise leaves some regular verbs unchanged in the past ("mentor"); only a few really are.
    const past =
      forms.PastTense && (forms.PastTense !== infinitive || SAME_IN_PAST.has(infinitive))
        ? forms.PastTense
        : regularPast(infinitive);
    return {
      infinitive,
      past,
      present: forms.PresentTense ?? `${infinitive}s`,
      gerund: forms.Gerund ?? `${infinitive}ing`,
      participle: forms.Participle ?? past,
    };
  });
}

const SAME_IN_PAST = new Set(
  'cut set put quit hit let shut spread cost hurt bet burst cast read split shed upset broadcast forecast'.split(
    ' ',
  ),
);

function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

export function isTagged(token: Token | undefined, ...tags: string[]): boolean {
  return token !== undefined && tags.some((tag) => token.tags.has(tag));
}

/** The plural of a noun phrase's head: "code review" → "code reviews". */
export function pluralOf(phrase: string): string {
  const doc = nlp(phrase);
  doc.tag('Noun');
  const plural = doc.nouns().toPlural().text();
  return plural || phrase;
}

/**
 * The noun phrases of a text, without pronouns and leading determiners, most frequent first
 * (ties: first seen first): what a post is about, for its hooks.
 */
export function mainNounPhrases(text: string): string[] {
  const counts = new Map<string, { phrase: string; count: number; first: number }>();
  const doc = nlp(text);
  (doc.nouns().out('array') as string[]).forEach((noun, index) => {
    const words = noun
      .replace(/[^\p{L}\p{N}%$€£'’&\- ]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    while (words.length > 0 && LEADING.has(words[0].toLowerCase())) words.shift();
    const phrase = words.join(' ');
    if (!/\p{L}{3,}/u.test(phrase) || PRONOUNS.has(phrase.toLowerCase())) return;
    const key = phrase.toLowerCase();
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { phrase, count: 1, first: index });
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((entry) => entry.phrase);
}

const LEADING = new Set(
  'a an the this that these those my our your their his her its some any every each all most many much more few several other another no'.split(
    ' ',
  ),
);
const PRONOUNS = new Set(
  'i me you we us they them he she it him her one someone anyone everyone nobody something anything everything nothing people thing things lot way ways time times day days week weeks year years'.split(
    ' ',
  ),
);

/** Tokens back to text, keeping hyphens and attached punctuation: "first-time manager". */
export function joinTokens(tokens: readonly Token[]): string {
  let text = '';
  tokens.forEach((token, index) => {
    const last = index === tokens.length - 1;
    const joined = /[-/]$/.test(token.post);
    text += `${token.pre && !/^[-/]/.test(token.pre) ? '' : ''}${token.text}`;
    if (!last) text += joined ? token.post.slice(-1) : `${token.post.replace(/[-/]$/, '')} `;
  });
  return text.replace(/\s+/g, ' ').trim();
}
