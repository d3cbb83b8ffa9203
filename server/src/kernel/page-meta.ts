import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What a page's head says of it: its <meta> tags by property or name (lower case), and <title>. */
export interface PageMeta {
  /** The first non-empty content of each meta property or name: og:title, description, … */
  meta: Map<string, string>;
  /** The first <title>'s text as written; null when there is none. */
  title: string | null;
}

/** Reads a page's meta tags and title with an HTML parser (a link card, an idea from a page). */
export function readPageMeta(html: string): PageMeta {
  const meta = new Map<string, string>();
  let title: string | null = null;
  const stack: Node[] = [parse(html)];
  while (stack.length) {
    const node = stack.pop()!;
    if ('tagName' in node) {
      const element = node as Element;
      if (element.tagName === 'meta') {
        const attrs = new Map(element.attrs.map((a) => [a.name.toLowerCase(), a.value]));
        const key = (attrs.get('property') ?? attrs.get('name'))?.toLowerCase();
        const content = attrs.get('content');
        if (key && content?.trim() && !meta.has(key)) meta.set(key, content);
      } else if (element.tagName === 'title' && title === null) {
        title = element.childNodes
          .map((child) => ('value' in child ? (child as { value: string }).value : ''))
          .join('');
      }
    }
    // Templates keep their children apart; the rest walk in document order.
    const children: Node[] = 'content' in node && node.content ? [node.content as Node] : [];
    if ('childNodes' in node) children.push(...(node.childNodes as Node[]));
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { meta, title };
}
