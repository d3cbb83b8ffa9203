import * as yup from 'yup';
import { KEY_POINTS_MAX_LENGTH, TOPIC_MAX_LENGTH } from './constants';
import { UUID_PATTERN } from './input';
import { linkUrl } from './media-validation';
import { IDEA_MESSAGES as IM } from './messages';

/**
 * The rules of the idea bank: the server checks every input with them, the Idea bank's forms use
 * the same ones. An idea's title becomes Generate's topic and its notes its key points, so they
 * share those fields' limits.
 */

export const IDEA_TITLE_MAX_LENGTH = TOPIC_MAX_LENGTH;
export const IDEA_NOTES_MAX_LENGTH = KEY_POINTS_MAX_LENGTH;
/** Ideas a user keeps at once, used or not: a year of daily posts and then some. */
export const IDEAS_MAX = 500;
/** Feeds a user follows at once. */
export const IDEA_FEEDS_MAX = 20;
/** The most ideas the idea list answers at once. */
export const IDEAS_PAGE_MAX = 100;

const ideaTitle = () =>
  yup.string().trim().required(IM.titleRequired).max(IDEA_TITLE_MAX_LENGTH, IM.titleTooLong);

const ideaNotes = () => yup.string().trim().max(IDEA_NOTES_MAX_LENGTH, IM.notesTooLong);

export const addIdeaSchema = yup.object({
  title: ideaTitle(),
  notes: ideaNotes().default(''),
});
export type AddIdeaValues = yup.InferType<typeof addIdeaSchema>;

/** An edit: a field left out keeps what it is; `used` false puts a used idea back in the bank. */
export const updateIdeaSchema = yup.object({
  title: ideaTitle().optional().default(undefined),
  notes: ideaNotes().optional().default(undefined),
  used: yup.boolean().optional().default(undefined),
});

/** A page or a feed to read: an http(s) address, as a link card's. */
export const ideaUrlSchema = yup.object({ url: linkUrl() });

/** An idea's or a feed's id: anything else is one the user does not have. */
export const isIdeaId = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** A page of the idea bank: limit 1 to 100 (50), offset from 0, only unused ones or all. */
export const listIdeasSchema = yup.object({
  limit: yup
    .number()
    .typeError(IM.pageInvalid)
    .integer(IM.pageInvalid)
    .min(1, IM.pageInvalid)
    .max(IDEAS_PAGE_MAX, IM.pageInvalid)
    .default(50),
  offset: yup
    .number()
    .typeError(IM.pageInvalid)
    .integer(IM.pageInvalid)
    .min(0, IM.pageInvalid)
    .max(IDEAS_MAX, IM.pageInvalid)
    .default(0),
  unused: yup.boolean().typeError(IM.unusedInvalid).optional().default(undefined),
});
