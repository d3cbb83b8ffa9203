import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { COMMENT_MAX_CHARS, type ViewerEngagement } from './engagement.store';
import type { LittlePart } from './little-text';
import { LINKEDIN_SANDBOX_PATH } from './sandbox.types';
import { ATTACHMENT_STYLE, type FeedAttachment } from './sandbox.attachments';

/** An HTML page and the Content-Security-Policy that goes with it. */
export interface Page {
  html: string;
  csp: string;
}

/** What each scope lets Postpilot do, in words a member understands. */
const SCOPE_WORDS: Record<string, string> = {
  openid: 'Know who you are on LinkedIn',
  profile: 'Use your name and photo',
  email: 'Use the primary email address of your LinkedIn account',
  w_member_social: 'Create posts, comments and reactions on your behalf',
  r_member_postAnalytics: 'Read the statistics of your posts',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f2ee;color:#1d2226;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#fff;border-bottom:1px solid #e0dfdc;padding:10px 24px;display:flex;align-items:center;gap:12px}
.logo{background:#0a66c2;color:#fff;font-weight:700;border-radius:4px;padding:0 6px;font-size:20px}
.brand{font-weight:600}
.badge{background:#fdf0c2;color:#5c4400;border:1px solid #e8c65a;border-radius:999px;padding:1px 10px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
header a{margin-left:auto;color:#0a66c2;text-decoration:none;font-weight:600}
main{max-width:560px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e0dfdc;border-radius:8px;padding:24px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 8px}
.note{background:#f3f6f8;border-left:4px solid #0a66c2;padding:10px 14px;margin:16px 0;color:#38434f;font-size:14px}
ul.scopes{padding-left:20px}
ul.scopes li{margin:6px 0}
code{background:#eef3f8;border-radius:3px;padding:0 4px;font-size:13px}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=text]{width:100%;padding:9px 12px;border:1px solid #8c8c8c;border-radius:4px;font:inherit}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:24px}
button{font:inherit;font-weight:600;border-radius:999px;padding:7px 22px;cursor:pointer}
.allow{background:#0a66c2;color:#fff;border:1px solid #0a66c2}
.cancel{background:#fff;color:#5e5e5e;border:1px solid #8c8c8c}
.post header{all:unset;display:flex;align-items:center;gap:10px;margin-bottom:12px}
.avatar{width:44px;height:44px;border-radius:50%;background:#cfe3f5;color:#0a66c2;display:flex;align-items:center;justify-content:center;font-weight:700}
.who{line-height:1.3}
.who small{color:#666;display:block}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.hashtag{color:#0a66c2;font-weight:600}
.urn{color:#666;font-size:12px;text-decoration:none}
.cut{color:#915907;font-size:13px;margin-top:12px}
.empty{color:#666}
.counts{color:#666;font-size:13px;margin:12px 0 8px}
.engage{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.engage form{margin:0}
.engage button,form.comment button{background:#fff;color:#0a66c2;border:1px solid #0a66c2;padding:4px 16px}
.done{color:#666;font-size:13px}
ol.comments{list-style:none;padding:0;margin:12px 0 0}
ol.comments li{background:#f3f6f8;border-radius:8px;padding:8px 12px;margin:6px 0}
ol.comments p{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
ol.comments small{color:#666}
textarea{width:100%;padding:9px 12px;border:1px solid #8c8c8c;border-radius:4px;font:inherit;resize:vertical}
form.comment button{margin-top:8px}
${ATTACHMENT_STYLE}`;

/** Only this exact stylesheet may apply: no inline scripts, no other styles. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * A page in the sandbox's look. `formTargets` are origins a form on it may end up at, besides
 * its own: a consent form's POST redirects to the app's redirect_uri, and browsers check
 * form-action along redirects.
 */
function page(
  title: string,
  main: string,
  formTargets: string[] = [],
  mediaSources: string[] = [],
): Page {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · LinkedIn Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><span class="logo">in</span><span class="brand">LinkedIn</span><span class="badge">Sandbox</span><a href="${LINKEDIN_SANDBOX_PATH}/feed">Feed</a></header>
<main>
${main}
</main>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    ...(mediaSources.length
      ? [`img-src ${mediaSources.join(' ')}`, `object-src ${mediaSources.join(' ')}`]
      : []),
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

const SANDBOX_NOTE = `<p class="note">This is Postpilot's built-in stand-in for LinkedIn, used because no LinkedIn app
is configured (<code>LINKEDIN_CLIENT_ID</code> is not set). Nothing is sent to LinkedIn: what
Postpilot publishes here appears only on the sandbox feed.</p>`;

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scopes: string[];
}

export function consentPage(request: ConsentRequest, name: string): Page {
  const hidden = (field: string, value: string) =>
    `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  const scopes = request.scopes
    .map(
      (scope) =>
        `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)} <code>${escapeHtml(scope)}</code></li>`,
    )
    .join('\n');
  const main = `<div class="card">
<h1>Postpilot would like to access your LinkedIn account</h1>
${SANDBOX_NOTE}
<p>Allowing lets Postpilot:</p>
<ul class="scopes">
${scopes}
</ul>
<form method="post" action="authorization">
${hidden('response_type', 'code')}
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('state', request.state)}
${hidden('scope', request.scopes.join(' '))}
<label for="name">Continue as</label>
<input type="text" id="name" name="name" value="${escapeHtml(name)}" maxlength="100" required autocomplete="name">
<div class="actions">
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>Cancel</button>
<button type="submit" class="allow" name="decision" value="allow">Allow</button>
</div>
</form>
</div>`;
  return page('Authorize Postpilot', main, [new URL(request.redirectUri).origin]);
}

/** A readable explanation of a request the sandbox cannot serve. */
export function errorPage(title: string, explanation: string): Page {
  return page(
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(explanation)}</p>
${SANDBOX_NOTE}
</div>`,
  );
}

export interface FeedEntry extends ViewerEngagement {
  /** The post's id, as in its URN. */
  id: string;
  urn: string;
  author: string;
  publishedAt: Date;
  parts: LittlePart[];
  /** Where LinkedIn cut the commentary, and at which character; null when it was not cut. */
  cut: { at: number; char: string } | null;
  /** What it carries besides its text. */
  attachment: FeedAttachment | null;
  /** The author's member id: their own comments (the first comment) say so. */
  authorId: string;
}

/** The feed; `feedPath` is where it is served, which its forms post under. */
export function feedPage(entries: FeedEntry[], feedPath: string): Page {
  const posts = entries.map((entry) => {
    const initials = entry.author
      .split(/\s+/)
      .map((word) => [...word][0] ?? '')
      .slice(0, 2)
      .join('')
      .toUpperCase();
    const text = entry.parts
      .map((part) =>
        part.kind === 'hashtag'
          ? `<span class="hashtag">#${escapeHtml(part.value)}</span>`
          : escapeHtml(part.value),
      )
      .join('');
    const cut = entry.cut
      ? `<p class="cut">Sandbox: LinkedIn cut this post at character ${entry.cut.at + 1} of its commentary, an unescaped “${escapeHtml(entry.cut.char)}”.</p>`
      : '';
    return `<article class="card post" id="${escapeHtml(entry.urn)}">
<header><span class="avatar">${escapeHtml(initials)}</span><span class="who"><strong>${escapeHtml(entry.author)}</strong><small>${timeTag(entry.publishedAt)} · Public</small></span></header>
<p class="text">${text}</p>${cut}
${entry.attachment ? attachmentHtml(entry.attachment, `${feedPath}/${entry.id}`) : ''}
<a class="urn" href="#${escapeHtml(entry.urn)}">${escapeHtml(entry.urn)}</a>
${engagement(entry, `${feedPath}/${entry.id}`)}
</article>`;
  });
  const main = `<h1>Sandbox feed</h1>
${SANDBOX_NOTE}
${posts.length ? posts.join('\n') : '<p class="card empty">No posts yet. Posts Postpilot publishes while the sandbox stands in for LinkedIn appear here, newest first.</p>'}`;
  return page('Feed', main, [], ["'self'"]);
}

/** What a post carries, laid out as LinkedIn does. */
function attachmentHtml(attachment: FeedAttachment, postPath: string): string {
  switch (attachment.kind) {
    case 'images': {
      // One image large; 2, 3 or 4 in a grid; more: the first four, the last saying "+N".
      const { images } = attachment;
      const shown = images.slice(0, 4);
      const extra = images.length - shown.length;
      const tiles = shown.map((image, i) => {
        const img = image.url
          ? `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.altText)}">`
          : `<span>${escapeHtml(image.altText)}</span>`;
        const more =
          extra > 0 && i === shown.length - 1 ? `<span class="more">+${extra}</span>` : '';
        return `<div class="tile">${img}${more}</div>`;
      });
      return `<div class="images n${shown.length}" data-images="${images.length}">${tiles.join('')}</div>`;
    }
    case 'document': {
      const pages =
        attachment.pages === null ? '' : `<small>${amount(attachment.pages, 'page')}</small>`;
      const body = attachment.slides.length
        ? `<div class="slides">${attachment.slides
            .map(
              (slide, i) =>
                `<figure><img src="${escapeHtml(slide)}" alt="Page ${i + 1} of ${escapeHtml(attachment.title)}"><figcaption>${i + 1} / ${attachment.pages ?? attachment.slides.length}</figcaption></figure>`,
            )
            .join('')}</div>`
        : attachment.url
          ? `<object data="${escapeHtml(attachment.url)}" type="application/pdf" aria-label="${escapeHtml(attachment.title)}"></object>`
          : '';
      return `<div class="document"><div class="doc-head"><span>${escapeHtml(attachment.title)}</span>${pages}</div>${body}</div>`;
    }
    case 'article': {
      let domain = attachment.source;
      try {
        domain = new URL(attachment.source).hostname.replace(/^www\./, '');
      } catch {
        // Checked when posted; shown as sent otherwise.
      }
      const thumb = attachment.thumbnail
        ? `<img src="${escapeHtml(attachment.thumbnail)}" alt="">`
        : '';
      return `<a class="article" href="${escapeHtml(attachment.source)}" rel="noopener nofollow">${thumb}<span class="card-text"><strong>${escapeHtml(attachment.title)}</strong><small>${escapeHtml(domain)}</small></span></a>`;
    }
    case 'poll': {
      const total = attachment.votes.reduce((sum, n) => sum + n, 0);
      const voted = attachment.mine !== null;
      const options = attachment.options.map((option, i) => {
        if (!voted) {
          return `<form method="post" action="${escapeHtml(`${postPath}/vote`)}"><input type="hidden" name="option" value="${i}"><button type="submit">${escapeHtml(option)}</button></form>`;
        }
        const votes = attachment.votes[i] ?? 0;
        const percent = total ? Math.round((votes / total) * 100) : 0;
        return `<div class="result${attachment.mine === i ? ' mine' : ''}"><span>${escapeHtml(option)}</span><progress max="100" value="${percent}" aria-label="${escapeHtml(option)}"></progress><span>${percent}% · ${amount(votes, 'vote')}</span></div>`;
      });
      return `<div class="poll"><h2>${escapeHtml(attachment.question)}</h2>${options.join('\n')}<small>${amount(total, 'vote')}${voted ? ' · You voted' : ''}</small></div>`;
    }
  }
}

/** A post's figures, its Like and Repost buttons, its comments and the form to add one. */
function engagement(entry: FeedEntry, postPath: string): string {
  const { counts } = entry;
  const figures = [
    amount(counts.impressions, 'impression'),
    amount(counts.reactions, 'reaction'),
    amount(counts.comments, 'comment'),
    amount(counts.reposts, 'repost'),
  ].join(' · ');
  const button = (action: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${postPath}/${action}`)}"><button type="submit">${label}</button></form>`;
  const comments = entry.comments
    .map(
      (comment) =>
        `<li>${comment.memberId ? `<strong>${comment.memberId === entry.authorId ? `${escapeHtml(entry.author)} · Author` : 'LinkedIn member'}</strong>` : ''}<p>${escapeHtml(comment.text)}</p><small>${timeTag(comment.createdAt)}</small></li>`,
    )
    .join('\n');
  const field = `comment-${escapeHtml(entry.id)}`;
  return `<p class="counts">${figures}</p>
<div class="engage">
${entry.liked ? button('unlike', 'Unlike') : button('like', 'Like')}
${button('repost', 'Repost')}${entry.reposted ? '<span class="done">You reposted this</span>' : ''}
</div>
${comments ? `<ol class="comments" aria-label="Comments">\n${comments}\n</ol>` : ''}
<form method="post" action="${escapeHtml(`${postPath}/comments`)}" class="comment">
<label for="${field}">Add a comment</label>
<textarea id="${field}" name="text" rows="2" maxlength="${COMMENT_MAX_CHARS}" required></textarea>
<button type="submit">Comment</button>
</form>`;
}

/** "1 comment", "1,204 impressions". */
function amount(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

function timeTag(date: Date): string {
  const time = DateTime.fromJSDate(date, { zone: 'utc' });
  return `<time datetime="${time.toISO()}">${time.toFormat("d LLL yyyy, HH:mm 'UTC'")}</time>`;
}
