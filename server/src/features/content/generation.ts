import {
  LANGUAGES,
  type Language,
  type PostLength,
  type RewriteAction,
  type Tone,
  type VoiceProfile,
} from '@postpilot/common';

/** Who a post is written for and as: what the user told us in onboarding and their profile. */
export interface Author {
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
  /** The niches chosen in onboarding (from the 20 NICHES offered), in the user's order. */
  contentNiches: string[];
  /** Onboarding's "about you" text: job title, company, experience and goals in one text. */
  personalContext: string | null;
  targetAudience: string | null;
}

/** Everything a generator needs for one post; plain data, so it travels as a job's payload. */
export interface GenerationRequest {
  /** What the post is about; empty means "pick from the author's niches". */
  topic: string;
  tone: Tone;
  length: PostLength;
  includeHashtags: boolean;
  includeEmojis: boolean;
  /** Extra instructions from the user, free text; empty when none. */
  customPrompt: string;
  /**
   * The user's own material, one point a line as typed (Generate's "Key points"): what happened,
   * what they learned, a number, an example. Empty when none.
   */
  keyPoints: string;
  /** The idea from the idea bank the post starts from; null when none. */
  idea: { title: string; notes: string } | null;
  /** The language to write in: the user's (Settings). */
  language: Language;
  author: Author;
  /**
   * Which take on the same settings to write: 0 for the first, 1, 2, … for each Regenerate.
   * The same request with the same variant gives the same post (the composer is deterministic).
   */
  variant: number;
  /** How the user writes, learned from their posts and edited by them; null when unknown. */
  voice: VoiceProfile | null;
  /**
   * The user's latest posts (up to 20), newest first: a writer does not open, structure or close
   * a post the way one of these does.
   */
  recentPosts: string[];
  /**
   * Up to three posts the user wrote or approved themselves, as examples of their voice: a
   * writer takes their style from these, never their content. Empty when there are none.
   */
  examplePosts: string[];
}

/** One change a rewrite made, and the rule that made it (the contract's TextChange). */
export interface TextChange {
  rule: string;
  message: string;
  /** Empty when text was added. */
  before: string;
  /** Empty when text was removed. */
  after: string;
}

/** A rewrite's answer: the text, what changed, or what the writer needs to ask first. */
export interface Rewrite {
  content: string;
  /** Each change, for the user to review; empty when the writer cannot list them (a model). */
  changes: TextChange[];
  /** What to ask the user before this rewrite can be done; `content` is then unchanged. */
  question: string | null;
}

/** LinkedIn's limit on a post's commentary; no generator may return more. */
export const POST_MAX_CHARS = 3000;

/** Why generation failed, in terms the user and the retry policy understand. */
export type GenerationFailureKind =
  | 'timeout'
  | 'unauthorized'
  | 'rate_limited'
  | 'unavailable'
  | 'malformed'
  | 'bad_request'
  /** The writer cannot do this with what the user gave it (too little text, no topic): theirs to fix. */
  | 'refused';

export class GenerationError extends Error {
  constructor(
    readonly kind: GenerationFailureKind,
    message: string,
    /** Worth trying again later (timeouts, 429, 5xx, network). */
    readonly retryable: boolean,
    /** From a Retry-After header, when the endpoint sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** Writes one post. Implementations: the OpenAI-compatible client and the built-in composer. */
export interface ContentGenerator {
  readonly provider: 'openai' | 'composer';
  /** Whether it writes posts in this language (the composer writes English only). */
  writes(language: Language): boolean;
  generate(request: GenerationRequest, signal?: AbortSignal): Promise<string>;
  /**
   * `HOOK_SUGGESTIONS` alternative first lines for `post`, each different from its current first
   * line and from each other; `request` gives the author, voice, tone and language.
   */
  hooks(request: GenerationRequest, post: string, signal?: AbortSignal): Promise<string[]>;
  /**
   * `post` rewritten as `action` asks, within POST_MAX_CHARS; the meaning stays. `detail` is the
   * user's own detail for `personal` (empty when none).
   */
  rewrite(
    request: GenerationRequest,
    post: string,
    action: RewriteAction,
    detail: string,
    signal?: AbortSignal,
  ): Promise<Rewrite>;
}

/** A user's stored language as a writer's; anything unknown is English. */
export function languageOf(code: string): Language {
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}
