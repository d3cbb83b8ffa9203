import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Elements that end a line of text where they open and close. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
/** Elements whose text is no reading matter. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg']);

/**
 * Text as the user reads it, from a feed's or a page's text that may hold HTML (escaped or in
 * CDATA): tags gone, entities decoded by an HTML parser, one line a paragraph or list item.
 */
export function htmlToText(html: string): string {
  const lines: string[] = [''];
  const stack: Node[] = [parseFragment(html) as unknown as Node];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') {
      lines[lines.length - 1] += (node as DefaultTreeAdapterMap['textNode']).value;
      continue;
    }
    const tag = 'tagName' in node ? node.tagName : null;
    if (tag && SKIPPED.has(tag)) continue;
    if (tag && BLOCKS.has(tag)) lines.push('');
    if ('childNodes' in node) {
      // A block's end breaks the line too: a marker pushed under its children.
      if (tag && BLOCKS.has(tag)) stack.push({ nodeName: '#break' } as unknown as Node);
      const children = node.childNodes as Node[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
    if (node.nodeName === '#break') lines.push('');
  }
  return lines
    .map((line) => cleanLine(line))
    .filter(Boolean)
    .join('\n');
}

/** One line: no control characters or broken surrogates, spaces collapsed. */
export function cleanLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Text within `max` characters: cut at a word where one is near, marked with an ellipsis. */
export function within(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
