import * as yup from 'yup';
import {
  AI_CONNECTION_LIMITS,
  CUSTOM_PROMPT_MAX_LENGTH,
  KEY_POINTS_MAX_LENGTH,
  PERSONAL_DETAIL_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  GENERATION_DEFAULTS,
  LANGUAGES,
  LENGTHS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEW_POST_STATUSES,
  NICHES,
  POST_MAX_LENGTH,
  POST_STATUSES,
  POSTING_FREQUENCIES,
  PUSH_ENDPOINT_MAX_LENGTH,
  REWRITE_ACTIONS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_TIMEZONES,
  SETTINGS_TIMEZONES,
  TONES,
  TOPIC_MAX_LENGTH,
  WEEKDAYS,
} from './constants';
import { UUID_PATTERN } from './input';
import {
  AI_CONNECTION_MESSAGES,
  ANALYTICS_MESSAGES,
  CONTENT_MESSAGES,
  INPUT_MESSAGES,
  NOTIFICATION_MESSAGES,
  SCHEDULE_MESSAGES,
  VALIDATION as M,
  VOICE_MESSAGES,
} from './messages';
import { HABIT_LEVELS, HOOK_STYLES } from './voice';
import {
  HASHTAG_WORD,
  SINGLE_EMOJI,
  VOICE_LIST_LIMITS,
  VOICE_RANGES,
  VOICE_SAMPLE_MAX_LENGTH,
  VOICE_SAMPLES_MAX,
} from './voice-rules';
import { confirmPassword, email, firstName, lastName, nameTooLong, newPassword } from './fields';

const isIanaZone = (zone: string | undefined) => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Optional text: trimmed, bounded, and empty is null. */
const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null));

/**
 * What the server accepts from the 3-step onboarding (its payload). The tone is
 * optional, as the specification's payload has none: left out, the user's current tone stays.
 */
export const onboardingSchema = yup.object({
  contentNiches: yup
    .array(
      yup
        .string()
        .oneOf([...NICHES], 'Unknown niche: ${value}')
        .required(),
    )
    .required(M.nicheRequired)
    .min(1, M.nicheRequired)
    .max(NICHES.length, INPUT_MESSAGES.tooManyItems(NICHES.length))
    .transform((niches: string[] | undefined) => (niches ? [...new Set(niches)] : niches)),
  personalContext: yup.string().trim().required(M.jobTitleRequired).max(2000),
  targetAudience: yup.string().trim().required().max(500),
  timezone: yup
    .string()
    .required()
    .max(64, 'Unknown time zone: ${value}')
    .test('iana-zone', 'Unknown time zone: ${value}', (zone) => isIanaZone(zone)),
  tone: yup.string().oneOf([...TONES], M.toneRequired),
  autoPostEnabled: yup.boolean().default(false),
  jobTitle: optionalText(200),
  company: optionalText(200),
});

/** The onboarding form, one schema a step. */
export const onboardingStepSchemas = [
  yup.object({
    contentNiches: yup
      .array(yup.string().required())
      .min(1, M.nicheRequired)
      .required(M.nicheRequired),
  }),
  yup.object({
    jobTitle: yup.string().trim().required(M.jobTitleRequired),
    company: yup.string().trim(),
    experience: yup
      .string()
      .required(M.experienceRequired)
      .oneOf([...EXPERIENCE_LEVELS], M.experienceRequired),
    goals: yup.string().trim(),
  }),
  yup.object({
    tone: yup
      .string()
      .required(M.toneRequired)
      .oneOf([...TONES], M.toneRequired),
    autoPost: yup.boolean(),
  }),
] as const;

export type OnboardingValues = yup.InferType<typeof onboardingSchema>;

/** Empty text means "not given": stored as null. */
/** The profile (names are checked, the rest only bounded). The e-mail is not part of it. */
export const profileSchema = yup.object({
  firstName: firstName(),
  lastName: lastName(),
  jobTitle: optionalText(200),
  company: optionalText(200),
  bio: optionalText(2000),
  location: optionalText(200),
  website: optionalText(500),
  phone: optionalText(50),
});

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A full name as the settings page edits it: stored as first name (the first word) and last name
 * (the rest), each in its column.
 */
