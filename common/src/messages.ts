/** Every user-visible text of the specification (validation, errors, toasts), verbatim. */

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, and number',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  nicheRequired: 'Please select at least one niche',
  jobTitleRequired: 'Job title is required',
  experienceRequired: 'Please select your experience level',
  toneRequired: 'Please select a content tone',
  avatarTooLarge: 'Image size should be less than 5MB',
  nameRequired: 'Name is required',
  waitlistEmailRequired: 'Please enter your email address',
  waitlistEmailInvalid: 'Please enter a valid email address',
} as const;

export const ERRORS = {
  login: 'Login failed',
  register: 'Registration failed',
  forgotPassword: 'Failed to send reset email',
  resetPassword: 'Password reset failed',
  resendVerification: 'Failed to send verification email',
  profileUpdate: 'Profile update failed',
  onboarding: 'Onboarding failed',
  scheduleUpdate: 'Failed to update schedule',
  preview: 'Failed to generate preview',
  loadPosts: 'Failed to load posts',
  generate: 'Failed to generate content',
  savePost: 'Failed to save post',
  updatePost: 'Failed to update post',
  schedulePost: 'Failed to schedule post',
  deletePost: 'Failed to delete post',
  settings: 'Failed to update settings',
  deleteAccount: 'Failed to delete account',
  dashboard: 'Failed to load dashboard data',
  sessionExpired: 'Session expired. Please login again.',
} as const;

export const SUCCESS = {
  login: 'Login successful!',
  register: 'Registration successful! Please verify your email.',
  forgotPassword: 'Password reset email sent!',
  resetPassword: 'Password reset successful!',
  verificationSent: 'Verification email sent!',
  autoVerified: 'Email auto-verified in development mode!',
  profile: 'Profile updated successfully!',
  onboarding: 'Onboarding completed successfully!',
  logout: 'Logged out successfully',
  schedule: 'Schedule updated successfully!',
  preview: 'Schedule preview updated!',
  generated: 'Content generated successfully!',
  draft: 'Post saved as draft!',
  approval: 'Post saved for approval!',
  postUpdated: 'Post updated successfully!',
  postScheduled: 'Post scheduled successfully!',
  postDeleted: 'Post deleted successfully!',
  avatar: 'Profile picture updated successfully!',
  settings: 'Settings updated successfully!',
  accountDeleted: 'Account deleted successfully',
  waitlist: "Thank you! You'll be notified when we launch.",
} as const;

export const CONFIRMATIONS = {
  deletePost: 'Are you sure you want to delete this post?',
  deleteAccount: 'Are you sure you want to delete your account? This action cannot be undone.',
} as const;

export const FORGOT_PASSWORD_SENT =
  "If an account with that email exists, we've sent you a password reset link.";

