/**
 * What LinkedIn's documentation says that the sandbox needs: names and formats of LinkedIn's side
 * of the wire. The sandbox keeps its own copy rather than importing the product's LinkedIn client:
 * it is a second, independent reading of the documentation, so a client that escapes or names
 * something wrongly meets a LinkedIn that disagrees with it, as the real one would.
 */

/**
 * The characters LinkedIn's "little text" (a post's `commentary`) reserves; each must be escaped
 * with a backslash to mean itself.
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format
 */
export const LITTLE_TEXT_RESERVED = '\\|{}@[]()<>#*_~';

/** The queryType values of the Member Post Statistics API (memberCreatorPostAnalytics). */
export const POST_METRICS = [
  'IMPRESSION',
  'REACTION',
  'COMMENT',
  'RESHARE',
  'MEMBERS_REACHED',
] as const;
export type PostMetric = (typeof POST_METRICS)[number];

/** A member's URN, by the `sub` of their OpenID userinfo. */
export const memberUrn = (sub: string) => `urn:li:person:${sub}`;

/** The URN of the share (post) with this numeric id. */
export const shareUrn = (id: string) => `urn:li:share:${id}`;
