import { CONTENT_MESSAGES, LENGTHS, TONES, type PostLength, type Tone } from '@postpilot/common';
import { GenerationError, type Author, type GenerationRequest } from '../generation';
import { readInstructions } from './instructions';

/**
 * What the user gave the built-in writer, and nothing else: the topic, their points, their
 * profile, and how the post should look. Every content word of a post comes from here or from
 * the connective data.
 */
export interface Material {
  topic: string;
  /** The user's points, each as typed (trimmed, bullets removed). */
  points: string[];
  /** "Head of Platform at Northwind, 6-10 years of experience"; null when the profile says nothing. */
  profile: string | null;
  niches: string[];
  tone: Tone;
  length: PostLength;
  hashtags: boolean;
  emojis: boolean;
}

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Splits typed points (one a line) into points; a list marker ("-", "•", "1.") is not a word. */
export function splitPoints(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => clean(line.replace(/^\s*(?:[-*•–]|\d{1,2}[.)])\s+/, '')))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

/** The niche, or the voice's theme, a post without a topic is about: the variant walks them. */
function fallbackTopic(request: GenerationRequest): string {
  const sources = [...request.author.contentNiches, ...(request.voice?.themes ?? [])]
    .map(clean)
    .filter(Boolean);
  if (sources.length === 0) {
    throw new GenerationError('refused', CONTENT_MESSAGES.builtInWriterNeedsTopic, false);
  }
  return sources[Math.abs(Math.trunc(request.variant) || 0) % sources.length];
}

/** Role, company and experience, as the user gave them. */
export function profileOf(author: Author): string | null {
  const context = author.personalContext ?? '';
  const roleAt =
    /^\s*(?:I(?:'m| am| work as) (?:an? |the )?)?([^.\n:]{2,60}?) at ([^.\n:]{2,60})\./i.exec(
      context,
    );
  // Onboarding writes one labelled line each: "Job title: …", "Company: …", "Experience: …".
  const line = (label: string) =>
    new RegExp(`^\\s*${label}\\s*:\\s*(.+)$`, 'im').exec(context)?.[1];
  const role =
    clean(author.jobTitle) || clean(line('(?:job title|title|role)')) || clean(roleAt?.[1]);
  const company = clean(author.company) || clean(line('company')) || clean(roleAt?.[2]);
  const years = /experience:?\s*(\d{1,2}\s*(?:[-–]\s*\d{1,2}|\+)?)\s*years?/i.exec(context)?.[1];
  const parts = [
    role && company ? `${role} at ${company}` : role || company,
    years ? `${years.replace(/\s+/g, '')} years of experience` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function known<T extends string>(value: string | null, values: readonly T[], fallback: T): T {
  return value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readMaterial(request: GenerationRequest): Material {
  const said = readInstructions(request.customPrompt ?? '');
  const ideaTitle = clean(request.idea?.title);
  const topic = clean(request.topic) || ideaTitle || fallbackTopic(request);
  const points = [
    ...splitPoints(request.keyPoints ?? ''),
    ...(request.idea ? splitPoints(request.idea.notes) : []),
    // An idea the user did not pick as the topic is material like a point.
    ...(ideaTitle && ideaTitle !== topic ? [ideaTitle] : []),
  ];
  return {
    topic: topic.replace(/[.:;,]+$/, ''),
    points,
    profile: profileOf(request.author),
    niches: request.author.contentNiches.map(clean).filter(Boolean),
    tone: known(said.tone ?? request.tone, TONES, 'professional'),
    length: known(said.length ?? request.length, LENGTHS, 'medium'),
    hashtags: said.hashtags ?? request.includeHashtags,
    emojis: said.emojis ?? request.includeEmojis,
  };
}