/** Server-side messages the specification leaves open; worded for the person reading them. */
export const SERVER_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  authenticationRequired: 'Authentication required',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  alreadyVerified: 'Your email is already verified',
  emailVerified: 'Email verified successfully',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  verificationEmailSent: 'Verification email sent',
  autoVerified: 'Email auto-verified in development mode',
  resendCooldown: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another verification email`,
  tooManyRequests: (seconds: number) =>
    `Too many attempts. Please try again in ${formatWait(seconds)}.`,
  notFound: 'Not found',
  payloadTooLarge: 'Request body is too large (limit 1 MB)',
  malformedJson: 'Request body is not valid JSON',
  emailNotVerified:
    'Please verify your email address first: open the link we sent you, or ask for a new one on the verification page.',
  onboardingIncomplete:
    'Please complete onboarding first: tell us what you write about and how, then this is yours to use.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * 3000 → "3,000", as `toLocaleString('en-US')` writes a whole number, without loading the
 * locale's number formats: the messages are made as the app's code is first evaluated.
 */
const withThousands = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What the input boundary says about values no form would send. */
export const INPUT_MESSAGES = {
  notText: 'Must be text',
  notNumber: 'Must be a number',
  notDate: 'Must be a date',
  notBoolean: 'Must be true or false',
  notList: 'Must be a list',
  notObject: 'Must be an object',
  nulCharacter: 'Must not contain NUL characters',
  invalidUnicode: 'Must be valid Unicode text',
  controlCharacter: 'Must not contain control characters',
  tooLong: (max: number) => `Must be at most ${withThousands(max)} characters`,
  tooManyItems: (max: number) => `Must have at most ${withThousands(max)} items`,
  nestedTooDeeply: 'Request body is nested too deeply',
  malformedRequest: 'The request is malformed',
  malformedPath: 'The address contains malformed percent-encoding',
  forbiddenPath: 'That path is not allowed',
} as const;

/** Account screens' server messages the specification leaves open. */
export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'Current password is incorrect',
  passwordWrong: 'Password is incorrect',
  passwordChanged: 'Password updated successfully!',
  avatarType: 'Please choose a PNG, JPEG, WebP or GIF image',
  avatarMissing: 'Please choose an image to upload',
  avatarUnreadable:
    'This image could not be read. It may be damaged or incomplete; please choose another.',
} as const;

/** Content and posts: the server's messages the specification leaves open. */
export const CONTENT_MESSAGES = {
  ideaIdInvalid: 'Idea not found',
  contentRequired: 'Post content is required',
  contentTooLong: 'A LinkedIn post can have at most 3,000 characters',
  statusForCreate: 'A new post is saved as draft or pending_approval',
  topicTooLong: 'The topic can have at most 200 characters',
  customPromptTooLong: 'Custom instructions can have at most 1,000 characters',
  keyPointsTooLong: 'Key points can have at most 1,000 characters',
  personalDetailTooLong: 'The detail can have at most 500 characters',
  toneInvalid:
    'Choose one of the tones: professional, casual, inspirational, educational, humorous',
  lengthInvalid: 'Choose one of the lengths: short, medium, long',
  variantInvalid: 'variant must be a whole number from 0 to 1000',
  scheduledTimePast: 'The scheduled time must be in the future',
  scheduledTimeInvalid: 'The scheduled time must be an ISO 8601 date and time',
  scheduledTimeTooFar: 'The scheduled time must be within the next 5 years',
  postNowWithTime: 'Choose either a time or Post now, not both',
  notMovable:
    'Only drafts, failed and scheduled posts and posts waiting for approval can be given a time',
  pendingNeedsTime:
    'A post waiting for approval moves only to a time you choose; approve it to schedule it',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  offsetInvalid: 'offset must be a whole number of 0 or more',
  statusInvalid:
    'status must be one of draft, pending_approval, scheduled, publishing, published, failed, cancelled',
  postIdInvalid: 'That is not a valid post id',
  postNotFound: 'Post not found',
  notEditable: 'A post that is being published or has been published can no longer be edited',
  notDeletable: 'This post is being published right now; try again in a moment',
  onlyDraftsSchedule: 'Only drafts can be scheduled',
  onlyPendingApprove: 'Only posts waiting for approval can be approved',
  onlyPendingReject: 'Only posts waiting for approval can be rejected',
  cannotReturnToDraft: 'Only posts waiting for approval, scheduled or failed can go back to draft',
  generationFailed: (reason: string) => `Failed to generate content: ${reason}`,
  generationTimedOut: (seconds: number) => `the writer did not finish within ${seconds} seconds`,
  /** The built-in writer and a user whose language is not English: nothing is written. */
  builtInWriterLanguage: (language: string) =>
    `The built-in writer writes English only. To write in ${language}, connect your own AI in Settings → AI writer.`,
  /** The built-in writer with no topic, no idea and no niches: it has nothing of the user's to write from. */
  builtInWriterNeedsTopic:
    'The built-in writer writes only from what you give it: enter a topic or key points, or choose your niches in Settings.',
  assistContentRequired: 'There is no text to work on yet',
  rewriteActionInvalid: 'Choose one of the rewrites: shorter, punchier, personal, grammar',
} as const;

/** Who writes the user's posts, and why: the `writer` query's label and reason. */
export const WRITER_MESSAGES = {
  userLabel: (model: string) => `Your AI (${model})`,
  serverLabel: (model: string) => `Postpilot's AI (${model})`,
  builtInLabel: 'Built-in writer',
  userReason: 'You connected your own AI in Settings → AI writer.',
  serverReason:
    "This Postpilot's own AI writes your posts; connect yours in Settings → AI writer to use your own model.",
  builtInReason:
    'No AI is connected, so the built-in writer writes your posts, offline and in English. Connect your own AI in Settings → AI writer for posts in your language and voice.',
  /** The stored key no longer opens (TOKEN_ENCRYPTION_KEY changed): nothing else writes instead. */
  keyUnreadable:
    'Your AI connection’s API key can no longer be read. Enter the key again in Settings → AI writer.',
  /** Why the approval switch does not release the built-in writer's posts (Settings, onboarding). */
  builtInAlwaysApproved:
    'Posts the built-in writer writes always wait for your approval, whatever this switch says: it writes only from what you gave it, and no one has read it yet. With an AI connected (Settings → AI writer), this switch decides.',
  /** Onboarding's note under "Post automatically": the built-in writer's posts wait all the same. */
  builtInWaitsInOnboarding:
    'Until an AI is connected (Settings → AI writer), auto-post writes from the ideas you add to the idea bank on the Content page, and each post waits for your approval even with this on: the built-in writer writes only from what you give it, so you read each one first.',
  /** Auto-post's activity line when it cannot write for the user. */
  autoPostSkipped: (why: string) => `Auto-post wrote nothing: ${why}`,
} as const;

