import { IDEA_MESSAGES as IM, MEDIA_MESSAGES as MM } from '@postpilot/common';
import { AppError } from '../../../kernel/errors';
import {
  followRedirects,
  guardedFetch,
  type EndpointPolicy,
  type GuardedFetchErrors,
} from '../../../kernel/guarded-fetch';

/** Redirects followed, each hop checked like the first request. */
const MAX_REDIRECTS = 3;
/** How long a page or a feed may take to answer, start to end. */
export const READ_TIMEOUT_MS = 10_000;

/** A refusal of the address the user gave, as a field error on `url`. */
export const urlError = (kind: 'BAD_USER_INPUT' | 'UNPROCESSABLE', code: string, message: string) =>
  new AppError(kind, code, message, { errors: [{ field: 'url', message }] });

/** What a read answered: its text, its type and the address it came from after redirects. */
export interface WebDocument {
  url: string;
  contentType: string;
  text: string;
}

/** The words a reader uses for each way a read can fail. */
export interface ReadMessages {
  unreachable: string;
  tooLarge: string;
}

/**
 * Reads a public web address for the idea bank through the SSRF guard: private and local
 * addresses are refused unless AI_CONNECTION_PRIVATE_HOSTS allows them, every redirect is checked
 * like the first request, the answer is capped at `maxBytes` (cut there, or refused, as `cut`
 * says) and everything is over in READ_TIMEOUT_MS. Every failure is a 4xx in the user's words.
 */
export class WebReader {
  private readonly fetch: typeof fetch;

  constructor(
    policy: EndpointPolicy,
    maxBytes: number,
    cut: boolean,
    private readonly messages: ReadMessages,
  ) {
    const errors: GuardedFetchErrors = {
      privateAddress: () => urlError('BAD_USER_INPUT', 'URL_PRIVATE', IM.urlPrivate),
      badUrl: () => urlError('BAD_USER_INPUT', 'URL_INVALID', MM.linkInvalid),
      tooLarge: () => urlError('UNPROCESSABLE', 'URL_TOO_LARGE', messages.tooLarge),
    };
    this.fetch = guardedFetch(policy, errors, maxBytes, cut);
  }

  async read(url: string, accept: string): Promise<WebDocument> {
    const unreachable = () =>
      urlError('UNPROCESSABLE', 'URL_UNREACHABLE', this.messages.unreachable);
    try {
      const { response, url: from } = await followRedirects(
        this.fetch,
        url,
        MAX_REDIRECTS,
        unreachable,
        {
          headers: { accept, 'user-agent': 'Postpilot idea bank' },
          signal: AbortSignal.timeout(READ_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw unreachable();
      return {
        url: from,
        contentType: (response.headers.get('content-type') ?? '').toLowerCase(),
        text: await response.text(),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreachable();
    }
  }
}
