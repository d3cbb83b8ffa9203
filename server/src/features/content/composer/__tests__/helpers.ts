import type { Author, GenerationRequest } from '../../generation';

/** An author who filled in everything in onboarding. */
export const NORTHWIND: Author = {
  firstName: 'Dana',
  lastName: 'Reyes',
  jobTitle: 'Head of Growth',
  company: 'Northwind',
  contentNiches: ['AI & Technology', 'Startups & Entrepreneurship'],
  personalContext: 'Head of Growth at Northwind. Experience: 6-10 years. Goals: Win new clients',
  targetAudience: 'Founders and early-stage CEOs',
};

/** An author who skipped every optional field. */
export const BARE: Author = {
  firstName: 'Sam',
  lastName: 'Lee',
  jobTitle: null,
  company: null,
  contentNiches: [],
  personalContext: null,
  targetAudience: null,
};

export function request(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return {
    topic: 'remote work',
    tone: 'professional',
    length: 'medium',
    includeHashtags: false,
    includeEmojis: false,
    customPrompt: '',
    keyPoints: '',
    idea: null,
    language: 'en',
    author: NORTHWIND,
    variant: 0,
    voice: null,
    recentPosts: [],
    examplePosts: [],
    ...overrides,
  };
}

export const EMOJI = /\p{Extended_Pictographic}/gu;
export const HASHTAG_LINE = /^#[A-Za-z0-9]+(?: #[A-Za-z0-9]+)*$/;

/** Blank-line-separated blocks of body text, without the closing line of hashtags. */
export function paragraphs(post: string): string[] {
  return post
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0 && !HASHTAG_LINE.test(block));
}

export function emojiCount(text: string): number {
  return text.match(EMOJI)?.length ?? 0;
}

/** Non-empty lines of the body, without emojis, the hashtags and the numbered steps. */
export function proseLines(post: string): string[] {
  return paragraphs(post)
    .flatMap((block) => block.split('\n'))
    .map((line) =>
      line
        .replace(EMOJI, '')
        .replace(/\uFE0F/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0 && !/^\d+\. /.test(line));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Share of distinct words two texts have in common (Jaccard), 0 to 1. */
export function overlap(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}