/** The user's own AI connection (Settings → AI writer): its form, its test, its errors. */
export const AI_CONNECTION_MESSAGES = {
  baseUrlRequired: 'Enter the base URL of the API',
  baseUrlInvalid: 'Enter an http(s) address such as https://api.openai.com/v1',
  baseUrlCredentials: 'Leave the user name, password and #fragment out of the address',
  modelRequired: 'Enter the model’s name',
  saved: 'AI connection saved. Your posts are now written by your AI.',
  localSaved: (model: string) =>
    `Connected to Ollama on this machine. Your posts are now written by ${model}.`,
  removed: 'AI connection removed.',
  notConnected: 'You have no AI connection to test: enter a base URL and a model first.',
  connected: (model: string, answer: string, ms: number) =>
    answer
      ? `Connected: ${model} answered “${answer}” in ${ms} ms.`
      : `Connected: ${model} answered in ${ms} ms.`,
  nothingAtPath: (url: string) =>
    `Nothing answers at ${url} (HTTP 404): check the base URL; it usually ends in /v1.`,
  keyMovedHost:
    'Enter the API key again for this address: a stored key is sent only to the host it was entered for.',
  keyRefused: 'The endpoint refused the API key.',
  keyRequired: 'The endpoint asks for an API key.',
  modelNotFound: (model: string) => `No model named ${model} here.`,
  unreachable: (url: string, why: string) => `Could not reach ${url} (${why}).`,
  timedOut: (seconds: number) => `The endpoint did not answer within ${seconds} seconds.`,
  notOpenAi: 'That is not an OpenAI-compatible endpoint (no choices in the answer).',
  privateAddress: 'This address is on a private network, which this Postpilot does not call.',
  redirected: (location: string) =>
    location
      ? `The endpoint redirects to ${location}. Enter the address it redirects to instead.`
      : 'The endpoint answered with a redirect. Enter the address it redirects to instead.',
  tooLarge: 'The endpoint’s answer is larger than 1 MB.',
  rateLimited: 'The endpoint is rate limiting requests; try again later.',
  refused: (status: number, detail: string | null) =>
    detail
      ? `The endpoint answered HTTP ${status}: ${detail}`
      : `The endpoint answered HTTP ${status}.`,
  /** The generator's 401 and 403, for a user's own connection. */
  generatorKeyRefused: 'The AI service refused the API key (check it in Settings → AI writer)',
  generatorKeyMissing: 'The AI service requires an API key (enter it in Settings → AI writer)',
  saveFailed: 'Failed to save the AI connection',
  removeFailed: 'Failed to remove the AI connection',
  testFailed: 'Failed to test the AI connection',
} as const;

/** The approval inbox's toasts: what each action did, and what to expect next. */
export const INBOX_MESSAGES = {
  approved: (when: string) => `Post approved: it goes out ${when}.`,
  approvedAll: (count: number) =>
    count === 1 ? '1 post approved and scheduled!' : `${count} posts approved and scheduled!`,
  nothingToApprove: 'No posts are waiting for approval',
  rejected: 'Post rejected.',
  /** With auto-post on: a freed slot makes the schedule due for planning within the hour. */
  rejectedRefill: 'Post rejected. Auto-post will write a new post for that time within the hour.',
  approveFailed: 'Failed to approve post',
  approveAllFailed: 'Failed to approve posts',
  rejectFailed: 'Failed to reject post',
} as const;

/** Schedule, LinkedIn and publishing: the server's messages the specification leaves open. */
export const SCHEDULE_MESSAGES = {
  timezoneInvalid: 'Choose one of the listed time zones',
  frequencyInvalid: 'Frequency must be daily, weekly or custom',
  dayInvalid: 'Days must be weekday names, monday to sunday',
  timeInvalid: 'Times must be 24-hour times such as 09:00',
  timeSlotsRequired: 'Keep at least one posting time',
  timeSlotsTooMany: 'At most 12 posting times a day',
  noSlots: 'Your schedule has no posting slots: choose at least one day',
  slotTaken: 'Another post is already scheduled at that time',
} as const;

