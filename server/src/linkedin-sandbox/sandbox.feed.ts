import express, { type Request, type Response, type Router } from 'express';
import { readCookie } from '../kernel/cookies';
import { parseLittleText } from './little-text';
import { COMMENT_MAX_CHARS, type EngagementStore } from './engagement.store';
import { formParser, readFields } from './sandbox.input';
import { errorPage, feedPage } from './sandbox.pages';
import { sendPage } from './sandbox.responses';
import { shareUrn } from './protocol';
import type { SandboxStore } from './sandbox.store';
import type { ViewerIds } from './sandbox.viewers';

/** The cookie that tells one feed viewer (a browser) from another. */
export const VIEWER_COOKIE = 'sandbox_viewer';
const VIEWER_COOKIE_MAX_AGE_MS = 2 * 365 * 24 * 3600_000;

/**
 * The sandbox feed, under /feed: every post with its figures, and the plain HTML forms that
 * make them (Like, Unlike, Comment, Repost), each answered with a 303 back to the post. Only a
 * viewer the feed issued (a signed cookie) counts.
 */
export function sandboxFeed(
  store: SandboxStore,
  engagement: EngagementStore,
  viewers: ViewerIds,
): Router {
  const router = express.Router();
  const form = formParser();
  const viewerOf = (req: Request) => viewers.verify(readCookie(req, VIEWER_COOKIE));

  router.get('/', async (req, res) => {
    let viewer = viewerOf(req);
    if (!viewer) {
      const issued = viewers.issue();
      viewer = issued.id;
      res.cookie(VIEWER_COOKIE, issued.cookie, {
        path: req.baseUrl,
        maxAge: VIEWER_COOKIE_MAX_AGE_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
      });
    }
    const posts = await store.feed();
    const ids = posts.map((post) => post.id);
    // Counted before they are read, so the page shows this impression too.
    await engagement.recordImpressions(viewer, ids);
    const engaged = await engagement.forViewer(ids, viewer);
    const entries = posts.flatMap((post) => {
      const seen = engaged.get(post.id);
      // A post deleted (with its member) since the feed was read is left out.
      if (!seen) return [];
      const { parts, cutAt } = parseLittleText(post.commentary);
      return {
        id: post.id,
        urn: shareUrn(post.id),
        author: post.member?.name ?? 'LinkedIn member',
        publishedAt: post.createdAt,
        parts,
        cut: cutAt === null ? null : { at: cutAt, char: post.commentary[cutAt] },
        ...seen,
      };
    });
    res.setHeader('Cache-Control', 'no-store');
    sendPage(res, feedPage(entries, req.baseUrl));
  });

  /** The form's post and viewer; otherwise answers with a page that says why, and null. */
  async function interaction(req: Request, res: Response) {
    const viewer = viewerOf(req);
    if (!viewer) {
      // Only the feed page issues the cookie, and SameSite keeps it off other sites' forms.
      sendPage(
        res,
        errorPage(
          'Open the feed first',
          `Your browser did not send a ${VIEWER_COOKIE} cookie the sandbox issued. Open the feed, with cookies allowed, and try again.`,
        ),
        403,
      );
      return null;
    }
    const id = req.params.id;
    const post = await store.post(typeof id === 'string' ? id : '');
    if (!post) {
      sendPage(res, errorPage('No such post', 'This post is not on the sandbox feed.'), 404);
      return null;
    }
    return { postId: post.id, viewer };
  }

  const backToPost = (req: Request, res: Response, postId: string) =>
    res.redirect(303, `${req.baseUrl}#${shareUrn(postId)}`);

  for (const action of ['like', 'unlike', 'repost'] as const) {
    router.post(`/:id/${action}`, async (req, res) => {
      const found = await interaction(req, res);
      if (!found) return;
      await engagement[action](found.postId, found.viewer);
      backToPost(req, res, found.postId);
    });
  }

  router.post('/:id/comments', form, async (req, res) => {
    // Its length is checked below, counted as a reader does (a CRLF is one line break).
    const read = readFields(req.body, { text: Infinity });
    if (!read.ok) {
      return sendPage(res, errorPage('This comment cannot be posted', `${read.message}.`), 400);
    }
    const found = await interaction(req, res);
    if (!found) return;
    // Forms send line breaks as CRLF; the browser's maxlength counts them as one character.
    const comment = (read.values.text ?? '').replace(/\r\n?/g, '\n').trim();
    const length = [...comment].length;
    if (length < 1 || length > COMMENT_MAX_CHARS) {
      return sendPage(
        res,
        errorPage(
          'This comment cannot be posted',
          `A comment has 1 to ${COMMENT_MAX_CHARS.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}.`,
        ),
        400,
      );
    }
    await engagement.comment(found.postId, found.viewer, comment);
    backToPost(req, res, found.postId);
  });

  return router;
}
