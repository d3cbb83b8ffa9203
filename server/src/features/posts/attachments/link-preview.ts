import {
  ATTACHMENT_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  LINK_DESCRIPTION_MAX_LENGTH,
  MEDIA_MESSAGES as MM,
  linkPreviewSchema,
} from '@postpilot/common';
import { AppError } from '../../../kernel/errors';
import {
  followRedirects,
  guardedFetch,
  type EndpointPolicy,
  type GuardedFetchErrors,
} from '../../../kernel/guarded-fetch';
import { parseInput } from '../../../kernel/input';
import { readPageMeta } from '../../../kernel/page-meta';
import type * as Contract from '../../../generated/graphql';
import type { MediaService } from './media.service';

/** The most of a page read: its head, where Open Graph tags are, comes first. */
const PAGE_MAX_BYTES = 1024 * 1024;
/** Redirects followed, each hop checked like the first request. */
const MAX_REDIRECTS = 3;
const FETCH_TIMEOUT_MS = 10_000;

const linkError = (kind: 'BAD_USER_INPUT' | 'UNPROCESSABLE', message: string) =>
  new AppError(kind, kind === 'UNPROCESSABLE' ? 'LINK_UNREACHABLE' : 'LINK_INVALID', message, {
    errors: [{ field: 'url', message }],
  });

const ERRORS: GuardedFetchErrors = {
  privateAddress: () => linkError('BAD_USER_INPUT', MM.linkPrivate),
  badUrl: () => linkError('BAD_USER_INPUT', MM.linkInvalid),
  tooLarge: () => linkError('UNPROCESSABLE', MM.linkUnreachable),
};

/** What a page says about itself. */
export interface PageCard {
  title: string | null;
  description: string | null;
  image: string | null;
}

/** Open Graph tags, else the page's <title> and meta description, read by an HTML parser. */
export function readPageCard(html: string): PageCard {
  const { meta, title } = readPageMeta(html);
  return {
    title: tidy(meta.get('og:title') ?? title, ATTACHMENT_TITLE_MAX_LENGTH),
    description: tidy(
      meta.get('og:description') ?? meta.get('description') ?? null,
      LINK_DESCRIPTION_MAX_LENGTH,
    ),
    image: tidy(meta.get('og:image:secure_url') ?? meta.get('og:image') ?? null, 2000),
  };
}

/** Text as a card can hold it: spaces collapsed, no control characters, within its limit. */
function tidy(text: string | null, max: number): string | null {
  if (text === null) return null;
  const clean = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/**
 * A link card's starting point: the page read through the SSRF guard (private and local
 * addresses refused unless AI_CONNECTION_PRIVATE_HOSTS allows them, every redirect checked), its
 * Open Graph tags, and its picture stored as an image the user can attach.
 */
export class LinkPreviewService {
  private readonly pageFetch: typeof fetch;
  private readonly imageFetch: typeof fetch;

  constructor(
    policy: EndpointPolicy,
    private readonly media: MediaService,
  ) {
    this.pageFetch = guardedFetch(policy, ERRORS, PAGE_MAX_BYTES, true);
    this.imageFetch = guardedFetch(policy, ERRORS, IMAGE_MAX_BYTES);
  }

  async preview(userId: string, input: unknown): Promise<Contract.LinkPreview> {
    const { url } = parseInput(linkPreviewSchema, input);
    const unreachable = () => linkError('UNPROCESSABLE', MM.linkUnreachable);
    let page: { response: Response; url: string };
    let html: string;
    try {
      page = await followRedirects(this.pageFetch, url, MAX_REDIRECTS, unreachable, {
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'Postpilot link preview',
        },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const type = page.response.headers.get('content-type') ?? 'text/html';
      if (!page.response.ok || !/html|xml/i.test(type)) throw unreachable();
      html = await page.response.text();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreachable();
    }
    const card = readPageCard(html);
    return {
      url: page.url,
      title: card.title ?? tidy(page.url, ATTACHMENT_TITLE_MAX_LENGTH)!,
      description: card.description,
      thumbnail: card.image ? await this.thumbnail(userId, card.image, page.url) : null,
    };
  }

  /** The page's picture as an image of the user's; null when it cannot be read or is no image. */
  private async thumbnail(
    userId: string,
    image: string,
    pageUrl: string,
  ): Promise<Contract.Media | null> {
    try {
      const address = new URL(image, pageUrl).toString();
      const { response } = await followRedirects(
        this.imageFetch,
        address,
        MAX_REDIRECTS,
        () => new Error('Too many redirects'),
        { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
      );
      if (!response.ok) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      const name = decodeURIComponent(new URL(address).pathname.split('/').pop() || 'thumbnail');
      return await this.media.view(await this.media.storeImage(userId, bytes, name));
    } catch {
      return null;
    }
  }
}
