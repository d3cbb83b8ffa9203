/** How the sandbox checks a POST /rest/posts request, as LinkedIn does. */
import { textProblem } from './sandbox.input';

/** LinkedIn's limit on a post's commentary, counted here on the text as shown. */
export const COMMENTARY_MAX_CHARS = 3000;

/** How many months LinkedIn keeps a version active (at least a year). */
const VERSION_LIFETIME_MONTHS = 12;

/**
 * Why the LinkedIn-Version header is not an active version, or null when it is: a YYYYMM (or
 * YYYYMM.RR) month that is not in the future and not more than 12 months old.
 */
export function inactiveVersion(header: string | undefined, now: Date): string | null {
  if (!header) {
    return 'A version must be present. Please specify a version by adding the LinkedIn-Version header.';
  }
  const match = /^(\d{4})(\d{2})(?:\.\d{2})?$/.exec(header.trim());
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return `Requested version ${header} is not active`;
  const age = now.getUTCFullYear() * 12 + now.getUTCMonth() - (Number(match[1]) * 12 + month - 1);
  if (age < 0 || age > VERSION_LIFETIME_MONTHS) return `Requested version ${header} is not active`;
  return null;
}

/** The version LinkedIn's newest month would have now, YYYYMM. */
export function currentVersion(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface PostRequest {
  author: string;
  commentary: string;
  visibility: string;
}

export type BodyCheck =
  { ok: true; post: PostRequest } | { ok: false; status: number; message: string };

/** The fields the Posts API knows; any other is refused, as Rest.li does. */
const KNOWN_FIELDS = new Set([
  'author',
  'commentary',
  'visibility',
  'distribution',
  'lifecycleState',
  'isReshareDisabledByAuthor',
  'content',
  'contentLandingPage',
  'contentCallToActionLabel',
  'container',
  'lifecycleStateInfo',
  'reshareContext',
]);
const VISIBILITIES = ['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER'];
const FEED_DISTRIBUTIONS = ['MAIN_FEED', 'NONE'];
const AUTHOR = /^urn:li:(?:person|organization):[\w-]+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The documented body's shape: 400 when it is not an object, 422 (Rest.li's wording) otherwise. */
export function readPostBody(body: unknown): BodyCheck {
  if (!isObject(body)) return { ok: false, status: 400, message: 'The body must be a JSON object' };
  const fail = (path: string, problem: string): BodyCheck => ({
    ok: false,
    status: 422,
    message: `ERROR :: /${path} :: ${problem}`,
  });
  const missing = 'field is required but not found and has no default value';

  for (const field of Object.keys(body)) {
    if (!KNOWN_FIELDS.has(field)) return fail(field, 'unrecognized field found but not allowed');
  }
  const { author, commentary, visibility, distribution, lifecycleState } = body;
  if (author === undefined) return fail('author', missing);
  if (typeof author !== 'string' || !AUTHOR.test(author)) {
    return fail('author', `"${String(author)}" is not a valid person or organization URN`);
  }
  if (typeof commentary !== 'string') {
    return fail('commentary', commentary === undefined ? missing : 'expected a string');
  }
  // Its length is checked on the text as shown, once the little text is read.
  const problem = textProblem(commentary);
  if (problem) return fail('commentary', problem);
  if (visibility === undefined) return fail('visibility', missing);
  if (typeof visibility !== 'string' || !VISIBILITIES.includes(visibility)) {
    return fail('visibility', `"${String(visibility)}" is not an enum symbol`);
  }
  if (distribution === undefined) return fail('distribution', missing);
  if (!isObject(distribution)) return fail('distribution', 'expected a record');
  const { feedDistribution, targetEntities, thirdPartyDistributionChannels } = distribution;
  if (typeof feedDistribution !== 'string' || !FEED_DISTRIBUTIONS.includes(feedDistribution)) {
    return fail(
      'distribution/feedDistribution',
      `"${String(feedDistribution)}" is not an enum symbol`,
    );
  }
  if (targetEntities !== undefined && !Array.isArray(targetEntities)) {
    return fail('distribution/targetEntities', 'expected an array');
  }
  if (
    thirdPartyDistributionChannels !== undefined &&
    !Array.isArray(thirdPartyDistributionChannels)
  ) {
    return fail('distribution/thirdPartyDistributionChannels', 'expected an array');
  }
  if (lifecycleState === undefined) return fail('lifecycleState', missing);
  if (lifecycleState !== 'PUBLISHED') {
    return fail('lifecycleState', `"${String(lifecycleState)}" is not allowed; use PUBLISHED`);
  }
  if (
    body.isReshareDisabledByAuthor !== undefined &&
    typeof body.isReshareDisabledByAuthor !== 'boolean'
  ) {
    return fail('isReshareDisabledByAuthor', 'expected a boolean');
  }
  return { ok: true, post: { author, commentary, visibility } };
}
