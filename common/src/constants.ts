/** Business constants and limits: the specification's, and those the product adds. */

export const API_BASE_PATH = '/api';
export const TOKEN_STORAGE_KEY = 'token';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
/** What the columns hold (RFC 5321 allows 320 characters in an address). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** Long enough for any passphrase; a new password longer than this is refused. */
export const PASSWORD_MAX_LENGTH = 256;

export const RESEND_VERIFICATION_COOLDOWN_SECONDS = 60;
export const AUTO_VERIFIED_REDIRECT_MS = 1500;

export const ONBOARDING_STEPS = 3;

export const NICHES = [
  'Marketing',
  'AI & Technology',
  'Startups & Entrepreneurship',
  'Business Strategy',
  'Leadership',
  'Personal Development',
  'Sales',
  'Finance',
  'Healthcare',
  'Education',
  'Real Estate',
  'E-commerce',
  'Social Media',
  'Design & Creativity',
  'Data Science',
  'Software Development',
  'Productivity',
  'Career Advice',
  'Industry News',
  'Motivational',
] as const;
export type Niche = (typeof NICHES)[number];

export const TONES = [
  'professional',
  'casual',
  'inspirational',
  'educational',
  'humorous',
] as const;
export type Tone = (typeof TONES)[number];

export const LENGTHS = ['short', 'medium', 'long'] as const;
export type PostLength = (typeof LENGTHS)[number];

/** What "Rewrite" can do to a post in the editor, through the user's active writer. */
export const REWRITE_ACTIONS = ['shorter', 'punchier', 'personal', 'grammar'] as const;
export type RewriteAction = (typeof REWRITE_ACTIONS)[number];

/** How many alternative first lines "Suggest hooks" offers. */
export const HOOK_SUGGESTIONS = 3;

export const GENERATION_DEFAULTS = {
  tone: 'professional' as Tone,
  length: 'medium' as PostLength,
  includeHashtags: true,
  includeEmojis: false,
};

/** What a length means, in paragraphs. */
export const LENGTH_LABELS: Record<PostLength, string> = {
  short: 'Short (1-2 paragraphs)',
  medium: 'Medium (3-4 paragraphs)',
  long: 'Long (5+ paragraphs)',
};

/** LinkedIn's limit on a post's text. */
export const POST_MAX_LENGTH = 3000;
export const TOPIC_MAX_LENGTH = 200;
export const CUSTOM_PROMPT_MAX_LENGTH = 1000;
/** Generate's key points: what happened, what was learned, a number, an example; one a line. */
export const KEY_POINTS_MAX_LENGTH = 1000;
/** More personal's detail: a sentence of the user's own experience to weave into the post. */
export const PERSONAL_DETAIL_MAX_LENGTH = 500;

/** Every state a post can be in (DESIGN.md's state machine). */
export const POST_STATUSES = [
  'draft',
  'pending_approval',
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses a post can be created with. */
export const NEW_POST_STATUSES = ['draft', 'pending_approval'] as const;

export const EXPERIENCE_LEVELS = ['0-2', '3-5', '6-10', '10+'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const TARGET_AUDIENCE = 'Professional network and industry peers';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'custom'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * Settings' posting frequency is the schedule's frequency (one fact, the same options): the
 * specification's biweekly and monthly have no cadence in the schedule, so they are not offered.
 */
export const POSTING_FREQUENCIES = SCHEDULE_FREQUENCIES;

export const SCHEDULE_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
  'UTC',
] as const;

export const SETTINGS_TIMEZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
  { value: 'Europe/London', label: 'Europe/London' },
  { value: 'Europe/Paris', label: 'Europe/Paris' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
] as const;

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in English, as a writer is told it ("Write the post in Spanish"). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  ja: 'Japanese',
};

/** Each language's name in itself, as Settings lists it ("Español"). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
};

export const SETTINGS_DEFAULTS = {
  defaultPostingTime: '09:00',
  postingFrequency: 'daily' as ScheduleFrequency,
  timezone: 'UTC',
  language: 'en',
  emailNotifications: true,
  pushNotifications: true,
  autoPostEnabled: false,
  contentApprovalRequired: true,
};

export const DEFAULT_POSTING_TIME = '09:00';

export const SCHEDULE_DEFAULTS = {
  timezone: 'America/New_York',
  frequency: 'daily' as ScheduleFrequency,
  customDays: [] as Weekday[],
  timeSlots: [DEFAULT_POSTING_TIME],
  autoPost: false,
  isActive: true,
};

export const LIST_SIZES = {
  dashboardUpcoming: 3,
  dashboardActivity: 5,
  scheduleUpcoming: 10,
  ownPosts: 5,
};

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_ANALYTICS_PERIOD = 30;
/** Published posts with statistics a period needs before insights are drawn from it. */
export const ANALYTICS_MIN_SAMPLE = 3;
/** How many posts Top Performing Posts lists. */
export const ANALYTICS_TOP_POSTS = 5;
/** A post that went out this long after its time is late (schedule adherence). */
export const ON_TIME_TOLERANCE_MS = 5 * 60_000;

export const AVATAR_MAX_BYTES = 5_242_880;

/** What a post may carry besides its text, and the limits LinkedIn documents for each. */
export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const ATTACHMENT_KINDS = ['images', 'document', 'link', 'poll'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** Images: JPEG, PNG or GIF; at most 20 on a post (LinkedIn's multi-image posts). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGES_MAX = 20;
/** LinkedIn's limit on an image's pixels (36,152,320). */
export const IMAGE_MAX_PIXELS = 36_152_320;
export const ALT_TEXT_MAX_LENGTH = 300;
/** Documents: a PDF of at most 100 MB and 300 pages. */
export const DOCUMENT_MAX_BYTES = 100 * 1024 * 1024;
export const DOCUMENT_MAX_PAGES = 300;
/** Pictures of a document's first pages kept for previews. */
export const DOCUMENT_PREVIEW_PAGES = 10;
export const ATTACHMENT_TITLE_MAX_LENGTH = 200;
export const LINK_URL_MAX_LENGTH = 2000;
export const LINK_DESCRIPTION_MAX_LENGTH = 300;
/** Polls: a question, 2 to 4 options, open for a set time. */
export const POLL_QUESTION_MAX_LENGTH = 140;
export const POLL_OPTION_MAX_LENGTH = 30;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 4;
export const POLL_DURATIONS = ['one_day', 'three_days', 'seven_days', 'fourteen_days'] as const;
export type PollDuration = (typeof POLL_DURATIONS)[number];
export const POLL_DURATION_LABELS: Record<PollDuration, string> = {
  one_day: '1 day',
  three_days: '3 days',
  seven_days: '1 week',
  fourteen_days: '2 weeks',
};
/** A first comment: LinkedIn's comments hold 1,250 characters. */
export const FIRST_COMMENT_MAX_LENGTH = 1250;
/** Carousels: 5 to 10 square slides. */
export const CAROUSEL_SLIDES_MIN = 5;
export const CAROUSEL_SLIDES_MAX = 10;
export const CAROUSEL_TITLE_MAX_LENGTH = 80;
export const CAROUSEL_BODY_MAX_LENGTH = 280;
/** Uploaded files not attached to a post within this time are removed. */
export const MEDIA_UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

export const TOAST_DURATION_MS = 4000;
export const QUERY_FRESH_MS = 300_000;

/** The browsers a user's push notifications may reach at once. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The longest push endpoint accepted (browser push services' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The user's own AI connection (Settings → AI writer): what its columns hold. */
export const AI_CONNECTION_LIMITS = { baseUrl: 500, model: 200, apiKey: 500 } as const;