const fullName = () =>
  yup
    .string()
    .trim()
    .max(2 * NAME_MAX_LENGTH + 1, INPUT_MESSAGES.tooLong(2 * NAME_MAX_LENGTH + 1))
    .test('parts-fit', nameTooLong, (value) => {
      if (!value) return true;
      const { firstName: first, lastName: last } = splitFullName(value);
      return first.length <= NAME_MAX_LENGTH && last.length <= NAME_MAX_LENGTH;
    });

/** Settings: every field optional, so a client can save one tab; a given field must be valid. */
export const settingsSchema = yup.object({
  name: fullName().test(
    'required-if-given',
    M.nameRequired,
    (value) => value === undefined || value.length > 0,
  ),
  timezone: yup.string().oneOf(
    SETTINGS_TIMEZONES.map((zone) => zone.value),
    'Choose one of the listed time zones',
  ),
  language: yup.string().oneOf([...LANGUAGES], 'Choose one of the listed languages'),
  emailNotifications: yup.boolean(),
  pushNotifications: yup.boolean(),
  autoPostEnabled: yup.boolean(),
  contentApprovalRequired: yup.boolean(),
  defaultPostingTime: yup.string().matches(TIME_OF_DAY, 'Use a 24-hour time such as 09:00'),
  postingFrequency: yup
    .string()
    .oneOf([...POSTING_FREQUENCIES], SCHEDULE_MESSAGES.frequencyInvalid),
});

/** The settings form's Account tab: the name and the (read-only) e-mail. */
export const settingsFormSchema = yup.object({
  name: fullName().required(M.nameRequired),
  email: email(),
});

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  newPassword: newPassword(),
});

export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: confirmPassword('newPassword'),
});

export const deleteAccountSchema = yup.object({
  password: yup.string().required(M.passwordRequired),
});

export const WAITLIST_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const waitlistSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.waitlistEmailRequired)
    .max(EMAIL_MAX_LENGTH, INPUT_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
    .matches(WAITLIST_EMAIL_PATTERN, M.waitlistEmailInvalid),
});

/** Splits a full name the way the settings page shows it: first word, then the rest. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.join(' ') };
}

export type ProfileValues = yup.InferType<typeof profileSchema>;
export type SettingsValues = yup.InferType<typeof settingsSchema>;

const CM = CONTENT_MESSAGES;

/** A post's text: 1 to 3,000 characters once trimmed. */
const postContent = () =>
  yup.string().trim().required(CM.contentRequired).max(POST_MAX_LENGTH, CM.contentTooLong);

/** Generation settings; everything optional, with GENERATION_DEFAULTS. */
export const generateContentSchema = yup.object({
  tone: yup
    .string()
    .oneOf([...TONES], CM.toneInvalid)
    .default(GENERATION_DEFAULTS.tone),
  length: yup
    .string()
    .oneOf([...LENGTHS], CM.lengthInvalid)
    .default(GENERATION_DEFAULTS.length),
  includeHashtags: yup.boolean().default(GENERATION_DEFAULTS.includeHashtags),
  includeEmojis: yup.boolean().default(GENERATION_DEFAULTS.includeEmojis),
  topic: yup.string().trim().max(TOPIC_MAX_LENGTH, CM.topicTooLong).default(''),
  customPrompt: yup
    .string()
    .trim()
    .max(CUSTOM_PROMPT_MAX_LENGTH, CM.customPromptTooLong)
    .default(''),
  keyPoints: yup.string().trim().max(KEY_POINTS_MAX_LENGTH, CM.keyPointsTooLong).default(''),
  /** An idea of the user's idea bank to start from; checked against the user's ideas (404). */
  ideaId: yup.string().trim().max(100, CM.ideaIdInvalid).optional().default(undefined),
  variant: yup
    .number()
    .typeError(CM.variantInvalid)
    .integer(CM.variantInvalid)
    .min(0, CM.variantInvalid)
    .max(1000, CM.variantInvalid)
    .default(0),
});
export type GenerateContentValues = yup.InferType<typeof generateContentSchema>;

export const createPostSchema = yup.object({
  content: postContent(),
  status: yup
    .string()
    .required(CM.statusForCreate)
    .oneOf([...NEW_POST_STATUSES], CM.statusForCreate),
  tone: yup
    .string()
    .oneOf([...TONES], CM.toneInvalid)
    .nullable()
    .default(null),
});

