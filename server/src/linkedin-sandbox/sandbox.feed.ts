import express, { type Request, type Response, type Router } from 'express';
import { readCookie } from '../kernel/cookies';
import { parseLittleText } from './little-text';
import { COMMENT_MAX_CHARS, type EngagementStore } from './engagement.store';
import { formParser, readFields } from './sandbox.input';
import { errorPage, feedPage } from './sandbox.pages';
import { sendPage } from './sandbox.responses';
import { shareUrn } from './protocol';
import type { SandboxStore } from './sandbox.store';
import type { UploadStore } from './sandbox.uploads';
import type { SandboxContent } from './content-request';
import type { FeedAttachment } from './sandbox.attachments';
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
  uploads: UploadStore,
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
    const contents = new Map(
      posts.flatMap((post) => (post.content ? [[post.id, post.content as SandboxContent]] : [])),
    );
    const files = await uploads.byUrns([...contents.values()].flatMap(urnsOf));
    const polls = await engagement.polls(
      [...contents].filter(([, content]) => content.kind === 'poll').map(([id]) => id),
      viewer,
    );
    // Files are served by the sandbox itself, beside its feed.
    const mediaPath = `${req.baseUrl.replace(/\/feed$/, '')}/media`;
    const attachmentOf = (id: string): FeedAttachment | null => {
      const content = contents.get(id);
      if (!content) return null;
      const url = (urn: string | null) => {
        const key = urn ? files.get(urn)?.storageKey : null;
        return key ? `${mediaPath}/${key}` : null;
      };
      switch (content.kind) {
        case 'images':
          return {
            kind: 'images',
            images: content.images.map((image) => ({
              url: url(image.urn),
              altText: image.altText,
            })),
          };
        case 'document': {
          const file = files.get(content.urn);
          return {
            kind: 'document',
            title: content.title,
            url: url(content.urn),
            pages: file?.pages ?? null,
            slides: (file?.pageKeys ?? []).map((key) => `${mediaPath}/${key}`),
          };
        }
        case 'article':
          return { ...content, thumbnail: url(content.thumbnail) };
        case 'poll': {
          const poll = polls.get(id);
          return {
            ...content,
            votes: content.options.map((_, i) => poll?.votes[i] ?? 0),
            mine: poll?.mine ?? null,
          };
        }
      }
    };
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
        attachment: attachmentOf(post.id),
        authorId: post.memberId,
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

  router.post('/:id/vote', form, async (req, res) => {
    const read = readFields(req.body, { option: 2 });
    const option = read.ok ? Number(read.values.option) : NaN;
    const found = await interaction(req, res);
    if (!found) return;
    const post = await store.post(found.postId);
    const content = post?.content as SandboxContent | null | undefined;
    if (
      content?.kind !== 'poll' ||
      !Number.isInteger(option) ||
      option < 0 ||
      option >= content.options.length
    ) {
      return sendPage(
        res,
        errorPage('This vote cannot be counted', 'Choose one of the poll’s options.'),
        400,
      );
    }
    await engagement.vote(found.postId, found.viewer, option);
    backToPost(req, res, found.postId);
  });

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

/** The uploaded files a post's content names. */
function urnsOf(content: SandboxContent): string[] {
  switch (content.kind) {
    case 'images':
      return content.images.map((image) => image.urn);
    case 'document':
      return [content.urn];
    case 'article':
      return content.thumbnail ? [content.thumbnail] : [];
    case 'poll':
      return [];
  }
}
