// The cluster run's books, read straight from Postgres: the burst of due posts written the way
// the publishing benchmark writes them, what the app recorded of them, and what the sandbox
// LinkedIn (its own schema, linkedin_sandbox) received.

/**
 * One scheduled post for each of `userIds`, all due at the instant `due`: rows as the API leaves
 * a scheduled post, each with a text of its own. Their ids.
 */
export async function seedBurst(db, userIds, due) {
  const { rows } = await db.query(
    `INSERT INTO posts (user_id, content, status, scheduled_time)
     SELECT user_id, 'Cluster post ' || n || ', due with the others', 'scheduled', $2
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(user_id, n)
     RETURNING id`,
    [userIds, due],
  );
  return rows.map((row) => row.id);
}

/** Each post's owner, by post id: every post of the run. */
export async function ownersOfPosts(db) {
  const { rows } = await db.query(`SELECT id, user_id FROM posts`);
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

/** How many of `ids` reached the sandbox, and how the app records them now. */
export async function burstProgress(db, ids) {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'published')::int AS published,
            count(*) FILTER (WHERE status = 'publishing')::int AS publishing,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            (SELECT count(*)::int FROM linkedin_sandbox.sandbox_posts sp
              JOIN posts q ON q.id = ANY($1) AND sp.text = q.content) AS on_linkedin
       FROM posts WHERE id = ANY($1)`,
    [ids],
  );
  return rows[0];
}

/**
 * What became of each of `ids` on the sandbox: how many went out exactly once (one sandbox post
 * by the owner's own LinkedIn member with its text, and the app's record naming that post),
 * how many never arrived, how many arrived more than once, how many the app links to a post
 * that is not theirs; the failed ones with their reasons; and each arrival's lag after `due`.
 */
export async function burstLedger(db, ids, due) {
  const {
    rows: [tally],
  } = await db.query(
    `WITH arrivals AS (
       SELECT p.id, p.status, p.external_urn, sp.id AS share_id, sp.created_at
         FROM posts p
         JOIN linkedin_accounts a ON a.user_id = p.user_id
         JOIN linkedin_sandbox.sandbox_members m ON a.member_urn = 'urn:li:person:' || m.sub
         LEFT JOIN linkedin_sandbox.sandbox_posts sp ON sp.member_id = m.id AND sp.text = p.content
        WHERE p.id = ANY($1)),
     per_post AS (
       SELECT id, count(share_id) AS n,
              bool_or(external_urn = 'urn:li:share:' || share_id) AS linked
         FROM arrivals GROUP BY id)
     SELECT count(*) FILTER (WHERE n = 1 AND linked)::int AS once,
            count(*) FILTER (WHERE n = 0)::int AS missing,
            count(*) FILTER (WHERE n > 1)::int AS repeated,
            count(*) FILTER (WHERE n = 1 AND NOT coalesce(linked, false))::int AS unlinked,
            (SELECT count(*)::int FROM linkedin_sandbox.sandbox_posts sp
              WHERE sp.created_at >= $2) AS sandbox_posts_since
       FROM per_post`,
    [ids, due],
  );
  // A few posts the app links to no sandbox post of theirs, or to another: what each holds.
  const { rows: mislinked } = await db.query(
    `SELECT p.id, p.status, p.external_urn, p.attempts, p.last_error,
            array_agg('urn:li:share:' || sp.id) FILTER (WHERE sp.id IS NOT NULL) AS on_sandbox
       FROM posts p
       JOIN linkedin_accounts a ON a.user_id = p.user_id
       JOIN linkedin_sandbox.sandbox_members m ON a.member_urn = 'urn:li:person:' || m.sub
       LEFT JOIN linkedin_sandbox.sandbox_posts sp ON sp.member_id = m.id AND sp.text = p.content
      WHERE p.id = ANY($1)
      GROUP BY p.id
     HAVING NOT coalesce(bool_or(p.external_urn = 'urn:li:share:' || sp.id), false)
      LIMIT 5`,
    [ids],
  );
  const { rows: statuses } = await db.query(
    `SELECT status, count(*)::int AS n, min(last_error) AS reason
       FROM posts WHERE id = ANY($1) GROUP BY status`,
    [ids],
  );
  const { rows: lags } = await db.query(
    `SELECT extract(epoch FROM sp.created_at - $2::timestamptz) * 1000 AS ms
       FROM posts p JOIN linkedin_sandbox.sandbox_posts sp ON sp.text = p.content
      WHERE p.id = ANY($1) ORDER BY 1`,
    [ids, due],
  );
  const {
    rows: [retries],
  } = await db.query(
    `SELECT count(*) FILTER (WHERE attempts > 1)::int AS retried FROM posts WHERE id = ANY($1)`,
    [ids],
  );
  return {
    ...tally,
    ...retries,
    statuses: Object.fromEntries(statuses.map((s) => [s.status, s])),
    mislinked: mislinked.map((row) => JSON.stringify(row)),
    lagsMs: lags.map((row) => Number(row.ms)),
  };
}

/**
 * The sandbox post the app recorded for `postId`, with the files it carries: { content,
 * files: [{ urn, storageKey, bytes }] }, or null when the app records none.
 */
export async function sandboxPostOf(db, postId) {
  const {
    rows: [post],
  } = await db.query(
    `SELECT sp.content FROM posts p
       JOIN linkedin_sandbox.sandbox_posts sp ON p.external_urn = 'urn:li:share:' || sp.id
      WHERE p.id = $1`,
    [postId],
  );
  if (!post) return null;
  const urns = (post.content?.images ?? []).map((image) => image.urn);
  const { rows: files } = await db.query(
    `SELECT urn, storage_key AS "storageKey", bytes FROM linkedin_sandbox.sandbox_uploads
      WHERE urn = ANY($1)`,
    [urns],
  );
  return { content: post.content, files };
}