export const updatePostSchema = yup.object({ content: postContent() });

/** How far ahead a post may be scheduled: beyond any plan, and within what every clock can store. */
export const SCHEDULE_AHEAD_MAX_DAYS = 5 * 366;

export const schedulePostSchema = yup.object({
  scheduledTime: yup
    .date()
    .typeError(CM.scheduledTimeInvalid)
    .nullable()
    .default(null)
    .test('future', CM.scheduledTimePast, (value) => !value || value.getTime() > Date.now())
    .test(
      'ahead',
      CM.scheduledTimeTooFar,
      (value) => !value || value.getTime() < Date.now() + SCHEDULE_AHEAD_MAX_DAYS * 86_400_000,
    ),
  postNow: yup
    .boolean()
    .typeError(INPUT_MESSAGES.notBoolean)
    .nullable()
    .default(false)
    .test(
      'alone',
      CM.postNowWithTime,
      (value, context) => !value || !(context.parent as { scheduledTime?: unknown }).scheduledTime,
    ),
});

/** Which of the user's posts off the schedule to move: at most 100 ids, or all when left out. */
export const moveOffSchedulePostsSchema = yup.object({
  ids: yup
    .array(yup.string().required(CM.postIdInvalid).matches(UUID_PATTERN, CM.postIdInvalid))
    .max(100, INPUT_MESSAGES.tooManyItems(100))
    .nullable()
    .default(null),
});

/** Far beyond any account's posts; keeps OFFSET within what Postgres accepts. */
const LIST_OFFSET_MAX = 1_000_000;

export const listPostsSchema = yup.object({
  limit: yup
    .number()
    .typeError(CM.limitInvalid)
    .integer(CM.limitInvalid)
    .min(1, CM.limitInvalid)
    .max(100, CM.limitInvalid)
    .default(20),
  offset: yup
    .number()
    .typeError(CM.offsetInvalid)
    .integer(CM.offsetInvalid)
    .min(0, CM.offsetInvalid)
    .max(LIST_OFFSET_MAX, CM.offsetInvalid)
    .default(0),
  status: yup
    .string()
    .oneOf([...POST_STATUSES], CM.statusInvalid)
    .nullable()
    .default(null),
});

const SM = SCHEDULE_MESSAGES;

/** A whole schedule: every field required, so a save is always a full update. */
export const scheduleSchema = yup.object({
  timezone: yup
    .string()
    .required(SM.timezoneInvalid)
    .oneOf([...SCHEDULE_TIMEZONES], SM.timezoneInvalid),
  frequency: yup
    .string()
    .required(SM.frequencyInvalid)
    .oneOf([...SCHEDULE_FREQUENCIES], SM.frequencyInvalid),
  customDays: yup
    .array(
      yup
        .string()
        .required(SM.dayInvalid)
        .oneOf([...WEEKDAYS], SM.dayInvalid),
    )
    .required(SM.dayInvalid)
    .max(WEEKDAYS.length, SM.dayInvalid)
    .transform((days: string[] | undefined) => (days ? [...new Set(days)] : days)),
  timeSlots: yup
    .array(yup.string().required(SM.timeInvalid).matches(TIME_OF_DAY, SM.timeInvalid))
    .required(SM.timeSlotsRequired)
    .min(1, SM.timeSlotsRequired)
    .max(12, SM.timeSlotsTooMany),
  autoPost: yup.boolean().required(),
  isActive: yup.boolean().required(),
});
export type ScheduleValues = yup.InferType<typeof scheduleSchema>;

/** The analytics period: one of the page's choices, in days. */
export const analyticsQuerySchema = yup.object({
  timeRange: yup
    .number()
    .typeError(ANALYTICS_MESSAGES.timeRangeInvalid)
    .oneOf([...ANALYTICS_PERIODS], ANALYTICS_MESSAGES.timeRangeInvalid)
    .default(DEFAULT_ANALYTICS_PERIOD),
});

const NM = NOTIFICATION_MESSAGES;

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it: the keys' sizes are
 * checked here (base64url, padding allowed); the endpoint's host, and that p256dh is a point of
 * the curve, by the server.
 */
