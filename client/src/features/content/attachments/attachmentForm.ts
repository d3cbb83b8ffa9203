import * as yup from 'yup';
import {
  ALT_TEXT_MAX_LENGTH,
  ATTACHMENT_TITLE_MAX_LENGTH,
  FIRST_COMMENT_MAX_LENGTH,
  IMAGES_MAX,
  LINK_DESCRIPTION_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MEDIA_MESSAGES,
  POLL_DURATIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
  type AttachmentKind,
  type PollDuration,
} from '@postpilot/common';
import type {
  AttachmentViewFragment,
  MediaViewFragment,
  PostAttachmentInput,
} from '../../../gql/graphql';

/** A file on its way to the server: its progress (0 to 1), or why it did not arrive. */
export interface UploadState {
  fileName: string;
  progress: number;
  error: string | null;
}

/** One image of the editor: uploading (with a picture of the file chosen) or uploaded. */
export interface ImageDraft {
  /** Stable across reorders, for React and for the upload that fills it in. */
  key: string;
  fileName: string;
  /** What to show: the uploaded file, or the chosen one while it uploads. */
  previewUrl: string;
  media: MediaViewFragment | null;
  upload: UploadState | null;
  altText: string;
}

/** What a post carries besides its text, as the editor holds it while the user works on it. */
export type AttachmentDraft =
  | { kind: 'images'; images: ImageDraft[] }
  | { kind: 'document'; media: MediaViewFragment | null; upload: UploadState | null; title: string }
  | {
      kind: 'link';
      url: string;
      title: string;
      description: string;
      thumbnail: MediaViewFragment | null;
      thumbnailUpload: UploadState | null;
    }
  | { kind: 'poll'; question: string; options: string[]; duration: PollDuration };

export const DEFAULT_POLL_DURATION: PollDuration = 'seven_days';

/** The empty choice of one kind, as the "Add to post" row starts it. */
export function emptyDraft(kind: AttachmentKind): AttachmentDraft {
  switch (kind) {
    case 'images':
      return { kind, images: [] };
    case 'document':
      return { kind, media: null, upload: null, title: '' };
    case 'link':
      return { kind, url: '', title: '', description: '', thumbnail: null, thumbnailUpload: null };
    case 'poll':
      return { kind, question: '', options: ['', ''], duration: DEFAULT_POLL_DURATION };
  }
}

/** A saved attachment as the editor holds it. */
export function draftOf(
  attachment: AttachmentViewFragment | null | undefined,
): AttachmentDraft | null {
  if (!attachment) return null;
  switch (attachment.kind) {
    case 'images':
      return {
        kind: 'images',
        images: attachment.images.map((image) => ({
          key: image.media.id,
          fileName: image.media.fileName,
          previewUrl: image.media.url,
          media: image.media,
          upload: null,
          altText: image.altText,
        })),
      };
    case 'document':
      return attachment.document
        ? {
            kind: 'document',
            media: attachment.document.media,
            upload: null,
            title: attachment.document.title,
          }
        : null;
    case 'link':
      return attachment.link
        ? {
            kind: 'link',
            url: attachment.link.url,
            title: attachment.link.title,
            description: attachment.link.description ?? '',
            thumbnail: attachment.link.thumbnail ?? null,
            thumbnailUpload: null,
          }
        : null;
    case 'poll':
      return attachment.poll
        ? {
            kind: 'poll',
            question: attachment.poll.question,
            options: [...attachment.poll.options],
            duration: attachment.poll.duration,
          }
        : null;
  }
}

/** The attachment as the server takes it (trimmed), or null for none. */
export function attachmentInput(draft: AttachmentDraft | null): PostAttachmentInput | null {
  if (!draft) return null;
  switch (draft.kind) {
    case 'images':
      return {
        images: draft.images.map((image) => ({
          mediaId: image.media?.id ?? '',
          altText: image.altText.trim(),
        })),
      };
    case 'document':
      return { document: { mediaId: draft.media?.id ?? '', title: draft.title.trim() } };
    case 'link':
      return {
        link: {
          url: draft.url.trim(),
          title: draft.title.trim(),
          description: draft.description.trim() || null,
          thumbnailMediaId: draft.thumbnail?.id ?? null,
        },
      };
    case 'poll':
      return {
        poll: {
          question: draft.question.trim(),
          options: draft.options.map((option) => option.trim()),
          duration: draft.duration,
        },
      };
  }
}

/** Whether a file of the attachment is still on its way (saving waits for it). */
export function isUploading(draft: AttachmentDraft | null): boolean {
  if (!draft) return false;
  const pending = (upload: UploadState | null) => Boolean(upload && !upload.error);
  switch (draft.kind) {
    case 'images':
      return draft.images.some((image) => pending(image.upload));
    case 'document':
      return pending(draft.upload);
    case 'link':
      return pending(draft.thumbnailUpload);
    case 'poll':
      return false;
  }
}

const isWebAddress = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** An uploaded file's id: missing while it uploads or after it failed. */
const uploadedId = () => yup.string().required(MEDIA_MESSAGES.uploadPending);

/**
 * The attachment's rules, with MEDIA_MESSAGES' texts, over the shape the server takes (so the
 * paths of its field errors and of these are the same: `images[0].altText`, `poll.options[1]`).
 */
