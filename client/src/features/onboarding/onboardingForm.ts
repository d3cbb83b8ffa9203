import { TARGET_AUDIENCE, TONES, type ExperienceLevel, type Tone } from '@postpilot/common';
import type { OnboardingInput } from '../../gql/graphql';

export interface OnboardingFormValues {
  contentNiches: string[];
  jobTitle: string;
  company: string;
  experience: ExperienceLevel | '';
  goals: string;
  tone: Tone | '';
  autoPost: boolean;
}

export const initialOnboardingValues: OnboardingFormValues = {
  contentNiches: [],
  jobTitle: '',
  company: '',
  experience: '',
  goals: '',
  tone: '',
  autoPost: false,
};

/** Keeps the joined personal context under the server's 2,000 characters. */
export const FIELD_LIMITS = { jobTitle: 120, company: 120, goals: 1500 } as const;

export const experienceLabel = (level: ExperienceLevel) => `${level} years`;

export const TONE_DESCRIPTIONS: Record<Tone, string> = {
  professional: 'Polished and authoritative: insight your industry takes seriously.',
  casual: 'Relaxed and conversational, like talking shop with a colleague.',
  inspirational: 'Uplifting stories and lessons that move people to act.',
  educational: 'Clear how-tos and explanations your network can use right away.',
  humorous: 'Light and witty, with a real point behind the joke.',
};

export const toneLabel = (tone: Tone) => tone.charAt(0).toUpperCase() + tone.slice(1);

export const TONE_OPTIONS = TONES.map((tone) => ({
  value: tone,
  label: toneLabel(tone),
  description: TONE_DESCRIPTIONS[tone],
}));

/** Job title, company, experience and goals as one text, one labelled line each. */
export function personalContextOf(values: OnboardingFormValues): string {
  const lines: [string, string][] = [
    ['Job title', values.jobTitle.trim()],
    ['Company', values.company.trim()],
    ['Experience', values.experience ? experienceLabel(values.experience) : ''],
    ['Goals', values.goals.trim()],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The onboarding payload: niches, "about you", audience, tone, auto-post, the browser's zone. */
export function toOnboardingInput(
  values: OnboardingFormValues,
  timezone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): OnboardingInput {
  return {
    contentNiches: values.contentNiches,
    personalContext: personalContextOf(values),
    targetAudience: TARGET_AUDIENCE,
    timezone,
    tone: values.tone,
    autoPostEnabled: values.autoPost,
    // They fill the profile too.
    jobTitle: values.jobTitle.trim() || null,
    company: values.company.trim() || null,
  };
}