export const pushSubscriptionSchema = yup.object({
  endpoint: yup
    .string()
    .trim()
    .required(NM.endpointRequired)
    .max(PUSH_ENDPOINT_MAX_LENGTH, INPUT_MESSAGES.tooLong(PUSH_ENDPOINT_MAX_LENGTH)),
  keys: yup
    .object({
      // 65 bytes, the first 0x04 (an uncompressed point): 87 characters, the first "B".
      p256dh: yup
        .string()
        .trim()
        .required(NM.p256dhInvalid)
        .matches(/^B[A-Za-z0-9_-]{86}=?$/, NM.p256dhInvalid),
      // 16 bytes: 22 characters.
      auth: yup
        .string()
        .trim()
        .required(NM.authInvalid)
        .matches(/^[A-Za-z0-9_-]{22}(==)?$/, NM.authInvalid),
    })
    .default(undefined)
    .required(NM.p256dhInvalid),
});
export type PushSubscriptionValues = yup.InferType<typeof pushSubscriptionSchema>;

/** Which push subscription to forget: its endpoint. */
export const removePushSubscriptionSchema = yup.object({
  endpoint: yup
    .string()
    .trim()
    .required(NM.endpointRequired)
    .max(PUSH_ENDPOINT_MAX_LENGTH, INPUT_MESSAGES.tooLong(PUSH_ENDPOINT_MAX_LENGTH)),
});

const VM = VOICE_MESSAGES;

/** Posts to learn the user's voice from: 1 to 50, each 1 to 3,000 characters once trimmed. */
export const learnVoiceSchema = yup.object({
  posts: yup
    .array(
      yup.string().trim().required(VM.postRequired).max(VOICE_SAMPLE_MAX_LENGTH, VM.postTooLong),
    )
    .required(VM.postsRequired)
    .min(1, VM.postsRequired)
    .max(VOICE_SAMPLES_MAX, VM.tooManyPosts(VOICE_SAMPLES_MAX)),
  /** Forget the posts learned from before, rather than add these to them. */
  replace: yup.boolean().nullable().default(false),
});
export type LearnVoiceValues = yup.InferType<typeof learnVoiceSchema>;

const wholeNumber = (label: string, range: { min: number; max: number }) => {
  const message = VM.wholeNumber(label, range.min, range.max);
  return yup
    .number()
    .typeError(message)
    .integer(message)
    .min(range.min, message)
    .max(range.max, message);
};

const { phraseLength } = VOICE_LIST_LIMITS;

/** Themes or phrases to avoid: each 1 to 60 characters once trimmed. */
const phrases = (label: string, max: number) =>
  yup
    .array(
      yup
        .string()
        .trim()
        .required(VM.phraseRequired)
        .max(phraseLength, VM.phraseTooLong(phraseLength)),
    )
    .max(max, VM.tooMany(label, max));

/**
 * Edits of a voice profile: every field optional (a field left out keeps what was learned or
 * edited before), each given one within its bounds. A favourite hashtag may be given with '#'.
 */
