import type { RewriteAction } from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import { handleJob, jobKind, type JobHandler } from '../../kernel/jobs';
import {
  GenerationError,
  languageOf,
  type ContentGenerator,
  type GenerationRequest,
  type Rewrite,
  type TextChange,
} from './generation';
import { languageProblem, type ActiveWriter, type Writers } from './writers';

/**
 * The `generate` queue: the model calls of writing, run by the worker with the user's writer
 * (`Writers.for(userId)`). Payloads name the user, never a key: the worker finds the writer.
 */
export const GENERATE_QUEUE = 'generate' as const;

/** A post to write for `userId`, as `request` says. */
export interface WritePostPayload {
  userId: string;
  request: GenerationRequest;
}
export const GENERATE_POST_JOB = jobKind<WritePostPayload>(GENERATE_QUEUE, 'generate-post');

/** Alternative first lines for `post`. */
export const SUGGEST_HOOKS_JOB = jobKind<WritePostPayload & { post: string }>(
  GENERATE_QUEUE,
  'suggest-hooks',
);

/** `post` rewritten as `action` says, with the user's `detail` for `personal`. */
export const REWRITE_POST_JOB = jobKind<
  WritePostPayload & { post: string; action: RewriteAction; detail?: string }
>(GENERATE_QUEUE, 'rewrite-post');

/** A written (or rewritten) post, not saved, with who wrote it. */
export interface GeneratedPost {
  content: string;
  provider: ContentGenerator['provider'];
  writer: Contract.Writer;
  /** A rewrite's changes, for the user to review; empty for a new post. */
  changes: TextChange[];
  /** What the writer needs to ask the user first (More personal without a detail); else null. */
  question: string | null;
}

/** The worker's handlers of the `generate` queue. A failure's message becomes the job's failedReason. */
export function generateJobs(writers: Writers): JobHandler[] {
  /** The user's writer, refusing (as the API did) when it cannot write for them. */
  const writerFor = async (userId: string, request: GenerationRequest) => {
    const writer = await writers.for(userId);
    const problem = writer.problem ?? languageProblem(writer, languageOf(request.language));
    if (problem) throw new Error(problem);
    return writer;
  };
  const written = (
    writer: ActiveWriter,
    request: GenerationRequest,
    { content, changes, question }: Rewrite,
  ): GeneratedPost => ({
    content,
    provider: writer.generator.provider,
    writer: writers.describe(writer, languageOf(request.language)),
    changes,
    question,
  });
  return [
    handleJob(GENERATE_POST_JOB, ({ userId, request }) =>
      answer(async () => {
        const writer = await writerFor(userId, request);
        const content = await writer.generator.generate(request);
        return written(writer, request, { content, changes: [], question: null });
      }),
    ),
    handleJob(SUGGEST_HOOKS_JOB, ({ userId, request, post }) =>
      answer(async () => {
        const writer = await writerFor(userId, request);
        return writer.generator.hooks(request, post);
      }),
    ),
    handleJob(REWRITE_POST_JOB, ({ userId, request, post, action, detail }) =>
      answer(async () => {
        const writer = await writerFor(userId, request);
        const rewrite = await writer.generator.rewrite(request, post, action, detail ?? '');
        return written(writer, request, rewrite);
      }),
    ),
  ];
}

/**
 * A job's answer: what the writer wrote, or why it refused what the user gave it (theirs to fix,
 * a 422), which is an answer and not a failure: the job completes and nothing is retried.
 */
export type JobAnswer<T> = { value: T } | { refused: string };

async function answer<T>(work: () => Promise<T>): Promise<JobAnswer<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof GenerationError && error.kind === 'refused') {
      return { refused: error.message };
    }
    throw error;
  }
}
