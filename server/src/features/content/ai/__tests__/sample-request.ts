import type { GenerationRequest } from '../../generation';

/** A complete request with every setting filled in; override what a test is about. */
export function sampleRequest(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return {
    topic: 'What I learned from hiring our first ten engineers',
    tone: 'professional',
    length: 'medium',
    includeHashtags: true,
    includeEmojis: false,
    customPrompt: '',
    keyPoints: '',
    idea: null,
    variant: 0,
    voice: null,
    recentPosts: [],
    examplePosts: [],
    language: 'en',
    ...overrides,
    author: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'VP of Engineering',
      company: 'Analytical Engines Ltd',
      contentNiches: ['Leadership', 'Software Development'],
      personalContext: '15 years building engineering teams; I want to help first-time managers.',
      targetAudience: 'Engineering managers and startup founders',
      ...overrides.author,
    },
  };
}