export const updateVoiceSchema = yup.object({
  words: wholeNumber('Words', VOICE_RANGES.words),
  paragraphs: wholeNumber('Paragraphs', VOICE_RANGES.paragraphs),
  sentenceWords: wholeNumber('Words per sentence', VOICE_RANGES.sentenceWords),
  hookStyles: yup
    .array(
      yup
        .string()
        .required(VM.hookStyleInvalid)
        .oneOf([...HOOK_STYLES], VM.hookStyleInvalid),
    )
    .min(1, VM.hookStylesRequired)
    .max(HOOK_STYLES.length, VM.tooMany('openings', HOOK_STYLES.length)),
  emojis: yup.string().oneOf([...HABIT_LEVELS], VM.emojisInvalid),
  favouriteEmojis: yup
    .array(
      yup
        .string()
        .trim()
        .required(VM.emojiInvalid)
        .max(32, VM.emojiInvalid)
        .matches(SINGLE_EMOJI, VM.emojiInvalid),
    )
    .max(
      VOICE_LIST_LIMITS.favouriteEmojis,
      VM.tooMany('favourite emojis', VOICE_LIST_LIMITS.favouriteEmojis),
    ),
  hashtags: wholeNumber('Hashtags', VOICE_RANGES.hashtags),
  favouriteHashtags: yup
    .array(
      yup
        .string()
        .transform((value: unknown) =>
          typeof value === 'string' ? value.trim().replace(/^#/, '') : value,
        )
        .required(VM.hashtagInvalid)
        .max(VOICE_LIST_LIMITS.hashtagLength, VM.hashtagInvalid)
        .matches(HASHTAG_WORD, VM.hashtagInvalid),
    )
    .max(
      VOICE_LIST_LIMITS.favouriteHashtags,
      VM.tooMany('favourite hashtags', VOICE_LIST_LIMITS.favouriteHashtags),
    ),
  readingGrade: wholeNumber('Reading grade', VOICE_RANGES.readingGrade),
  themes: phrases('themes', VOICE_LIST_LIMITS.themes),
  avoid: phrases('phrases to avoid', VOICE_LIST_LIMITS.avoid),
  learnFromPublished: yup.boolean(),
});
export type UpdateVoiceValues = yup.InferType<typeof updateVoiceSchema>;

/** The text the editor asks help with (hooks, rewrites): 1 to 3,000 characters once trimmed. */
const assistContent = () =>
  yup.string().trim().required(CM.assistContentRequired).max(POST_MAX_LENGTH, CM.contentTooLong);

const assistTone = () =>
  yup
    .string()
    .oneOf([...TONES], CM.toneInvalid)
    .default(GENERATION_DEFAULTS.tone);

/** Alternative first lines for a post: its text and the tone to keep. */
export const assistSchema = yup.object({ content: assistContent(), tone: assistTone() });
export type AssistValues = yup.InferType<typeof assistSchema>;

/** A post to rewrite, and how: shorter, punchier, personal or grammar. */
export const rewritePostSchema = yup.object({
  content: assistContent(),
  action: yup
    .string()
    .required(CM.rewriteActionInvalid)
    .oneOf([...REWRITE_ACTIONS], CM.rewriteActionInvalid),
  tone: assistTone(),
  detail: yup.string().trim().max(PERSONAL_DETAIL_MAX_LENGTH, CM.personalDetailTooLong).default(''),
});
export type RewritePostValues = yup.InferType<typeof rewritePostSchema>;

const AM = AI_CONNECTION_MESSAGES;

/** An http(s) URL's parts: scheme, authority (user info, host, port) and the rest. */
const HTTP_URL = /^https?:\/\/([^/?#\s]*)([^\s]*)$/i;
const HOST_AND_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Whether the text is an http(s) URL (a host name or address, an optional port), and without
 * credentials or a fragment. Written without the platform's URL class, which common/ does not
 * assume; the server parses the URL again before using it.
 */
function urlProblem(value: string): 'invalid' | 'credentials' | null {
  const parts = HTTP_URL.exec(value);
  if (!parts) return 'invalid';
  const authority = parts[1]!;
  if (authority.includes('@') || value.includes('#')) return 'credentials';
  const host = HOST_AND_PORT.exec(authority);
  if (!host || (host[1] !== undefined && Number(host[1]) > 65535)) return 'invalid';
  return null;
}

/**
 * The user's own OpenAI-compatible endpoint: its API root, the model, and the key (left out:
 * the stored key stays; empty: no key, as a local Ollama needs).
 */
export const aiConnectionSchema = yup.object({
  baseUrl: yup
    .string()
    .trim()
    .required(AM.baseUrlRequired)
    .max(AI_CONNECTION_LIMITS.baseUrl, INPUT_MESSAGES.tooLong(AI_CONNECTION_LIMITS.baseUrl))
    .test('http-url', AM.baseUrlInvalid, (value) => !value || urlProblem(value) !== 'invalid')
    .test(
      'no-credentials',
      AM.baseUrlCredentials,
      (value) => !value || urlProblem(value) !== 'credentials',
    ),
  model: yup
    .string()
    .trim()
    .required(AM.modelRequired)
    .max(AI_CONNECTION_LIMITS.model, INPUT_MESSAGES.tooLong(AI_CONNECTION_LIMITS.model)),
  apiKey: yup
    .string()
    .trim()
    .max(AI_CONNECTION_LIMITS.apiKey, INPUT_MESSAGES.tooLong(AI_CONNECTION_LIMITS.apiKey))
    .optional(),
});
export type AiConnectionValues = yup.InferType<typeof aiConnectionSchema>;
