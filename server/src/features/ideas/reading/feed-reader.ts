import { parseFeed } from '@rowanmanning/feed-parser';
import {
  IDEA_MESSAGES as IM,
  IDEA_NOTES_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
} from '@postpilot/common';
import type { EndpointPolicy } from '../../../kernel/guarded-fetch';
import { cleanLine, htmlToText, within } from './plain-text';
import { urlError, WebReader } from './web-reader';

/** The most of a feed read; a feed cut short is no feed, so a larger one is refused. */
const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** The items of a feed looked at, newest first (the order feeds list them in). */
export const FEED_ITEMS_READ = 50;

/** A feed item as an idea. */
export interface FeedIdea {
  /** What tells the item apart from the feed's others: its link, else its id, else its title. */
  key: string;
  title: string;
  notes: string;
  sourceUrl: string | null;
}

export interface ParsedFeed {
  title: string | null;
  /** Newest first, as the feed lists them; items with neither a title nor a text are left out. */
  items: FeedIdea[];
}

/** An item's link as an address the idea bank keeps: absolute, http(s), within a link's limit. */
function linkOf(link: string | null, base: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    return text.length <= LINK_URL_MAX_LENGTH ? text : null;
  } catch {
    return null;
  }
}

/**
 * An RSS (0.9x, 1.0, 2.0) or Atom feed's title and items, read by a maintained feed parser; each
 * item's title and summary as plain text (HTML and entities resolved), within an idea's limits.
 * Throws (a 422) when the text is no feed.
 */
export function readFeed(xml: string, feedUrl: string): ParsedFeed {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw urlError('UNPROCESSABLE', 'NOT_A_FEED', IM.notAFeed);
  }
  const items: FeedIdea[] = [];
  for (const item of feed.items.slice(0, FEED_ITEMS_READ)) {
    const text = htmlToText(item.description ?? item.content ?? '');
    const title = cleanLine(htmlToText(item.title ?? '')) || text.split('\n')[0] || '';
    if (!title) continue;
    const sourceUrl = linkOf(item.url, feedUrl);
    const notes = text === title ? '' : text;
    items.push({
      key: sourceUrl ?? (item.id ? `id:${item.id}` : `title:${title}`),
      title: within(title, IDEA_TITLE_MAX_LENGTH),
      notes: within(notes, IDEA_NOTES_MAX_LENGTH),
      sourceUrl,
    });
  }
  const title = cleanLine(htmlToText(feed.title ?? ''));
  return { title: title ? within(title, IDEA_TITLE_MAX_LENGTH) : null, items };
}

/** Reads a followed feed through the SSRF guard (see WebReader). */
export class FeedReader {
  private readonly reader: WebReader;

  constructor(policy: EndpointPolicy) {
    this.reader = new WebReader(policy, FEED_MAX_BYTES, false, {
      unreachable: IM.feedUnreadable,
      tooLarge: IM.feedTooLarge,
    });
  }

  async read(url: string): Promise<ParsedFeed & { url: string }> {
    const document = await this.reader.read(
      url,
      'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    );
    return { url: document.url, ...readFeed(document.text, document.url) };
  }
}