export const attachmentInputSchema = yup.object({
  images: yup
    .array()
    .of(
      yup.object({
        mediaId: uploadedId(),
        altText: yup
          .string()
          .trim()
          .required(MEDIA_MESSAGES.altTextRequired)
          .max(ALT_TEXT_MAX_LENGTH, MEDIA_MESSAGES.altTextTooLong),
      }),
    )
    .min(1, MEDIA_MESSAGES.imagesCount)
    .max(IMAGES_MAX, MEDIA_MESSAGES.imagesCount)
    .default(undefined),
  document: yup
    .object({
      mediaId: yup.string().required(MEDIA_MESSAGES.fileMissing),
      title: yup
        .string()
        .trim()
        .required(MEDIA_MESSAGES.titleRequired)
        .max(ATTACHMENT_TITLE_MAX_LENGTH, MEDIA_MESSAGES.titleTooLong),
    })
    .default(undefined),
  link: yup
    .object({
      url: yup
        .string()
        .trim()
        .required(MEDIA_MESSAGES.linkInvalid)
        .max(LINK_URL_MAX_LENGTH, MEDIA_MESSAGES.linkTooLong)
        .test('web-address', MEDIA_MESSAGES.linkInvalid, isWebAddress),
      title: yup
        .string()
        .trim()
        .required(MEDIA_MESSAGES.titleRequired)
        .max(ATTACHMENT_TITLE_MAX_LENGTH, MEDIA_MESSAGES.titleTooLong),
      description: yup
        .string()
        .nullable()
        .max(LINK_DESCRIPTION_MAX_LENGTH, MEDIA_MESSAGES.linkDescriptionTooLong),
    })
    .default(undefined),
  poll: yup
    .object({
      question: yup
        .string()
        .trim()
        .required(MEDIA_MESSAGES.pollQuestionRequired)
        .max(POLL_QUESTION_MAX_LENGTH, MEDIA_MESSAGES.pollQuestionTooLong),
      options: yup
        .array()
        .of(
          yup
            .string()
            .trim()
            .required(MEDIA_MESSAGES.pollOptionRequired)
            .max(POLL_OPTION_MAX_LENGTH, MEDIA_MESSAGES.pollOptionTooLong),
        )
        .required(MEDIA_MESSAGES.pollOptionsCount)
        .min(POLL_OPTIONS_MIN, MEDIA_MESSAGES.pollOptionsCount)
        .max(POLL_OPTIONS_MAX, MEDIA_MESSAGES.pollOptionsCount)
        .test('distinct', MEDIA_MESSAGES.pollOptionsRepeated, (options) => {
          const filled = (options ?? [])
            .map((option) => option?.trim().toLowerCase())
            .filter(Boolean);
          return new Set(filled).size === filled.length;
        }),
      duration: yup
        .string()
        .required(MEDIA_MESSAGES.pollDuration)
        .oneOf(POLL_DURATIONS, MEDIA_MESSAGES.pollDuration),
    })
    .default(undefined),
});

/** Field path → the first message about it; empty when the attachment can be saved. */
export type AttachmentErrors = Record<string, string>;

export function attachmentErrors(draft: AttachmentDraft | null): AttachmentErrors {
  const input = attachmentInput(draft);
  if (!input) return {};
  const errors: AttachmentErrors = {};
  try {
    attachmentInputSchema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
  }
  return errors;
}

/**
 * A server's field name in the editor's terms: `attachment.images.0.altText` and
 * `images[0].altText` both become `images[0].altText`; `firstComment` stays itself.
 */
export function normalizeFieldPath(field: string): string {
  return field
    .replace(/^(input\.)?attachment\./, '')
    .replace(/^input\./, '')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** Why a first comment cannot be saved, or undefined (empty means none). */
export function firstCommentProblem(text: string): string | undefined {
  return text.trim().length > FIRST_COMMENT_MAX_LENGTH
    ? MEDIA_MESSAGES.firstCommentTooLong
    : undefined;
}

/** 'example.com' of 'https://www.example.com/a?b'; the address itself when it is not one. */
export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A file name without its extension: the default title of a document. */
export const withoutExtension = (fileName: string) =>
  fileName.replace(/\.[^./\\]+$/, '') || fileName;

/** '1 image', '3 images'. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What a post card says about its attachment: '3 images', 'Document · 12 pages', the link's domain, 'Poll'. */
export function attachmentSummary(attachment: AttachmentViewFragment): string {
  switch (attachment.kind) {
    case 'images':
      return countOf(attachment.images.length, 'image');
    case 'document': {
      const pages = attachment.document?.media.pages;
      return pages ? `Document · ${countOf(pages, 'page')}` : 'Document';
    }
    case 'link':
      return attachment.link ? domainOf(attachment.link.url) : 'Link';
    case 'poll':
      return 'Poll';
  }
}

const words = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word)),
  );
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'img',
  'image',
  'photo',
  'screenshot',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'final',
  'copy',
]);

/** The post's sentences, without hashtags, in order. */
function sentencesOf(content: string): string[] {
  return content
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * Alt text to start from for the `index`th image: the sentence of the post sharing most words
 * with the file's name, else the index-th sentence (so each image gets its own), trimmed to 300
 * characters at a word. The user edits it: only they know what the picture shows.
 */
export function suggestAltText(content: string, fileName: string, index: number): string {
  const sentences = sentencesOf(content);
  if (!sentences.length) return '';
  const named = words(withoutExtension(fileName).replace(/[-_.]+/g, ' '));
  let best = sentences[index % sentences.length]!;
  let bestScore = 0;
  for (const sentence of sentences) {
    const score = [...words(sentence)].filter((word) => named.has(word)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  if (best.length <= ALT_TEXT_MAX_LENGTH) return best;
  const cut = best.lastIndexOf(' ', ALT_TEXT_MAX_LENGTH - 1);
  return `${best.slice(0, cut > ALT_TEXT_MAX_LENGTH / 2 ? cut : ALT_TEXT_MAX_LENGTH - 1)}…`;
}
