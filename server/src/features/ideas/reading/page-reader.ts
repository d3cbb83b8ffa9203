import {
  IDEA_MESSAGES as IM,
  IDEA_NOTES_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
} from '@postpilot/common';
import type { EndpointPolicy } from '../../../kernel/guarded-fetch';
import { readPageMeta } from '../../../kernel/page-meta';
import { cleanLine, within } from './plain-text';
import { urlError, WebReader } from './web-reader';

/** The most of a page read: its head, where its title and description are, comes first. */
const PAGE_MAX_BYTES = 1024 * 1024;

/** What a page says it is about. */
export interface PageIdea {
  title: string | null;
  description: string | null;
}

/**
 * A page's title and description, read by an HTML parser: Open Graph's, else Twitter's, else its
 * <title> and meta description. Each as one clean line within an idea's limits; null when none.
 */
export function readPageIdea(html: string): PageIdea {
  const { meta, title } = readPageMeta(html);
  const first = (...texts: (string | null | undefined)[]) => {
    for (const text of texts) {
      const clean = cleanLine(text ?? '');
      if (clean) return clean;
    }
    return null;
  };
  const found = first(meta.get('og:title'), meta.get('twitter:title'), title);
  const description = first(
    meta.get('og:description'),
    meta.get('twitter:description'),
    meta.get('description'),
  );
  return {
    title: found && within(found, IDEA_TITLE_MAX_LENGTH),
    description: description && within(description, IDEA_NOTES_MAX_LENGTH),
  };
}

/** Reads a public page for an idea: its address after redirects, title and description. */
export class PageReader {
  private readonly reader: WebReader;

  constructor(policy: EndpointPolicy) {
    this.reader = new WebReader(policy, PAGE_MAX_BYTES, true, {
      unreachable: IM.pageUnreadable,
      tooLarge: IM.pageTooLarge,
    });
  }

  async read(url: string): Promise<PageIdea & { url: string }> {
    const page = await this.reader.read(url, 'text/html,application/xhtml+xml');
    // A page without a type is taken as HTML, as browsers do; anything else is not a page.
    if (page.contentType && !/html/.test(page.contentType)) {
      throw urlError('UNPROCESSABLE', 'URL_NOT_HTML', IM.pageNotHtml);
    }
    return { url: page.url, ...readPageIdea(page.text) };
  }
}
