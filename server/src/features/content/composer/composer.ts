import {
  CONTENT_MESSAGES,
  LANGUAGE_NAMES,
  type Language,
  type RewriteAction,
} from '@postpilot/common';
import {
  GenerationError,
  type ContentGenerator,
  type GenerationRequest,
  type Rewrite,
} from '../generation';
import { editPost, hooksFrom } from '../editing';
import { composePost } from './post';

/**
 * The built-in post writer, used when no AI endpoint is configured. Works offline and is
 * deterministic: it writes only from the user's topic, key points, idea and profile (see
 * post.ts), never a claim of its own. It writes English only, and says so rather than writing
 * English for another language.
 */
export class Composer implements ContentGenerator {
  readonly provider = 'composer';

  writes(language: Language): boolean {
    return language === 'en';
  }

  async generate(request: GenerationRequest): Promise<string> {
    this.assertEnglish(request);
    return composePost(request);
  }

  async hooks(request: GenerationRequest, post: string): Promise<string[]> {
    this.assertEnglish(request);
    return hooksFrom(post);
  }

  async rewrite(
    request: GenerationRequest,
    post: string,
    action: RewriteAction,
    detail: string,
  ): Promise<Rewrite> {
    this.assertEnglish(request);
    return editPost(request, post, action, detail);
  }

  private assertEnglish(request: GenerationRequest): void {
    if (this.writes(request.language)) return;
    const name = LANGUAGE_NAMES[request.language] ?? request.language;
    throw new GenerationError('refused', CONTENT_MESSAGES.builtInWriterLanguage(name), false);
  }
}

export { composePost };
