import { TARGET_AUDIENCE } from '@postpilot/common';
import type { Author } from '../generation';
import { clip, joinAnd, presentOrNull, sanitize, toGerund, toMidSentence, trimEdges } from './text';

/**
 * What the post may say about its author, taken only from what they told us: no invented
 * titles, employers or years.
 */
export interface Persona {
  /** Where their experience comes from, mid-sentence: "in my role as Head of Growth at Northwind". */
  work: string;
  /** How long they have done it, after "over" or "for": "the better part of a decade". */
  span: string | null;
  /** What they are working toward, as a noun phrase: "winning new clients". */
  goal: string | null;
  /** A first-person sentence of their own about themselves: "I run a small design studio." */
  fact: string | null;
  /** Who the post speaks to, mid-sentence; null for the generic default. */
  audience: string | null;
  /** Their content niches, cleaned, in their order. */
  niches: string[];
}

/** The onboarding experience levels, phrased to follow "over" or "for". */
const EXPERIENCE_SPANS: Record<string, string> = {
  '0-2': 'a couple of years',
  '3-5': 'a few years',
  '6-10': 'the better part of a decade',
  '10+': 'more than a decade',
};

/** Verbs a goal may start with ("Win new clients"), turned into "winning new clients". */
const GOAL_VERBS = new Set(
  (
    'win grow build get find land become learn launch hire scale increase improve reach start ' +
    'create share establish attract generate raise expand connect position network gain develop ' +
    'help sell lead drive boost close transition switch change move secure earn make write speak ' +
    'mentor support inspire educate showcase promote strengthen double triple reduce save'
  ).split(' '),
);

/** Reads the author's profile and onboarding text into what a post can say about them. */
export function readPersona(author: Author): Persona {
  const notes = readPersonalContext(author.personalContext);
  const role = presentOrNull(author.jobTitle, 60) ?? notes.role;
  const company = presentOrNull(author.company, 60) ?? notes.company;
  return {
    work: workPhrase(role, company),
    span: notes.span,
    goal: notes.goals.length > 0 ? joinAnd(notes.goals) : null,
    fact: role || company ? null : notes.fact,
    audience: readAudience(author.targetAudience),
    niches: author.contentNiches.map((niche) => sanitize(niche)).filter(Boolean),
  };
}

function workPhrase(role: string | null, company: string | null): string {
  if (role && company) return `in my role as ${role} at ${company}`;
  if (role) return `in my role as ${role}`;
  if (company) return `in my work at ${company}`;
  return 'in my own work';
}

/** The target audience mid-sentence, or null when it is empty or the product's default. */
export function readAudience(raw: string | null): string | null {
  const audience = presentOrNull(raw, 80);
  if (!audience || audience.toLowerCase() === TARGET_AUDIENCE.toLowerCase()) return null;
  return toMidSentence(audience);
}

interface ContextNotes {
  role: string | null;
  company: string | null;
  span: string | null;
  goals: string[];
  fact: string | null;
}

/**
 * Onboarding's "about you" text, e.g. "Head of Growth at Northwind. Experience: 6-10 years.
 * Goals: Win new clients", or the user's own words ("I'm a designer at Acme. I love teaching.").
 */
export function readPersonalContext(raw: string | null): ContextNotes {
  const notes: ContextNotes = { role: null, company: null, span: null, goals: [], fact: null };
  if (!raw) return notes;
  for (const segment of raw.split(/\n|(?<=[.;!?])\s+/)) {
    const part = trimEdges(sanitize(segment));
    if (!part) continue;
    const field = /^([A-Za-z ]{2,20}):\s*(.+)$/.exec(part);
    if (field) {
      readField(notes, field[1].trim().toLowerCase(), field[2]);
      continue;
    }
    const introduced = /^I(?:'m| am| work as) (?:a |an |the )?(.{2,60}?) (?:at|@) (.{2,60})$/i.exec(
      part,
    );
    const plain = /^(?!I\b|I'|My\b|We\b|Our\b)(.{2,60}?) (?:at|@) (.{2,60})$/.exec(part);
    const roleAt = introduced ?? (part.split(' ').length <= 10 ? plain : null);
    if (roleAt && !notes.role) {
      notes.role = roleAt[1];
      notes.company = roleAt[2];
    } else if (!notes.fact && /^(I|I'm|I've|My|We|Our)\b/.test(part) && part.length <= 160) {
      notes.fact = `${part}.`;
    }
  }
  notes.span ??= spanFrom(sanitize(raw));
  return notes;
}

function readField(notes: ContextNotes, key: string, value: string): void {
  if (key.startsWith('experience')) notes.span = spanFrom(value);
  else if (key.startsWith('goal')) notes.goals = goalsFrom(value);
  else if (['role', 'title', 'job title', 'position'].includes(key))
    notes.role = clip(trimEdges(value), 60);
  else if (['company', 'employer', 'organization', 'organisation'].includes(key))
    notes.company = clip(trimEdges(value), 60);
}

/** "6-10 years" → "the better part of a decade"; "12 years" → "12 years"; else null. */
export function spanFrom(text: string): string | null {
  const level = /\b(\d{1,2}\s*[-–]\s*\d{1,2}|\d{1,2}\s*\+)/.exec(text)?.[1];
  const known = level && EXPERIENCE_SPANS[level.replace(/\s+/g, '').replace('–', '-')];
  if (known) return known;
  const range = /(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*years?/i.exec(text);
  if (range) return `${range[1]} to ${range[2]} years`;
  const plus = /(\d{1,2})\s*\+\s*years?/i.exec(text);
  if (plus) return `more than ${plus[1]} years`;
  const exact = /\b(\d{1,2})\s*years?\b/i.exec(text);
  if (exact) return exact[1] === '1' ? 'a year' : `${exact[1]} years`;
  return null;
}

/** "Win new clients, Build thought leadership" → ["winning new clients", "building thought leadership"]. */
function goalsFrom(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\band\b|&)\s*/)
    .map((goal) => clip(trimEdges(goal), 60))
    .filter((goal) => /\p{L}/u.test(goal))
    .slice(0, 2)
    .map((goal) => {
      const mid = toMidSentence(goal);
      const [verb, ...rest] = mid.split(' ');
      return GOAL_VERBS.has(verb.toLowerCase()) ? [toGerund(verb), ...rest].join(' ') : mid;
    });
}
