import * as yup from 'yup';
import {
  ALT_TEXT_MAX_LENGTH,
  ATTACHMENT_TITLE_MAX_LENGTH,
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_SLIDES_MAX,
  CAROUSEL_SLIDES_MIN,
  CAROUSEL_TITLE_MAX_LENGTH,
  FIRST_COMMENT_MAX_LENGTH,
  IMAGES_MAX,
  LINK_DESCRIPTION_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  POLL_DURATIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
  POST_MAX_LENGTH,
} from './constants';
import { UUID_PATTERN } from './input';
import { CONTENT_MESSAGES as CM, MEDIA_MESSAGES as MM } from './messages';

/**
 * The rules of what a post carries besides its text (images, a document, a link or a poll), its
 * first comment and the carousel maker: the server checks every input with them, the editor's
 * forms use the same ones.
 */

const mediaId = () =>
  yup.string().required(MM.mediaNotFound).matches(UUID_PATTERN, MM.mediaNotFound);

const attachmentTitle = () =>
  yup.string().trim().required(MM.titleRequired).max(ATTACHMENT_TITLE_MAX_LENGTH, MM.titleTooLong);

const WEB_ADDRESS = /^https?:\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i;
const HOST_AND_PORT =
  /^(?:[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(?:\.[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * An http(s) address a browser can open: a host (name or address), an optional port, no
 * credentials. Written without the platform's URL class, which common/ does not assume; the
 * server parses it again before using it.
 */
export function isWebAddress(value: string): boolean {
  const parts = WEB_ADDRESS.exec(value);
  if (!parts) return false;
  const host = HOST_AND_PORT.exec(parts[1]!);
  return Boolean(host) && (host![1] === undefined || Number(host![1]) <= 65535);
}

export const linkUrl = () =>
  yup
    .string()
    .trim()
    .required(MM.linkInvalid)
    .max(LINK_URL_MAX_LENGTH, MM.linkTooLong)
    .test('web', MM.linkInvalid, (value) => !value || isWebAddress(value));

export const postImageSchema = yup.object({
  mediaId: mediaId(),
  altText: yup
    .string()
    .trim()
    .required(MM.altTextRequired)
    .max(ALT_TEXT_MAX_LENGTH, MM.altTextTooLong),
});

export const postDocumentSchema = yup.object({
  mediaId: mediaId(),
  title: attachmentTitle(),
});

export const postLinkSchema = yup.object({
  url: linkUrl(),
  title: attachmentTitle(),
  description: yup
    .string()
    .trim()
    .max(LINK_DESCRIPTION_MAX_LENGTH, MM.linkDescriptionTooLong)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value ? value : null)),
  thumbnailMediaId: yup.string().matches(UUID_PATTERN, MM.mediaNotFound).nullable().default(null),
});

export const postPollSchema = yup.object({
  question: yup
    .string()
    .trim()
    .required(MM.pollQuestionRequired)
    .max(POLL_QUESTION_MAX_LENGTH, MM.pollQuestionTooLong),
  options: yup
    .array(
      yup
        .string()
        .trim()
        .required(MM.pollOptionRequired)
        .max(POLL_OPTION_MAX_LENGTH, MM.pollOptionTooLong),
    )
    .required(MM.pollOptionsCount)
    .min(POLL_OPTIONS_MIN, MM.pollOptionsCount)
    .max(POLL_OPTIONS_MAX, MM.pollOptionsCount)
    .test('distinct', MM.pollOptionsRepeated, (options) => {
      const texts = (options ?? []).map((option) => (option ?? '').trim().toLowerCase());
      return new Set(texts).size === texts.length;
    }),
  duration: yup
    .string()
    .required(MM.pollDuration)
    .oneOf([...POLL_DURATIONS], MM.pollDuration),
});

/** Exactly one of images, document, link or poll. */
export const postAttachmentSchema = yup
  .object({
    images: yup
      .array(postImageSchema)
      .min(1, MM.imagesCount)
      .max(IMAGES_MAX, MM.imagesCount)
      .test('once', MM.imageRepeated, (images) => {
        const ids = (images ?? []).map((image) => image?.mediaId);
        return new Set(ids).size === ids.length;
      })
      .nullable()
      .default(null),
    document: postDocumentSchema.nullable().default(null),
    link: postLinkSchema.nullable().default(null),
    poll: postPollSchema.nullable().default(null),
  })
  .test('one-kind', MM.oneKind, (value) => {
    if (!value) return true;
    const given = [value.images, value.document, value.link, value.poll].filter(
      (kind) => kind !== null && kind !== undefined,
    );
    return given.length === 1;
  });
export type PostAttachmentValues = yup.InferType<typeof postAttachmentSchema>;

export const firstCommentText = () =>
  yup
    .string()
    .trim()
    .required(MM.firstCommentRequired)
    .max(FIRST_COMMENT_MAX_LENGTH, MM.firstCommentTooLong);

/** setPostAttachment's input: the attachment, or null to take it off. */
export const setPostAttachmentSchema = yup.object({
  attachment: postAttachmentSchema.nullable().default(null),
});

/** setPostFirstComment's input: the text, or null to remove it. */
export const setFirstCommentSchema = yup.object({
  firstComment: firstCommentText().nullable().default(null),
});

/** What createPost takes besides its text, status and tone. */
export const postExtrasSchema = yup.object({
  attachment: postAttachmentSchema.nullable().default(null),
  firstComment: firstCommentText().nullable().default(null),
});

export const linkPreviewSchema = yup.object({ url: linkUrl() });

const color = () =>
  yup
    .string()
    .required(MM.carouselColor)
    .matches(/^#[0-9a-fA-F]{6}$/, MM.carouselColor);

export const carouselSlideSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(MM.carouselSlideTitleRequired)
    .max(CAROUSEL_TITLE_MAX_LENGTH, MM.carouselSlideTitleTooLong),
  body: yup.string().trim().max(CAROUSEL_BODY_MAX_LENGTH, MM.carouselSlideBodyTooLong).default(''),
});

export const carouselSchema = yup.object({
  title: attachmentTitle(),
  slides: yup
    .array(carouselSlideSchema)
    .required(MM.carouselSlidesCount)
    .min(CAROUSEL_SLIDES_MIN, MM.carouselSlidesCount)
    .max(CAROUSEL_SLIDES_MAX, MM.carouselSlidesCount),
  accentColor: color(),
  backgroundColor: color(),
  textColor: color(),
});
export type CarouselValues = yup.InferType<typeof carouselSchema>;

/** draftCarousel's input: a post's text. */
export const draftCarouselSchema = yup.object({
  content: yup.string().trim().required(CM.contentRequired).max(POST_MAX_LENGTH, CM.contentTooLong),
});