export const LINKEDIN_MESSAGES = {
  reconnect: 'Reconnect LinkedIn to publish',
  notConnected: 'Connect LinkedIn to publish',
  missedTime: 'Missed its scheduled time while the service was down',
  /** A try went wrong on our side (logged); it is tried again like LinkedIn's own failures. */
  notSent: 'Could not be sent to LinkedIn; trying again',
  versionRetired: (version: string) =>
    `LinkedIn no longer accepts API version ${version}: update LINKEDIN_VERSION`,
  stateInvalid: 'The LinkedIn sign-in link has expired or was already used. Please try again.',
} as const;

/** Analytics: why a figure is missing, and the period's rule. */
export const ANALYTICS_MESSAGES = {
  timeRangeInvalid: 'timeRange must be 7, 30, 90 or 365',
  /** Beside a figure LinkedIn does not share (a card's caption, the dashboard's note). */
  notShared: 'LinkedIn shares post statistics only with approved apps',
  noAccess:
    'LinkedIn shares post statistics (views, likes, comments and shares) only with apps it has approved, so they cannot be shown here.',
  notConnected: 'Connect LinkedIn in Settings to see how your posts perform.',
  needsReconnect:
    'LinkedIn no longer accepts our access: reconnect LinkedIn in Settings to receive new statistics.',
  syncFailed: 'Could not fetch statistics from LinkedIn. Please try again later.',
} as const;

/** Notifications: push subscriptions, and why a browser cannot receive push. */
export const NOTIFICATION_MESSAGES = {
  endpointRequired: 'The push endpoint is required',
  endpointInvalid: 'Must be the https address of a browser push service',
  endpointHost: (host: string) =>
    `Push notifications go only through browser push services, not ${host}`,
  p256dhInvalid: 'Must be a P-256 public key: 65 bytes, base64url',
  authInvalid: 'Must be a 16-byte authentication secret, base64url',
  tooManySubscriptions: (max: number) =>
    `Push notifications reach at most ${max} browsers: turn them off in one you no longer use first`,
  subscriptionTaken:
    "This browser's push subscription belongs to another account: subscribe this browser again",
  subscriptionNotFound: 'No push subscription with this endpoint',
  subscriptionRemoved: 'Push notifications no longer reach this browser',
  /** Settings → Notifications, when push cannot be turned on in this browser. */
  pushInsecure:
    'Push notifications need a secure connection: open Postpilot over https (or on localhost) to receive them in this browser.',
  pushUnsupported:
    'This browser cannot receive push notifications (a private window, or a browser without Web Push).',
  pushDenied:
    'Notifications are blocked for Postpilot in this browser. Allow them in the site settings (the icon left of the address), then turn push on again.',
  pushDismissed:
    'Push notifications need your permission: turn the switch on again and choose Allow when the browser asks.',
  pushFailed: 'Could not turn on push notifications in this browser. Please try again.',
  pushOffFailed: 'Could not turn off push notifications in this browser. Please try again.',
} as const;

