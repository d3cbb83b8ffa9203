// The floor for bench/api.mjs: the same four answers as Postpilot's API with nothing but
// node:http, pg and jsonwebtoken. `node bench/api-floor.mjs` with DATABASE_URL, JWT_SECRET and
// PORT (0: any) in the environment; it prints `listening <port>` when ready.
//
// Each request verifies the HS256 session token (subject and token version, as the API does),
// then either loads the user with their LinkedIn account in one query and answers what
// `GET /api/auth/me` and the client's `Me` query answer, or loads the newest 20 posts with their
// count in one query and answers what `GET /api/content/posts` and the `Posts` query answer.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.JWT_SECRET;
const PAGE = 20;

const iso = (date) => (date ? date.toISOString() : null);

/**
 * The avatar's address as the local media store signs it (kernel/media/local-media-store.ts) for
 * MEDIA_URL_TTL's default hour: the same address within a quarter of it.
 */
const MEDIA_URL_KEY = createHmac('sha256', secret).update('postpilot media urls').digest();
const MEDIA_URL_TTL_MS = 3600_000;
function avatarUrl(key) {
  if (key === null) return null;
  const step = MEDIA_URL_TTL_MS / 4;
  const issuedAt = Math.floor(Date.now() / step) * step;
  const expires = Math.ceil((issuedAt + MEDIA_URL_TTL_MS + step) / 1000);
  const signature = createHmac('sha256', MEDIA_URL_KEY)
    .update(`${key}\n${expires}`)
    .digest('base64url');
  return `/uploads/${key}?expires=${expires}&signature=${signature}`;
}

const USER = `SELECT u.*, a.id IS NOT NULL AND a.status = 'connected' AS linked_in_connected
                FROM users u LEFT JOIN linkedin_accounts a ON a.user_id = u.id
               WHERE u.id = $1`;

const POSTS = `SELECT *, (SELECT count(*) FROM posts c WHERE c.user_id = $1) AS total
                 FROM posts WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${PAGE}`;

/** The user's fields as the `SessionUser` fragment selects them. */
function sessionUser(row) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    jobTitle: row.job_title,
    company: row.company,
    bio: row.bio,
    location: row.location,
    website: row.website,
    phone: row.phone,
    profilePicture: avatarUrl(row.avatar_key),
    isEmailVerified: row.is_email_verified,
    hasCompletedOnboarding: row.has_completed_onboarding,
    linkedInConnected: row.linked_in_connected,
    createdAt: iso(row.created_at),
    timezone: row.timezone,
    language: row.language,
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    autoPostEnabled: row.auto_post_enabled,
    contentApprovalRequired: row.content_approval_required,
    contentNiches: row.content_niches,
    personalContext: row.personal_context,
    targetAudience: row.target_audience,
    tone: row.tone,
    defaultPostingTime: row.default_posting_time,
    postingFrequency: row.posting_frequency,
  };
}

/** REST's user: the same fields plus its legacy `_id` and `isOnboardingComplete`. */
function restUser(row) {
  const user = sessionUser(row);
  return { _id: user.id, ...user, isOnboardingComplete: user.hasCompletedOnboarding };
}

/** A post's fields as the `PostItem` fragment selects them (a text post: no attachment). */
function postItem(row) {
  return {
    id: row.id,
    content: row.content,
    status: row.status,
    tone: row.tone,
    scheduledTime: iso(row.scheduled_time),
    publishedAt: iso(row.published_at),
    lastError: row.last_error,
    nextAttemptAt: iso(row.next_attempt_at),
    url: row.external_url,
    attachment: null,
    firstComment: row.first_comment,
    firstCommentStatus: row.first_comment_status,
    firstCommentError: row.first_comment_error,
    metrics:
      row.metrics_updated_at === null
        ? null
        : {
            views: row.views,
            likes: row.likes,
            comments: row.comments,
            shares: row.shares,
            updatedAt: iso(row.metrics_updated_at),
          },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function page(rows, shape) {
  const totalCount = rows.length === 0 ? 0 : Number(rows[0].total);
  return { posts: rows.map(shape), totalCount, hasMore: rows.length < totalCount };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

/** The token's user id, or null when the token is missing, forged, expired or revoked later. */
function claims(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return null;
  try {
    return jwt.verify(header.slice(7), secret, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
}

async function signedInRows(req, query) {
  const token = claims(req);
  if (!token) return null;
  const { rows } = await pool.query(query, [token.sub]);
  return { token, rows };
}

async function handle(req, res) {
  if (req.method === 'GET' && req.url === '/api/auth/me') {
    const found = await signedInRows(req, USER);
    const row = found?.rows[0];
    if (!row || row.token_version !== found.token.tv) return send(res, 401, { success: false });
    return send(res, 200, { success: true, user: restUser(row) });
  }
  if (req.method === 'GET' && req.url === '/api/content/posts') {
    const found = await signedInRows(req, POSTS);
    if (!found) return send(res, 401, { success: false });
    return send(res, 200, { success: true, ...page(found.rows, restPost) });
  }
  if (req.method === 'POST' && req.url === '/graphql') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const { query } = JSON.parse(Buffer.concat(chunks).toString());
    if (query.includes('query Me')) {
      const found = await signedInRows(req, USER);
      const row = found?.rows[0];
      const valid = row && row.token_version === found.token.tv;
      return send(res, 200, { data: { me: valid ? sessionUser(row) : null } });
    }
    const found = await signedInRows(req, POSTS);
    if (!found) return send(res, 200, { data: null, errors: [{ message: 'Sign in' }] });
    return send(res, 200, { data: { posts: page(found.rows, (row) => postItem(row)) } });
  }
  send(res, 404, { success: false });
}

/** REST's post: the same fields in REST's order, plus its legacy `_id`. */
function restPost(row) {
  const post = postItem(row);
  return {
    _id: post.id,
    id: post.id,
    content: post.content,
    status: post.status,
    scheduledTime: post.scheduledTime,
    publishedAt: post.publishedAt,
    lastError: post.lastError,
    nextAttemptAt: post.nextAttemptAt,
    metrics: post.metrics,
    tone: post.tone,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    url: post.url,
    attachment: post.attachment,
    firstComment: post.firstComment,
    firstCommentError: post.firstCommentError,
    firstCommentStatus: post.firstCommentStatus,
  };
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => send(res, 500, { success: false, message: String(error) }));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
