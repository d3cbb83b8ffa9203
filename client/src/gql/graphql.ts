/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AiConnectionInput = {
  /** The API key, up to 500 characters; left out keeps the stored key, empty removes it (for endpoints without keys, such as Ollama). */
  apiKey?: string | null | undefined;
  /** http(s) URL of the API root, up to 500 characters. */
  baseUrl: string;
  /** The model's name, up to 200 characters. */
  model: string;
};

/** A post's text to help with, in the editor. */
export type AssistInput = {
  /** The post's text, 1 to 3,000 characters. */
  content: string;
  /** The tone to keep: professional, casual, inspirational, educational or humorous; default professional. */
  tone?: string | null | undefined;
};

export type ChangePasswordInput = {
  currentPassword: string;
  /** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
  newPassword: string;
};

/** A post to save: its text and whether it waits for approval. */
export type CreatePostInput = {
  /** What it carries besides its text. */
  attachment?: PostAttachmentInput | null | undefined;
  /** 1 to 3,000 characters. */
  content: string;
  /** Text posted as the first comment right after it goes out; 1 to 1,250 characters. */
  firstComment?: string | null | undefined;
  /** draft or pending_approval. */
  status: PostStatus;
  /** The tone it was written in (professional, casual, inspirational, educational or humorous), so analytics can compare tones. */
  tone?: string | null | undefined;
};

export type DeleteAccountInput = {
  /** The account's current password, to confirm it is really the owner. */
  password: string;
};

export type ForgotPasswordInput = {
  email: string;
};

/** How to write a post. Every field is optional; the defaults are tone professional, length medium, hashtags on, emojis off. */
export type GenerateContentInput = {
  /** Extra instructions for this post, up to 1,000 characters. */
  customPrompt?: string | null | undefined;
  includeEmojis?: boolean | null | undefined;
  includeHashtags?: boolean | null | undefined;
  /** short (1-2 paragraphs), medium (3-4) or long (5 or more). */
  length?: string | null | undefined;
  /** professional, casual, inspirational, educational or humorous. */
  tone?: string | null | undefined;
  /** What the post is about, up to 200 characters; empty picks one of the user's niches. */
  topic?: string | null | undefined;
  /** Which take to write: 0 first, then 1, 2, ... for each regeneration with the same settings. */
  variant?: number | null | undefined;
};

/** The user's posts to learn their voice from. */
export type LearnVoiceInput = {
  /** 1 to 50 posts, newest first, each 1 to 3,000 characters. */
  posts: Array<string>;
  /** Forget the posts learned from before, rather than add these to them. */
  replace?: boolean | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

/** What the user writes about and how, collected by the 3-step onboarding. */
export type OnboardingInput = {
  /** Post automatically when a slot comes, rather than waiting for approval. */
  autoPostEnabled: boolean;
  /** The company, up to 200 characters; saved to the profile (left out or empty: the profile's stays). */
  company?: string | null | undefined;
  /** One or more of the 20 niches. */
  contentNiches: Array<string>;
  /** The job title, up to 200 characters; saved to the profile (left out or empty: the profile's stays). */
  jobTitle?: string | null | undefined;
  /** Job title, company, experience and goals joined into one text. */
  personalContext: string;
  /** Who the posts are written for. */
  targetAudience: string;
  /** An IANA time zone such as Europe/Paris, taken from the browser. */
  timezone: string;
  /** professional, casual, inspirational, educational or humorous. */
  tone: string;
};

/** How long a poll stays open on LinkedIn. */
export type PollDuration =
  | 'fourteen_days'
  | 'one_day'
  | 'seven_days'
  | 'three_days';

/** What to attach to a post: exactly one of images, document, link or poll. */
export type PostAttachmentInput = {
  document?: PostDocumentInput | null | undefined;
  /** 1 to 20 images, each with alt text. */
  images?: Array<PostImageInput> | null | undefined;
  link?: PostLinkInput | null | undefined;
  poll?: PostPollInput | null | undefined;
};

export type PostDocumentInput = {
  /** A document the user uploaded. */
  mediaId: string | number;
  /** 1 to 200 characters. */
  title: string;
};

export type PostImageInput = {
  /** 1 to 300 characters. */
  altText: string;
  /** An image the user uploaded. */
  mediaId: string | number;
};

export type PostLinkInput = {
  /** Up to 300 characters. */
  description?: string | null | undefined;
  /** An image the user uploaded or the one a link preview stored. */
  thumbnailMediaId?: string | number | null | undefined;
  /** 1 to 200 characters. */
  title: string;
  /** An http(s) address, up to 2,000 characters. */
  url: string;
};

export type PostPollInput = {
  duration: PollDuration;
  /** 2 to 4 options of 1 to 30 characters each, all different. */
  options: Array<string>;
  /** 1 to 140 characters. */
  question: string;
};

/** Where a post is: draft, pending_approval (waits for the user's approval), scheduled, publishing, published, failed (see lastError) or cancelled. */
export type PostStatus =
  | 'cancelled'
  | 'draft'
  | 'failed'
  | 'pending_approval'
  | 'published'
  | 'publishing'
  | 'scheduled';

/** A browser's push subscription, as PushSubscription.toJSON() gives it (without expirationTime). */
export type PushSubscriptionInput = {
  /** The push service's https address for this browser, at most 2,048 characters. */
  endpoint: string;
  keys: PushSubscriptionKeysInput;
};

/** The browser's keys for encrypting what is pushed to it (RFC 8291), base64url. */
export type PushSubscriptionKeysInput = {
  /** The 16-byte authentication secret. */
  auth: string;
  /** The browser's P-256 public key, 65 bytes (uncompressed point). */
  p256dh: string;
};

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

export type ResetPasswordInput = {
  password: string;
  /** The token from the link in the reset e-mail. */
  token: string;
};

/** A post's text and how to rewrite it. */
export type RewritePostInput = {
  /** shorter, punchier, personal (more personal) or grammar (fix grammar only). */
  action: string;
  /** The post's text, 1 to 3,000 characters. */
  content: string;
  tone?: string | null | undefined;
};

/** A whole schedule to save. */
export type ScheduleInput = {
  autoPost: boolean;
  customDays: Array<string>;
  frequency: string;
  isActive: boolean;
  timeSlots: Array<string>;
  timezone: string;
};

/** When to publish a post. */
export type SchedulePostInput = {
  /** Publish at once (the worker sends it within a second; without a LinkedIn connection it fails). Not together with scheduledTime. */
  postNow?: boolean | null | undefined;
  /** A moment in the future; left out (and without postNow), the next free slot of the user's schedule. */
  scheduledTime?: string | null | undefined;
};

/** A post's new text. */
export type UpdatePostInput = {
  /** 1 to 3,000 characters. */
  content: string;
};

export type UpdateProfileInput = {
  bio?: string | null | undefined;
  company?: string | null | undefined;
  firstName: string;
  jobTitle?: string | null | undefined;
  lastName: string;
  location?: string | null | undefined;
  phone?: string | null | undefined;
  website?: string | null | undefined;
};

/** Settings to change; a field left out (or null) keeps its stored value. */
export type UpdateSettingsInput = {
  autoPostEnabled?: boolean | null | undefined;
  contentApprovalRequired?: boolean | null | undefined;
  /** The default time for new posting slots, HH:MM (24-hour). */
  defaultPostingTime?: string | null | undefined;
  emailNotifications?: boolean | null | undefined;
  /** One of en, es, fr, de, ja. */
  language?: string | null | undefined;
  /** Full name: the first word becomes the first name, the rest the last name. */
  name?: string | null | undefined;
  /** One of daily, weekly, custom; the schedule's frequency changes with it (the days of weekly and custom are the schedule's). */
  postingFrequency?: string | null | undefined;
  pushNotifications?: boolean | null | undefined;
  /** One of the 8 settings time zones, such as America/New_York. */
  timezone?: string | null | undefined;
};

/** Edits of the voice profile; a field left out (or null) keeps what it is. */
export type UpdateVoiceInput = {
  /** Up to 20 words or phrases never to use, each at most 60 characters. */
  avoid?: Array<string> | null | undefined;
  /** never, sometimes or often. */
  emojis?: string | null | undefined;
  /** Up to 5 emojis, one each. */
  favouriteEmojis?: Array<string> | null | undefined;
  /** Up to 5 hashtags, with or without '#': letters, digits and underscores, at most 50. */
  favouriteHashtags?: Array<string> | null | undefined;
  /** 0 to 5. */
  hashtags?: number | null | undefined;
  /** One or more of question, number, story, contrarian and statement, most used first. */
  hookStyles?: Array<string> | null | undefined;
  /** Whether the posts Postpilot publishes for the user are learned from. */
  learnFromPublished?: boolean | null | undefined;
  /** 1 to 12. */
  paragraphs?: number | null | undefined;
  /** 1 to 18. */
  readingGrade?: number | null | undefined;
  /** 4 to 40. */
  sentenceWords?: number | null | undefined;
  /** Up to 8 themes, each at most 60 characters. */
  themes?: Array<string> | null | undefined;
  /** 10 to 600. */
  words?: number | null | undefined;
};

export type WaitlistInput = {
  email: string;
};

export type AnalyticsMetricsStatusFragment = { available: boolean, lastSyncedAt: string | null, message: string | null };

export type AnalyticsTopPostFragment = { id: string, content: string, publishedAt: string | null, url: string | null, tone: string | null, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null };

export type AnalyticsQueryVariables = Exact<{
  timeRange: number;
}>;


export type AnalyticsQuery = { analytics: { timeRange: number, analytics: { totalPosts: number, totalViews: number | null, totalLikes: number | null, totalComments: number | null, totalShares: number | null, totalConnections: number | null, engagementRate: number | null, averageViews: number | null, growth: { posts: number | null, views: number | null, likes: number | null, comments: number | null, shares: number | null, connections: number | null, engagementRate: number | null } }, topPosts: Array<{ id: string, content: string, publishedAt: string | null, url: string | null, tone: string | null, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null }>, timeline: Array<{ date: string, views: number | null, engagement: number | null, posts: number }>, insights: { sampleSize: number, minimumSample: number, timezone: string, bestTime: { startHour: number, endHour: number, averageEngagement: number, posts: number } | null, bestDay: { day: string, averageEngagement: number, posts: number } | null, tones: Array<{ tone: string, posts: number, averageEngagement: number, versusAverage: number }> }, adherence: { published: number, failed: number, onTime: number, rate: number | null }, metrics: { available: boolean, lastSyncedAt: string | null, message: string | null } } };

export type SyncPostMetricsMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncPostMetricsMutation = { syncPostMetrics: { available: boolean, lastSyncedAt: string | null, message: string | null } };

export type SessionUserFragment = { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type ResendVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationMutation = { resendVerification: { success: boolean, message: string, autoVerified: boolean, user: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } } };

export type PostFiguresFragment = { views: number, likes: number, comments: number, shares: number, updatedAt: string };

export type PostItemFragment = { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null };

export type PostsQueryVariables = Exact<{
  limit: number;
  offset: number;
  status?: PostStatus | null | undefined;
}>;


export type PostsQuery = { posts: { totalCount: number, hasMore: boolean, posts: Array<{ id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null }> } };

export type GenerateContentMutationVariables = Exact<{
  input: GenerateContentInput;
}>;


export type GenerateContentMutation = { generateContent: { content: string, provider: string, notice: string | null, writer: { label: string, reason: string } } };

export type WriterQueryVariables = Exact<{ [key: string]: never; }>;


export type WriterQuery = { writer: { provider: string, writesUserLanguage: boolean, notice: string | null } };

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type CreatePostMutation = { createPost: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type UpdatePostMutationVariables = Exact<{
  id: string | number;
  input: UpdatePostInput;
}>;


export type UpdatePostMutation = { updatePost: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type SchedulePostMutationVariables = Exact<{
  id: string | number;
  input?: SchedulePostInput | null | undefined;
}>;


export type SchedulePostMutation = { schedulePost: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type ApprovePostMutationVariables = Exact<{
  id: string | number;
}>;


export type ApprovePostMutation = { approvePost: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type ReturnPostToDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type ReturnPostToDraftMutation = { returnPostToDraft: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type DeletePostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePostMutation = { deletePost: { success: boolean, message: string } };

export type ApproveAllPostsMutationVariables = Exact<{ [key: string]: never; }>;


export type ApproveAllPostsMutation = { approveAllPosts: Array<{ id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null }> };

export type RejectPostMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectPostMutation = { rejectPost: { id: string, content: string, status: PostStatus, tone: string | null, scheduledTime: string | null, publishedAt: string | null, lastError: string | null, nextAttemptAt: string | null, url: string | null, createdAt: string, updatedAt: string, metrics: { views: number, likes: number, comments: number, shares: number, updatedAt: string } | null } };

export type SchedulingChoiceQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulingChoiceQuery = { nextFreeSlot: string | null, schedule: { timezone: string, frequency: string, customDays: Array<string>, timeSlots: Array<string>, autoPost: boolean, isActive: boolean }, linkedInConnection: { status: string } };

export type SuggestHooksMutationVariables = Exact<{
  input: AssistInput;
}>;


export type SuggestHooksMutation = { suggestHooks: Array<string> };

export type RewritePostMutationVariables = Exact<{
  input: RewritePostInput;
}>;


export type RewritePostMutation = { rewritePost: { content: string } };

export type DashboardStatFragment = { value: number | null, changePercent: number | null, note: string | null };

export type DashboardUpcomingPostFragment = { id: string, content: string, status: PostStatus, scheduledTime: string | null };

export type DashboardActivityFragment = { id: string, kind: string, description: string, timestamp: string, postId: string | null };

export type DashboardLinkedInFragment = { status: string, name: string | null, expiresAt: string | null, expiresSoon: boolean, sandbox: boolean };

export type DashboardOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardOverviewQuery = { dashboardOverview: { stats: { totalPosts: { value: number | null, changePercent: number | null, note: string | null }, scheduledPosts: { value: number | null, changePercent: number | null, note: string | null }, totalEngagement: { value: number | null, changePercent: number | null, note: string | null }, profileViews: { value: number | null, changePercent: number | null, note: string | null } }, upcomingPosts: Array<{ id: string, content: string, status: PostStatus, scheduledTime: string | null }>, recentActivity: Array<{ id: string, kind: string, description: string, timestamp: string, postId: string | null }>, linkedInStatus: { status: string, name: string | null, expiresAt: string | null, expiresSoon: boolean, sandbox: boolean } } };

export type LinkedInConnectionFieldsFragment = { status: string, name: string | null, expiresAt: string | null, expiresSoon: boolean, sandbox: boolean };

export type LinkedInConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedInConnectionQuery = { linkedInConnection: { status: string, name: string | null, expiresAt: string | null, expiresSoon: boolean, sandbox: boolean } };

export type ConnectLinkedInMutationVariables = Exact<{ [key: string]: never; }>;


export type ConnectLinkedInMutation = { connectLinkedIn: { url: string } };

export type DisconnectLinkedInMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectLinkedInMutation = { disconnectLinkedIn: { status: string, name: string | null, expiresAt: string | null, expiresSoon: boolean, sandbox: boolean } };

export type PushSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type PushSetupQuery = { vapidPublicKey: string, pushSubscriptions: Array<{ id: string, endpoint: string }> };

export type SavePushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SavePushSubscriptionMutation = { savePushSubscription: { id: string, endpoint: string } };

export type RemovePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type RemovePushSubscriptionMutation = { removePushSubscription: { success: boolean, message: string } };

export type CompleteOnboardingMutationVariables = Exact<{
  input: OnboardingInput;
}>;


export type CompleteOnboardingMutation = { completeOnboarding: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } };

export type ScheduleFieldsFragment = { timezone: string, frequency: string, customDays: Array<string>, timeSlots: Array<string>, autoPost: boolean, isActive: boolean };

export type UpcomingPostFragment = { id: string, content: string, status: PostStatus, scheduledTime: string | null };

export type ScheduleQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduleQuery = { schedule: { timezone: string, frequency: string, customDays: Array<string>, timeSlots: Array<string>, autoPost: boolean, isActive: boolean } };

export type UpdateScheduleMutationVariables = Exact<{
  input: ScheduleInput;
}>;


export type UpdateScheduleMutation = { updateSchedule: { timezone: string, frequency: string, customDays: Array<string>, timeSlots: Array<string>, autoPost: boolean, isActive: boolean } };

export type SchedulePreviewQueryVariables = Exact<{
  count: number;
}>;


export type SchedulePreviewQuery = { schedulePreview: Array<{ time: string, onSchedule: boolean, post: { id: string, content: string, status: PostStatus, scheduledTime: string | null } | null }> };

export type UpcomingPostsQueryVariables = Exact<{
  limit: number;
}>;


export type UpcomingPostsQuery = { upcomingPosts: Array<{ id: string, content: string, status: PostStatus, scheduledTime: string | null }> };

export type OffSchedulePostsQueryVariables = Exact<{ [key: string]: never; }>;


export type OffSchedulePostsQuery = { offSchedulePosts: Array<{ id: string, content: string, status: PostStatus, scheduledTime: string | null }> };

export type MoveOffSchedulePostsMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MoveOffSchedulePostsMutation = { moveOffSchedulePosts: Array<{ id: string, content: string, status: PostStatus, scheduledTime: string | null }> };

export type UpdateSettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, user: { id: string, email: string, firstName: string, lastName: string, name: string, jobTitle: string | null, company: string | null, bio: string | null, location: string | null, website: string | null, phone: string | null, profilePicture: string | null, isEmailVerified: boolean, hasCompletedOnboarding: boolean, linkedInConnected: boolean, createdAt: string, timezone: string, language: string, emailNotifications: boolean, pushNotifications: boolean, autoPostEnabled: boolean, contentApprovalRequired: boolean, contentNiches: Array<string>, personalContext: string | null, targetAudience: string | null, tone: string, defaultPostingTime: string, postingFrequency: string } } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean, message: string } };

export type AiConnectionFieldsFragment = { baseUrl: string, model: string, hasApiKey: boolean, apiKeyLastFour: string | null, updatedAt: string };

export type WriterFieldsFragment = { source: string, model: string | null, label: string, reason: string, notice: string | null };

export type AiWriterQueryVariables = Exact<{ [key: string]: never; }>;


export type AiWriterQuery = { aiConnection: { baseUrl: string, model: string, hasApiKey: boolean, apiKeyLastFour: string | null, updatedAt: string } | null, writer: { source: string, model: string | null, label: string, reason: string, notice: string | null } };

export type SaveAiConnectionMutationVariables = Exact<{
  input: AiConnectionInput;
}>;


export type SaveAiConnectionMutation = { saveAiConnection: { baseUrl: string, model: string, hasApiKey: boolean, apiKeyLastFour: string | null, updatedAt: string } };

export type TestAiConnectionMutationVariables = Exact<{
  input?: AiConnectionInput | null | undefined;
}>;


export type TestAiConnectionMutation = { testAiConnection: { ok: boolean, message: string, latencyMs: number } };

export type RemoveAiConnectionMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAiConnectionMutation = { removeAiConnection: { success: boolean, message: string } };

export type VoiceFieldsFragment = { summary: Array<string>, sampleCount: number, learnFromPublished: boolean, edited: Array<string>, profile: { sampleCount: number, words: number, paragraphs: number, sentenceWords: number, hookStyles: Array<string>, emojis: string, favouriteEmojis: Array<string>, hashtags: number, favouriteHashtags: Array<string>, readingGrade: number, themes: Array<string>, avoid: Array<string> } | null };

export type VoiceQueryVariables = Exact<{ [key: string]: never; }>;


export type VoiceQuery = { voice: { summary: Array<string>, sampleCount: number, learnFromPublished: boolean, edited: Array<string>, profile: { sampleCount: number, words: number, paragraphs: number, sentenceWords: number, hookStyles: Array<string>, emojis: string, favouriteEmojis: Array<string>, hashtags: number, favouriteHashtags: Array<string>, readingGrade: number, themes: Array<string>, avoid: Array<string> } | null } };

export type LearnVoiceMutationVariables = Exact<{
  input: LearnVoiceInput;
}>;


export type LearnVoiceMutation = { learnVoice: { summary: Array<string>, sampleCount: number, learnFromPublished: boolean, edited: Array<string>, profile: { sampleCount: number, words: number, paragraphs: number, sentenceWords: number, hookStyles: Array<string>, emojis: string, favouriteEmojis: Array<string>, hashtags: number, favouriteHashtags: Array<string>, readingGrade: number, themes: Array<string>, avoid: Array<string> } | null } };

export type UpdateVoiceMutationVariables = Exact<{
  input: UpdateVoiceInput;
}>;


export type UpdateVoiceMutation = { updateVoice: { summary: Array<string>, sampleCount: number, learnFromPublished: boolean, edited: Array<string>, profile: { sampleCount: number, words: number, paragraphs: number, sentenceWords: number, hookStyles: Array<string>, emojis: string, favouriteEmojis: Array<string>, hashtags: number, favouriteHashtags: Array<string>, readingGrade: number, themes: Array<string>, avoid: Array<string> } | null } };

export type ResetVoiceMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetVoiceMutation = { resetVoice: { summary: Array<string>, sampleCount: number, learnFromPublished: boolean, edited: Array<string>, profile: { sampleCount: number, words: number, paragraphs: number, sentenceWords: number, hookStyles: Array<string>, emojis: string, favouriteEmojis: Array<string>, hashtags: number, favouriteHashtags: Array<string>, readingGrade: number, themes: Array<string>, avoid: Array<string> } | null } };

export type LaunchDateQueryVariables = Exact<{ [key: string]: never; }>;


export type LaunchDateQuery = { launchDate: string | null };

export type JoinWaitlistMutationVariables = Exact<{
  input: WaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { success: boolean, message: string } };

export const AnalyticsMetricsStatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsMetricsStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MetricsStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AnalyticsMetricsStatusFragment, unknown>;
export const PostFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PostFiguresFragment, unknown>;
export const AnalyticsTopPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTopPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AnalyticsTopPostFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const PostItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PostItemFragment, unknown>;
export const DashboardStatFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<DashboardStatFragment, unknown>;
export const DashboardUpcomingPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardUpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<DashboardUpcomingPostFragment, unknown>;
export const DashboardActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}}]}}]} as unknown as DocumentNode<DashboardActivityFragment, unknown>;
export const DashboardLinkedInFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardLinkedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedInConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}}]} as unknown as DocumentNode<DashboardLinkedInFragment, unknown>;
export const LinkedInConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkedInConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedInConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}}]} as unknown as DocumentNode<LinkedInConnectionFieldsFragment, unknown>;
export const ScheduleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"autoPost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ScheduleFieldsFragment, unknown>;
export const UpcomingPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<UpcomingPostFragment, unknown>;
export const AiConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AiConnectionFieldsFragment, unknown>;
export const WriterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WriterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Writer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<WriterFieldsFragment, unknown>;
export const VoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"sentenceWords"}},{"kind":"Field","name":{"kind":"Name","value":"hookStyles"}},{"kind":"Field","name":{"kind":"Name","value":"emojis"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteEmojis"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteHashtags"}},{"kind":"Field","name":{"kind":"Name","value":"readingGrade"}},{"kind":"Field","name":{"kind":"Name","value":"themes"}},{"kind":"Field","name":{"kind":"Name","value":"avoid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"learnFromPublished"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<VoiceFieldsFragment, unknown>;
export const AnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Analytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeRange"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeRange"}},{"kind":"Field","name":{"kind":"Name","value":"analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPosts"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalLikes"}},{"kind":"Field","name":{"kind":"Name","value":"totalComments"}},{"kind":"Field","name":{"kind":"Name","value":"totalShares"}},{"kind":"Field","name":{"kind":"Name","value":"totalConnections"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageViews"}},{"kind":"Field","name":{"kind":"Name","value":"growth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"connections"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsTopPost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"engagement"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSample"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"bestTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"averageEngagement"}},{"kind":"Field","name":{"kind":"Name","value":"versusAverage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adherence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"onTime"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsMetricsStatus"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTopPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsMetricsStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MetricsStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AnalyticsQuery, AnalyticsQueryVariables>;
export const SyncPostMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncPostMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncPostMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsMetricsStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsMetricsStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MetricsStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SyncPostMetricsMutation, SyncPostMetricsMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"autoVerified"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const PostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Posts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PostsQuery, PostsQueryVariables>;
export const GenerateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"writer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateContentMutation, GenerateContentMutationVariables>;
export const WriterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Writer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"writesUserLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<WriterQuery, WriterQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const UpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePostMutation, UpdatePostMutationVariables>;
export const SchedulePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SchedulePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulePostInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SchedulePostMutation, SchedulePostMutationVariables>;
export const ApprovePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApprovePostMutation, ApprovePostMutationVariables>;
export const ReturnPostToDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnPostToDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnPostToDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReturnPostToDraftMutation, ReturnPostToDraftMutationVariables>;
export const DeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const ApproveAllPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAllPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAllPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApproveAllPostsMutation, ApproveAllPostsMutationVariables>;
export const RejectPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMetrics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RejectPostMutation, RejectPostMutationVariables>;
export const SchedulingChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchedulingChoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextFreeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"autoPost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<SchedulingChoiceQuery, SchedulingChoiceQueryVariables>;
export const SuggestHooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuggestHooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestHooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SuggestHooksMutation, SuggestHooksMutationVariables>;
export const RewritePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewritePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewritePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewritePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<RewritePostMutation, RewritePostMutationVariables>;
export const DashboardOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalEngagement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileViews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStat"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardUpcomingPost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardActivity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardLinkedIn"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardUpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardLinkedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedInConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}}]} as unknown as DocumentNode<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const LinkedInConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedInConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedInConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkedInConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkedInConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedInConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}}]} as unknown as DocumentNode<LinkedInConnectionQuery, LinkedInConnectionQueryVariables>;
export const ConnectLinkedInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectLinkedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectLinkedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ConnectLinkedInMutation, ConnectLinkedInMutationVariables>;
export const DisconnectLinkedInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectLinkedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectLinkedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkedInConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkedInConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedInConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}}]} as unknown as DocumentNode<DisconnectLinkedInMutation, DisconnectLinkedInMutationVariables>;
export const PushSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vapidPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}}]}}]}}]} as unknown as DocumentNode<PushSetupQuery, PushSetupQueryVariables>;
export const SavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}}]}}]}}]} as unknown as DocumentNode<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const RemovePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemovePushSubscriptionMutation, RemovePushSubscriptionMutationVariables>;
export const CompleteOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOnboarding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<CompleteOnboardingMutation, CompleteOnboardingMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"autoPost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ScheduleQuery, ScheduleQueryVariables>;
export const UpdateScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"autoPost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdateScheduleMutation, UpdateScheduleMutationVariables>;
export const SchedulePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchedulePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"onSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingPost"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<SchedulePreviewQuery, SchedulePreviewQueryVariables>;
export const UpcomingPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<UpcomingPostsQuery, UpcomingPostsQueryVariables>;
export const OffSchedulePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OffSchedulePosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offSchedulePosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<OffSchedulePostsQuery, OffSchedulePostsQueryVariables>;
export const MoveOffSchedulePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOffSchedulePosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveOffSchedulePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpcomingPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpcomingPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTime"}}]}}]} as unknown as DocumentNode<MoveOffSchedulePostsMutation, MoveOffSchedulePostsMutationVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"profilePicture"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasCompletedOnboarding"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInConnected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"autoPostEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contentApprovalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"contentNiches"}},{"kind":"Field","name":{"kind":"Name","value":"personalContext"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPostingTime"}},{"kind":"Field","name":{"kind":"Name","value":"postingFrequency"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const AiWriterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiWriter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiConnectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"writer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WriterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WriterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Writer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]} as unknown as DocumentNode<AiWriterQuery, AiWriterQueryVariables>;
export const SaveAiConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAiConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AiConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAiConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyLastFour"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveAiConnectionMutation, SaveAiConnectionMutationVariables>;
export const TestAiConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAiConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AiConnectionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testAiConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}}]}}]}}]} as unknown as DocumentNode<TestAiConnectionMutation, TestAiConnectionMutationVariables>;
export const RemoveAiConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAiConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAiConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemoveAiConnectionMutation, RemoveAiConnectionMutationVariables>;
export const VoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"sentenceWords"}},{"kind":"Field","name":{"kind":"Name","value":"hookStyles"}},{"kind":"Field","name":{"kind":"Name","value":"emojis"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteEmojis"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteHashtags"}},{"kind":"Field","name":{"kind":"Name","value":"readingGrade"}},{"kind":"Field","name":{"kind":"Name","value":"themes"}},{"kind":"Field","name":{"kind":"Name","value":"avoid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"learnFromPublished"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<VoiceQuery, VoiceQueryVariables>;
export const LearnVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearnVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LearnVoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"sentenceWords"}},{"kind":"Field","name":{"kind":"Name","value":"hookStyles"}},{"kind":"Field","name":{"kind":"Name","value":"emojis"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteEmojis"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteHashtags"}},{"kind":"Field","name":{"kind":"Name","value":"readingGrade"}},{"kind":"Field","name":{"kind":"Name","value":"themes"}},{"kind":"Field","name":{"kind":"Name","value":"avoid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"learnFromPublished"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<LearnVoiceMutation, LearnVoiceMutationVariables>;
export const UpdateVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateVoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"sentenceWords"}},{"kind":"Field","name":{"kind":"Name","value":"hookStyles"}},{"kind":"Field","name":{"kind":"Name","value":"emojis"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteEmojis"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteHashtags"}},{"kind":"Field","name":{"kind":"Name","value":"readingGrade"}},{"kind":"Field","name":{"kind":"Name","value":"themes"}},{"kind":"Field","name":{"kind":"Name","value":"avoid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"learnFromPublished"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<UpdateVoiceMutation, UpdateVoiceMutationVariables>;
export const ResetVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetVoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetVoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"sentenceWords"}},{"kind":"Field","name":{"kind":"Name","value":"hookStyles"}},{"kind":"Field","name":{"kind":"Name","value":"emojis"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteEmojis"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteHashtags"}},{"kind":"Field","name":{"kind":"Name","value":"readingGrade"}},{"kind":"Field","name":{"kind":"Name","value":"themes"}},{"kind":"Field","name":{"kind":"Name","value":"avoid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"sampleCount"}},{"kind":"Field","name":{"kind":"Name","value":"learnFromPublished"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<ResetVoiceMutation, ResetVoiceMutationVariables>;
export const LaunchDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LaunchDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchDate"}}]}}]} as unknown as DocumentNode<LaunchDateQuery, LaunchDateQueryVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;