/** The idea bank: ideas for posts, added by hand, from a page or from a followed feed. */
export const IDEA_MESSAGES = {
  titleRequired: 'An idea needs a title',
  titleTooLong: 'An idea title can have at most 200 characters',
  notesTooLong: 'Notes can have at most 1,000 characters',
  ideaNotFound: 'Idea not found',
  pageInvalid: 'limit is a whole number from 1 to 100, offset one from 0 to 500',
  unusedInvalid: 'unused is true or false',
  feedNotFound: 'Feed not found',
  ideasFull: (max: number) =>
    `Your idea bank holds at most ${max.toLocaleString('en-US')} ideas: delete some to add more`,
  feedsFull: (max: number) => `You can follow at most ${max} feeds: unfollow one to add another`,
  alreadyAdded: 'That page is already in your idea bank',
  alreadyFollowed: 'You already follow that feed',
  pageUnreadable: 'That page could not be read. Check the address, or add the idea by hand.',
  pageNotHtml: 'That address is not a web page. Add the idea by hand instead.',
  pageTooLarge: 'That page is too large to read. Add the idea by hand instead.',
  pageUntitled: 'That page has no title to start an idea from. Add the idea by hand instead.',
  feedUnreadable: 'That feed could not be read. Check the address and try again.',
  notAFeed: 'That address is not an RSS or Atom feed',
  feedTooLarge: 'That feed is too large to read (at most 2 MB)',
  urlPrivate: 'That address is on a private or local network: Postpilot only reads public pages.',
  ideaAdded: 'Idea added',
  ideaSaved: 'Idea saved',
  ideaDeleted: 'Idea deleted',
  feedFollowed: 'Feed followed: its newest items are in your idea bank',
  feedUnfollowed: 'Feed unfollowed; its ideas stay in your bank',
  feedRefreshed: 'Feed read: its new items are in your idea bank',
  loadFailed: 'Could not load your idea bank',
  feedsLoadFailed: 'Could not load the feeds you follow',
  addFailed: 'Could not add the idea',
  deleteFailed: 'Could not delete the idea',
  followFailed: 'Could not follow the feed',
  unfollowFailed: 'Could not unfollow the feed',
  refreshFailed: 'Could not read the feed',
  empty:
    'No ideas yet. Add one by hand, from a page, or follow a feed: Generate and auto-post write from them.',
  noFeeds: 'You follow no feed yet. Blogs and news sites often have one (RSS or Atom).',
  /** Auto-post with the built-in writer, which writes only from what the user gave it. */
  bankDryBuiltin:
    'Auto-post wrote nothing more: your idea bank ran dry. Add ideas, or connect an AI to write from your niches.',
  /** Auto-post with a model, which writes from the niches when no idea is left. */
  bankDryModel:
    'Your idea bank ran dry, so auto-post wrote from your niches. Add ideas to choose what it writes about.',
} as const;

