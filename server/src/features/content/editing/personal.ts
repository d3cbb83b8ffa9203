import { GenerationError, POST_MAX_CHARS, type Author, type TextChange } from '../generation';
import { capitaliseFirst } from './sentences';

/** What More personal answers: the new text and its change, or the question to ask first. */
export type Personal =
  | { content: string; changes: TextChange[]; question: null }
  | { content: string; changes: []; question: string };

/** Asked when there is no detail to weave in and the profile has nothing the post lacks. */
export const PERSONAL_QUESTION =
  'What happened to you that shows this? Add a moment, a number or a result of your own, and it will be woven in.';

/** Shown when the post has no room left for the detail. */
export const NO_ROOM_FOR_DETAIL =
  'The post has no room left for your detail: LinkedIn allows 3,000 characters. Shorten it first.';

/** Onboarding's experience levels ("Experience: 6-10 years.") as a reader says them. */
const SPANS: Record<string, string> = {
  '0-2': 'up to 2 years',
  '3-5': '3 to 5 years',
  '6-10': '6 to 10 years',
  '10+': 'more than 10 years',
};

/**
 * `post` more personal: the user's own `detail` woven in after the opening line (its words as
 * typed; only its first letter and closing stop set right). Without a detail, the profile's role
 * and experience once, if the post does not say them yet; else a question asking for a detail.
 * Nothing is ever made up.
 */
export function makePersonal(post: string, author: Author, detail: string): Personal {
  const own = sentenceOf(detail);
  if (own) return woven(post, own, 'Personal detail', 'Your detail, after the opening line');
  const profile = profileSentence(post, author);
  if (profile) {
    return woven(
      post,
      profile,
      'Your experience',
      'From your profile, used once; add a moment of your own to make it more personal',
    );
  }
  return { content: post, changes: [], question: PERSONAL_QUESTION };
}

/** The detail as a sentence: trimmed, one line, a capital first letter and a closing stop. */
function sentenceOf(detail: string): string {
  const text = detail.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return capitaliseFirst(/[.!?…]["”’)]?$/u.test(text) ? text : `${text}.`);
}

/** After the opening paragraph; after the one it introduces when it ends with a colon. */
function woven(post: string, sentence: string, rule: string, message: string): Personal {
  const paragraphs = post.split(/\n\s*\n/);
  const after = paragraphs[0].trimEnd().endsWith(':') && paragraphs.length > 2 ? 2 : 1;
  const content = [...paragraphs.slice(0, after), sentence, ...paragraphs.slice(after)].join(
    '\n\n',
  );
  if (content.length > POST_MAX_CHARS) {
    throw new GenerationError('refused', NO_ROOM_FOR_DETAIL, false);
  }
  return { content, changes: [{ rule, message, before: '', after: sentence }], question: null };
}

/** "I'm Head of Platform at Northwind, with 6 to 10 years of experience." from the profile. */
export function profileSentence(post: string, author: Author): string | null {
  const context = author.personalContext ?? '';
  const level = /experience:\s*(\d+\s*-\s*\d+|\d+\s*\+)/i.exec(context)?.[1]?.replace(/\s/g, '');
  const span = level ? SPANS[level] : undefined;
  // Onboarding's "about you" starts "Head of Platform at Northwind." when the profile has no title.
  const opening = context
    .trim()
    .split(/\.?\s+(?=\p{Lu}\p{Ll}+:)|\n/u)[0]
    .replace(/\.$/, '');
  const stated = /^(?!I\b|My\b|We\b|Our\b)([^:\n]{2,60}?) at ([^:\n]{2,60})$/u.exec(opening);
  const role = author.jobTitle?.trim() || stated?.[1] || null;
  const company = author.company?.trim() || (author.jobTitle?.trim() ? null : stated?.[2]) || null;
  const said = (phrase: string | null | undefined) =>
    Boolean(phrase) && post.toLowerCase().includes(phrase!.toLowerCase());
  if (said(role) || said(span) || (said(company) && !role)) return null;
  const years = span ? `${span} of experience` : null;
  if (role) {
    const title = /^\p{Lu}/u.test(role) ? role : `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
    const at = company ? ` at ${company}` : '';
    return years ? `I'm ${title}${at}, with ${years}.` : `I'm ${title}${at}.`;
  }
  return years ? `This comes from ${years}.` : null;
}
