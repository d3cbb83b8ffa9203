import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDEA_MESSAGES as IM } from '@postpilot/common';
import { readFeed } from '../reading/feed-reader';
import { readPageIdea } from '../reading/page-reader';
import { htmlToText, within } from '../reading/plain-text';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('readFeed', () => {
  it('reads RSS: CDATA, HTML and entities as plain text, relative links made absolute, untitled items titled by their text', () => {
    const feed = readFeed(fixture('rss.xml'), 'https://notes.example/feed.xml');
    expect(feed.title).toBe('Field Notes & Tradeoffs');
    expect(feed.items).toEqual([
      {
        key: 'https://notes.example/estimates',
        title: 'Why we stopped estimating in points',
        notes: 'Points became a currency.\nWe count finished work & cycle time now.',
        sourceUrl: 'https://notes.example/estimates',
      },
      {
        key: 'https://notes.example/standing',
        title: 'Café meetings — 15 minutes, standing',
        notes: 'No chairs\nOne decision each',
        sourceUrl: 'https://notes.example/standing',
      },
      {
        key: 'id:note-3',
        title: 'An item with no title: its first line becomes one.',
        notes: '',
        sourceUrl: null,
      },
    ]);
  });

  it('reads Atom: HTML and XHTML titles, summaries and content', () => {
    const feed = readFeed(fixture('atom.xml'), 'https://ops.example/atom');
    expect(feed.title).toBe('Ops Weekly');
    expect(feed.items.map(({ title, notes }) => ({ title, notes }))).toEqual([
      {
        title: 'On-call without heroics',
        notes: 'Three rules: rotate, write it down, pay for it.',
      },
      { title: 'Runbooks & checklists', notes: 'What a runbook holds\nSteps, owners, rollback.' },
    ]);
  });

  it('keeps titles and notes within an idea’s limits', () => {
    const long = 'word '.repeat(400);
    const xml = `<rss version="2.0"><channel><title>x</title><item><title>${long}</title>
      <link>javascript:alert(1)</link><description>${long}</description></item></channel></rss>`;
    const [item] = readFeed(xml, 'https://x.example/').items;
    expect(item!.title.length).toBeLessThanOrEqual(200);
    expect(item!.title.endsWith('…')).toBe(true);
    expect(item!.notes.length).toBeLessThanOrEqual(1000);
    expect(item!.sourceUrl).toBeNull();
  });

  it('refuses what is no feed with a 422 in words', () => {
    for (const text of ['<html><body>Hello</body></html>', 'not xml at all', '']) {
      expect(() => readFeed(text, 'https://x.example/')).toThrow(
        expect.objectContaining({ status: 422, message: IM.notAFeed }),
      );
    }
  });
});

describe('readPageIdea', () => {
  it('prefers Open Graph, then Twitter, then the page’s own title and description', () => {
    expect(
      readPageIdea(`<html><head><title>Plain</title>
        <meta name="twitter:title" content="Twitter title">
        <meta property="og:title" content="  Open &amp; Graph  ">
        <meta name="description" content="Meta description">
        <meta name="twitter:description" content="Twitter description"></head></html>`),
    ).toEqual({ title: 'Open & Graph', description: 'Twitter description' });
    expect(
      readPageIdea(
        '<title>Only a\n title</title><meta name="description" content="The page says this.">',
      ),
    ).toEqual({ title: 'Only a title', description: 'The page says this.' });
    expect(readPageIdea('<p>No head at all</p>')).toEqual({ title: null, description: null });
  });
});

describe('htmlToText', () => {
  it('drops scripts and styles, breaks lines at blocks, removes control characters', () => {
    expect(
      htmlToText('<style>p{}</style><p>One\u0007 <i>two</i></p><br>three<script>x()</script>'),
    ).toBe('One two\nthree');
  });

  it('cuts at a word, never inside a surrogate pair', () => {
    expect(within('a short text', 100)).toBe('a short text');
    expect(within('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(within('😀'.repeat(10), 6)).toBe('😀😀…');
  });
});