/** The voice profile: what learning and editing it say, and what the export import says. */
export const VOICE_MESSAGES = {
  postsRequired: 'Add at least one post to learn from',
  postRequired: 'A post to learn from cannot be empty',
  postTooLong: 'A post to learn from can have at most 3,000 characters',
  tooManyPosts: (max: number) => `Learn from at most ${max} posts at a time`,
  wholeNumber: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}`,
  hookStylesRequired: 'Choose at least one way to open a post',
  hookStyleInvalid: 'Openings are question, number, story, contrarian or statement',
  emojisInvalid: 'Emojis must be never, sometimes or often',
  emojiInvalid: 'Each favourite emoji must be a single emoji',
  hashtagInvalid: 'A hashtag has letters, digits and underscores only (at most 50)',
  phraseRequired: 'A phrase cannot be empty',
  phraseTooLong: (max: number) => `A phrase can have at most ${max} characters`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  /** The LinkedIn export's file, read in the browser. */
  notShares:
    "This is not LinkedIn's Shares.csv: it has no ShareCommentary column. Choose Shares.csv from your LinkedIn data export.",
  noSharedPosts: 'This Shares.csv has no posts with text to learn from.',
  fileUnreadable: 'This file could not be read. Choose Shares.csv from your LinkedIn data export.',
  learned: (count: number) =>
    count === 1 ? 'Learned your voice from 1 post' : `Learned your voice from ${count} posts`,
  learnFailed: 'Failed to learn your voice',
  updated: 'Your voice is updated',
  learnsFromPublished: 'Postpilot learns from the posts it publishes for you',
  ignoresPublished: 'Postpilot no longer learns from the posts it publishes for you',
  updateFailed: 'Failed to update your voice',
  forgotten: 'Your voice is forgotten',
  forgetFailed: 'Failed to forget your voice',
  forgetConfirmation:
    'Forget your voice? Postpilot forgets the posts it learned from and your edits; writers go back to your onboarding alone.',
} as const;

/** Attachments: uploads, link cards, polls, carousels and first comments. */
export const MEDIA_MESSAGES = {
  fileMissing: 'Please choose a file to upload',
  // What the editor says about attachments on their way (client side).
  imageType: 'Please choose a JPEG, PNG or GIF image',
  documentType: 'Please choose a PDF document',
  uploadPending: 'Wait for the upload to finish',
  uploadFailed: 'The upload failed. Please try again.',
  uploadRetry: 'Upload failed',
  imagesTooMany: (room: number) =>
    room > 0
      ? `A post can carry 20 images: only the first ${room} were added`
      : 'A post can carry 20 images',
  linkPreviewFailed: 'Could not read that page. Fill in the card yourself.',
  carouselDraftFailed: 'Could not draft slides from this text',
  carouselMakeFailed: 'Could not make the carousel',
  firstCommentPending: 'First comment: posted right after the post',
  firstCommentPosted: 'First comment posted',
  firstCommentHelp: 'Posted as the first comment right after the post goes out, e.g. for the link.',
  fileType: 'Please choose a JPEG, PNG or GIF image or a PDF document',
  imageTooLarge: 'An image can be at most 8 MB',
  imageUnreadable: 'This image could not be read. It may be damaged: please choose another.',
  imageTooManyPixels: 'This image is too large: LinkedIn takes at most 36 million pixels',
  documentTooLarge: 'A document can be at most 100 MB',
  documentUnreadable: 'This PDF could not be read. It may be damaged: please export it again.',
  documentTooManyPages: 'A document can have at most 300 pages',
  documentEncrypted: 'This PDF is password-protected: please export it without a password.',
  mediaNotFound: 'That file was not found. Please upload it again.',
  /** A file's address is signed and short-lived: one altered, cut short or expired is refused. */
  urlInvalid: 'This address of the file is not valid.',
  urlExpired: 'This address of the file has expired. Reload the page for a new one.',
  mediaWrongKind: (expected: string) => `That file is not ${expected}`,
  mediaInUse: 'That file is already attached to another post. Please upload it again.',
  oneKind: 'Attach one of: images, a document, a link or a poll',
  imagesCount: 'Attach 1 to 20 images',
  imageRepeated: 'Each image can be attached once',
  altTextRequired: 'Describe each image for people who cannot see it (alt text)',
  altTextTooLong: 'Alt text can have at most 300 characters',
  titleRequired: 'A title is required',
  titleTooLong: 'A title can have at most 200 characters',
  linkInvalid: 'Please enter a web address starting with http:// or https://',
  linkTooLong: 'A web address can have at most 2,000 characters',
  linkDescriptionTooLong: 'A description can have at most 300 characters',
  linkPrivate: 'That address is on a private or local network: Postpilot only reads public pages.',
  linkUnreachable: 'That page could not be read. Check the address, or fill in the card yourself.',
  pollQuestionRequired: 'A poll needs a question',
  pollQuestionTooLong: 'A poll question can have at most 140 characters',
  pollOptionsCount: 'A poll has 2 to 4 options',
  pollOptionRequired: 'A poll option cannot be empty',
  pollOptionTooLong: 'A poll option can have at most 30 characters',
  pollOptionsRepeated: 'Poll options must all be different',
  pollDuration: 'A poll runs for 1 day, 3 days, 1 week or 2 weeks',
  notEditable: 'A post that is published or being published cannot be changed',
  firstCommentRequired: 'A first comment cannot be empty',
  firstCommentTooLong: 'A first comment can have at most 1,250 characters',
  firstCommentRefused: 'LinkedIn did not take the first comment; the post itself is published.',
  /** A worker stopped between claiming the comment and hearing LinkedIn's answer. */
  firstCommentInterrupted:
    'Publishing stopped before LinkedIn confirmed the first comment; check the post on LinkedIn.',
  carouselSlidesCount: 'A carousel has 5 to 10 slides',
  carouselSlideTitleRequired: 'Each slide needs a title',
  carouselSlideTitleTooLong: 'A slide title can have at most 80 characters',
  carouselSlideBodyTooLong: 'A slide text can have at most 280 characters',
  carouselColor: 'Colours are written as #rrggbb',
  carouselNothingToDraft: 'Write the post first: its text is what the slides are drafted from',
  /** Texts the drafter and the renderer put on slides when the post has none of its own. */
  carouselHookSubtitle: (points: number) => `${points} key points, one per slide`,
  carouselSummaryTitle: 'In short',
  carouselYourTurnTitle: 'Your turn',
  carouselYourTurnBody: 'What would you add? Tell me in the comments.',
  carouselCommentsBody: 'Tell me in the comments, and follow for more.',
  carouselFollowTitle: 'Follow for more',
  carouselFollowBody: (topics: string | null) =>
    topics
      ? `Found this useful? Follow for more on ${topics}, and save this post to come back to it.`
      : 'Found this useful? Follow for more, and save this post to come back to it.',
  carouselSaveTitle: 'Save this for later',
  carouselSaveBody: 'Come back to it when you need a reminder, and share it with someone who does.',
  carouselSwipeHint: 'Swipe',
  carouselSaveHint: 'Save this for later',
  uploaded: 'File uploaded',
  attachmentSaved: 'Attachment saved',
  attachmentRemoved: 'Attachment removed',
  carouselMade: 'Carousel attached',
} as const;
