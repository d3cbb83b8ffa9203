import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createOnboardedAccount } from '../support/accounts';
import { BASE_URL } from '../support/browser';

/** How long the two users' requests run against the worker's writes (E2E_RACE_MS for a longer run). */
const RACE_MS = Number(process.env.E2E_RACE_MS ?? 15_000);
/** Requests in flight at once, each loop taking the two users in turn. */
const LOOPS = 16;
/** Times of day in each schedule the writer saves: each fills 7 days of slots with new posts. */
const SLOTS_PER_SCHEDULE = 6;

interface RaceUser {
  label: string;
  id: string;
  email: string;
  token: string;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(user: RaceUser, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(new URL(path, BASE_URL), {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The schedule of writing round `round`: its slots are new, so the planner fills them. */
function schedule(round: number, autoPost: boolean) {
  const minute = String(round % 60).padStart(2, '0');
  const timeSlots = Array.from(
    { length: SLOTS_PER_SCHEDULE },
    (_, i) => `${String(i * 4).padStart(2, '0')}:${minute}`,
  );
  return {
    timezone: 'UTC',
    frequency: 'daily',
    customDays: [],
    timeSlots,
    autoPost,
    isActive: true,
  };
}

async function totalPosts(user: RaceUser): Promise<number> {
  const answer = await call(user, 'GET', '/api/content/posts?limit=1');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return (answer.body as { totalCount: number }).totalCount;
}

type Request = 'REST me' | 'GraphQL me' | 'REST posts';
const REQUESTS: Request[] = ['REST me', 'GraphQL me', 'REST posts'];

/**
 * Two users' sessions, driven at once against the database `npm start` runs while the worker's
 * auto-post planner writes their posts: every answer must be the asking user's own. (With one
 * database session shared by every connection, answers came back with the other user's account,
 * or as 401 and 500.)
 */
describe('two users at once while the worker writes', () => {
  const users: RaceUser[] = [];

  before(async () => {
    for (const label of ['race-a', 'race-b']) {
      const account = await createOnboardedAccount(label, { autoPostEnabled: true });
      const me = await call({ label, id: '', ...account }, 'GET', '/api/auth/me');
      assert.equal(me.status, 200, JSON.stringify(me.body));
      const { id } = (me.body as { user: { id: string } }).user;
      users.push({ label, id, email: account.email, token: account.token });
    }
    // Ideas for the race's posts: the built-in writer writes only from what the user gave it.
    for (const user of users) {
      for (let idea = 1; idea <= 100; idea++) {
        const added = await call(user, 'POST', '/api/ideas', { title: `Race idea ${idea}` });
        assert.equal(added.status, 201, JSON.stringify(added.body));
      }
    }
    for (const user of users) {
      const saved = await call(user, 'PUT', '/api/schedule', schedule(0, true));
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    }
  });

  after(async () => {
    // Off: the planner stops and the publish jobs of the posts it wrote are removed.
    for (const user of users) {
      await call(user, 'PUT', '/api/schedule', { ...schedule(0, false), isActive: false });
    }
  });

  it('answers every request with the asking user’s own account and posts', async (t) => {
    const failures: string[] = [];
    const postIds = new Map(users.map((user) => [user.id, new Set<string>()]));
    const counts = new Map<Request, number>(REQUESTS.map((request) => [request, 0]));
    const deadline = Date.now() + RACE_MS;

    const check = (user: RaceUser, request: Request, answer: Answer) => {
      const other = users.find((someone) => someone !== user)!;
      const said = JSON.stringify(answer.body);
      const fail = (why: string) => {
        failures.push(
          `${request} as ${user.label}: ${why} (${answer.status} ${said.slice(0, 300)})`,
        );
      };
      if (answer.status !== 200) return fail(`status ${answer.status}`);
      if (said.includes(other.id) || said.includes(other.email)) {
        return fail(`answered with ${other.label}'s data`);
      }
      if (request === 'REST me' || request === 'GraphQL me') {
        const me =
          request === 'REST me'
            ? (answer.body as { user?: { id: string; email: string } }).user
            : (answer.body as { data?: { me?: { id: string; email: string } } }).data?.me;
        if (me?.id !== user.id || me.email !== user.email) fail('not the asking user');
        return;
      }
      const { posts } = answer.body as { posts?: { _id: string }[] };
      if (!Array.isArray(posts)) return fail('no posts');
      for (const post of posts) postIds.get(user.id)!.add(post._id);
    };

    const ask = async (user: RaceUser, request: Request): Promise<Answer> => {
      if (request === 'REST me') return call(user, 'GET', '/api/auth/me');
      if (request === 'REST posts') return call(user, 'GET', '/api/content/posts?limit=20');
      return call(user, 'POST', '/graphql', { query: '{ me { id email } }' });
    };

    /** Makes the worker write: each new schedule sends its planner to fill the new slots. */
    const writer = async () => {
      for (let round = 1; Date.now() < deadline; round += 1) {
        for (const user of users) {
          for (const autoPost of [false, true]) {
            const saved = await call(user, 'PUT', '/api/schedule', schedule(round, autoPost));
            if (saved.status !== 200)
              failures.push(`PUT /api/schedule as ${user.label}: ${saved.status}`);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const reader = async (loop: number) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const user = users[(loop + n) % users.length];
        const request = REQUESTS[(Math.floor(loop / 2) + n) % REQUESTS.length];
        try {
          check(user, request, await ask(user, request));
        } catch (err) {
          failures.push(`${request} as ${user.label}: ${(err as Error).message}`);
        }
        counts.set(request, counts.get(request)! + 1);
      }
    };

    const postsBefore = await Promise.all(users.map(totalPosts));
    await Promise.all([writer(), ...Array.from({ length: LOOPS }, (_, loop) => reader(loop))]);
    const postsAfter = await Promise.all(users.map(totalPosts));

    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const summary = [
      `${failures.filter((f) => f.includes("'s data")).length} with the other user's data`,
      `${failures.filter((f) => f.includes('status 401')).length} × 401`,
      `${failures.filter((f) => /status 5\d\d/.test(f)).length} × 5xx`,
    ].join(', ');
    t.diagnostic(
      `${total} requests; posts ${postsBefore.join(' and ')} → ${postsAfter.join(' and ')}`,
    );
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${total} wrong: ${summary}`);
    for (const request of REQUESTS) {
      assert.ok(counts.get(request)! >= 50, `only ${counts.get(request)} × ${request}`);
    }
    // The worker wrote for both users while they were asking.
    users.forEach((user, i) =>
      assert.ok(
        postsAfter[i] > postsBefore[i],
        `${user.label}: ${postsBefore[i]} → ${postsAfter[i]} posts`,
      ),
    );
    const [first, second] = users.map((user) => postIds.get(user.id)!);
    assert.ok(first.size > 0 && second.size > 0);
    assert.deepEqual(
      [...first].filter((id) => second.has(id)),
      [],
      'a post listed for both users',
    );
  });
});
