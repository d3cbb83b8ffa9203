/**
 * How the sandbox checks a post's `content`, as LinkedIn's Posts API documents it: one image
 * (media { id, altText }), 2–20 images (multiImage), a document (media { id, title }), an
 * article (a link card; its thumbnail an uploaded image) or a poll (2–4 options). Uploaded files
 * are named by URN and must be the author's, with their bytes received.
 */
import type { SandboxUpload } from './sandbox.entities';
import { textProblem } from './sandbox.input';

export const POLL_DURATIONS = ['ONE_DAY', 'THREE_DAYS', 'SEVEN_DAYS', 'FOURTEEN_DAYS'] as const;
const ALT_TEXT_MAX = 4086;
const TITLE_MAX = 400;
const POLL_QUESTION_MAX = 140;
const POLL_OPTION_MAX = 30;
const URL_MAX = 2000;

/** A post's content as the sandbox keeps it and its feed shows it. */
export type SandboxContent =
  | { kind: 'images'; images: { urn: string; altText: string }[] }
  | { kind: 'document'; urn: string; title: string }
  | {
      kind: 'article';
      source: string;
      title: string;
      description: string | null;
      thumbnail: string | null;
    }
  | { kind: 'poll'; question: string; options: string[]; duration: string };

export type ContentCheck =
  { ok: true; content: SandboxContent } | { ok: false; status: number; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The URNs `content` names, to look them up before it is checked. */
export function contentUrns(content: unknown): string[] {
  if (!isObject(content)) return [];
  const urns: unknown[] = [];
  if (isObject(content.media)) urns.push(content.media.id);
  if (isObject(content.multiImage) && Array.isArray(content.multiImage.images)) {
    for (const image of content.multiImage.images) if (isObject(image)) urns.push(image.id);
  }
  if (isObject(content.article)) urns.push(content.article.thumbnail);
  return urns.filter((urn): urn is string => typeof urn === 'string').slice(0, 40);
}

/** `content` checked against the author's uploads (by URN). */
export function readContent(
  content: unknown,
  memberId: string,
  uploads: Map<string, SandboxUpload>,
): ContentCheck {
  const fail = (path: string, problem: string, status = 422): ContentCheck => ({
    ok: false,
    status,
    message: `ERROR :: /content${path} :: ${problem}`,
  });
  if (!isObject(content)) return fail('', 'expected a record');
  const kinds = Object.keys(content);
  if (kinds.length !== 1) return fail('', 'exactly one of media, multiImage, article, poll');
  const kind = kinds[0]!;
  const text = (value: unknown, path: string, max: number, required = true) => {
    if (value === undefined && !required) return { ok: true as const, value: null };
    if (typeof value !== 'string' || (required && !value.trim())) {
      return {
        ok: false as const,
        check: fail(
          path,
          value === undefined ? 'field is required but not found' : 'expected a non-empty string',
        ),
      };
    }
    const problem = textProblem(value);
    if (problem) return { ok: false as const, check: fail(path, problem) };
    if ([...value].length > max) {
      return { ok: false as const, check: fail(path, `length exceeds ${max}`) };
    }
    return { ok: true as const, value };
  };
  /** An uploaded file of the member's, of this kind, with its bytes received. */
  const upload = (urn: unknown, path: string, want: 'image' | 'document') => {
    if (typeof urn !== 'string') return fail(path, 'expected a URN');
    const found = uploads.get(urn);
    if (!found || found.memberId !== memberId || found.kind !== want) {
      return fail(path, `${urn} does not exist or is not an ${want} of the author`, 400);
    }
    if (!found.uploadedAt)
      return fail(path, `${urn} has not been uploaded yet (PUT its bytes first)`);
    return null;
  };

  switch (kind) {
    case 'media': {
      const media = content.media;
      if (!isObject(media)) return fail('/media', 'expected a record');
      const urn = media.id;
      const isDocument = typeof urn === 'string' && urn.startsWith('urn:li:document:');
      const problem = upload(urn, '/media/id', isDocument ? 'document' : 'image');
      if (problem) return problem;
      if (isDocument) {
        const title = text(media.title, '/media/title', TITLE_MAX);
        if (!title.ok) return title.check;
        return { ok: true, content: { kind: 'document', urn: urn as string, title: title.value! } };
      }
      const alt = text(media.altText, '/media/altText', ALT_TEXT_MAX, false);
      if (!alt.ok) return alt.check;
      return {
        ok: true,
        content: { kind: 'images', images: [{ urn: urn as string, altText: alt.value ?? '' }] },
      };
    }
    case 'multiImage': {
      const images = isObject(content.multiImage) ? content.multiImage.images : undefined;
      if (!Array.isArray(images)) return fail('/multiImage/images', 'expected an array');
      if (images.length < 2 || images.length > 20) {
        return fail(
          '/multiImage/images',
          `a multi-image post has 2 to 20 images, not ${images.length}`,
        );
      }
      const read: { urn: string; altText: string }[] = [];
      for (const [i, image] of images.entries()) {
        if (!isObject(image)) return fail(`/multiImage/images/${i}`, 'expected a record');
        const problem = upload(image.id, `/multiImage/images/${i}/id`, 'image');
        if (problem) return problem;
        const alt = text(image.altText, `/multiImage/images/${i}/altText`, ALT_TEXT_MAX, false);
        if (!alt.ok) return alt.check;
        read.push({ urn: image.id as string, altText: alt.value ?? '' });
      }
      return { ok: true, content: { kind: 'images', images: read } };
    }
    case 'article': {
      const article = content.article;
      if (!isObject(article)) return fail('/article', 'expected a record');
      const source = text(article.source, '/article/source', URL_MAX);
      if (!source.ok) return source.check;
      if (!/^https?:\/\/[^\s/]+/i.test(source.value!)) {
        return fail('/article/source', 'expected an http(s) URL');
      }
      const title = text(article.title, '/article/title', TITLE_MAX);
      if (!title.ok) return title.check;
      const description = text(article.description, '/article/description', 4086, false);
      if (!description.ok) return description.check;
      if (article.thumbnail !== undefined) {
        const problem = upload(article.thumbnail, '/article/thumbnail', 'image');
        if (problem) return problem;
      }
      return {
        ok: true,
        content: {
          kind: 'article',
          source: source.value!,
          title: title.value!,
          description: description.value,
          thumbnail: (article.thumbnail as string | undefined) ?? null,
        },
      };
    }
    case 'poll': {
      const poll = content.poll;
      if (!isObject(poll)) return fail('/poll', 'expected a record');
      const question = text(poll.question, '/poll/question', POLL_QUESTION_MAX);
      if (!question.ok) return question.check;
      const options = poll.options;
      if (!Array.isArray(options) || options.length < 2 || options.length > 4) {
        return fail('/poll/options', 'a poll has 2 to 4 options');
      }
      const read: string[] = [];
      for (const [i, option] of options.entries()) {
        const value = text(
          isObject(option) ? option.text : undefined,
          `/poll/options/${i}/text`,
          POLL_OPTION_MAX,
        );
        if (!value.ok) return value.check;
        read.push(value.value!);
      }
      const duration = isObject(poll.settings) ? poll.settings.duration : undefined;
      if (
        typeof duration !== 'string' ||
        !(POLL_DURATIONS as readonly string[]).includes(duration)
      ) {
        return fail('/poll/settings/duration', `"${String(duration)}" is not an enum symbol`);
      }
      return {
        ok: true,
        content: { kind: 'poll', question: question.value!, options: read, duration },
      };
    }
    default:
      return fail(`/${kind}`, 'unrecognized field found but not allowed');
  }
}
