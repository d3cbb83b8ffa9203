import { jobKind } from '../../kernel/jobs';
import {
  languageNotice,
  languageOf,
  type ContentGenerator,
  type GenerationRequest,
} from './generation';

/** The `generate` queue: one job a post to write, run by the worker with the configured writer. */
export const GENERATE_QUEUE = 'generate' as const;
export const GENERATE_POST_JOB = jobKind<GenerationRequest>(GENERATE_QUEUE, 'generate-post');

export interface GeneratedPost {
  content: string;
  provider: ContentGenerator['provider'];
  /** Why the post is not in the user's language, when it is not. */
  notice: string | null;
}

/** The job's work: write the post. A GenerationError's message becomes the job's failedReason. */
export async function runGeneratePostJob(
  generator: ContentGenerator,
  request: GenerationRequest,
): Promise<GeneratedPost> {
  const content = await generator.generate(request);
  const notice = languageNotice(generator, languageOf(request.language ?? 'en'));
  return { content, provider: generator.provider, notice };
}
