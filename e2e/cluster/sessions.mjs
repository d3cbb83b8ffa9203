// What members see while the cluster works: their sessions racing across both replicas, and a
// change made through one replica read back through the other.
import { ReplicaUnreachable } from './members.mjs';

const ME = 'query { me { id email } }';
const POSTS = 'query { posts(limit: 10) { posts { id } } }';
const POST = 'query ($id: ID!) { post(id: $id) { id content } }';

/**
 * Keeps one request loop a member running through the proxy until `stop()`: GraphQL and REST
 * `me`, both pages of posts, and another member's post through both, which must be NOT_FOUND
 * (404). Each answer must be the asker's own: their id and e-mail, a page of posts (they have
 * some) whose owners (`ownerOf`, by post id) are all them. Answers the proxy gave for an
 * unreachable replica are counted apart; anything else that goes wrong is a problem. `stop()`
 * resolves with the counts.
 */
export function raceSessions(client, members, ownerOf, postOfAnother, problems) {
  let running = true;
  const counts = { checked: 0, unreachable: 0 };
  const wrong = (member, what) => problems.push(`${member.label} was answered ${what}`);
  const ownPage = (member, door, posts) => {
    if (posts.length === 0) wrong(member, `${door}: a page without their posts`);
    for (const post of posts) {
      if (ownerOf.get(post.id) !== member.id) wrong(member, `${door}: post ${post.id} of another`);
    }
  };

  const requests = [
    async (member) => {
      const { me } = await client.graphql(ME, {}, { token: member.token });
      if (me.id !== member.id || me.email !== member.email)
        wrong(member, `GraphQL me of ${me.id} ${me.email}`);
    },
    async (member) => {
      const { user } = await client.json('GET', '/api/auth/me', { token: member.token });
      if (user.id !== member.id || user.email !== member.email)
        wrong(member, `REST me of ${user.id} ${user.email}`);
    },
    async (member) => {
      const page = await client.json('GET', '/api/content/posts?limit=10', {
        token: member.token,
      });
      ownPage(member, 'REST', page.posts);
    },
    async (member) => {
      const { posts } = await client.graphql(POSTS, {}, { token: member.token });
      ownPage(member, 'GraphQL', posts.posts);
    },
    async (member) => {
      const id = postOfAnother(member);
      try {
        await client.graphql(POST, { id }, { token: member.token });
        wrong(member, `GraphQL: another member's post ${id}`);
      } catch (err) {
        if (err instanceof ReplicaUnreachable || !err.codes?.includes('NOT_FOUND')) throw err;
      }
    },
    async (member) => {
      const id = postOfAnother(member);
      const res = await client.send('GET', `/api/content/posts/${id}`, { token: member.token });
      await res.arrayBuffer();
      if (res.status !== 404) wrong(member, `REST: ${res.status} for another member's post ${id}`);
    },
  ];

  const loop = async (member) => {
    for (let i = 0; running; i++) {
      try {
        await requests[i % requests.length](member);
        counts.checked++;
      } catch (err) {
        if (err instanceof ReplicaUnreachable) counts.unreachable++;
        else problems.push(`${member.label}: ${err.message}`);
      }
    }
  };
  const all = members.map(loop);
  return {
    async stop() {
      running = false;
      await Promise.all(all);
      return counts;
    },
  };
}

/**
 * Makes a change through one replica and reads through the other until it shows (every 10 ms,
 * for up to `withinMs`): the profile's first name and a draft's text, `rounds` times,
 * alternating which replica writes. Resolves with the longest time from a write's answer to the
 * read that first showed it; a change not shown by a read sent within `withinMs` is a problem.
 */
export async function changesSeenAcross(client, member, draftId, problems, { rounds, withinMs }) {
  let slowest = 0;
  for (let round = 1; round <= rounds; round++) {
    const [writer, reader] = round % 2 ? ['a', 'b'] : ['b', 'a'];
    const changes = [
      {
        what: 'profile name',
        write: (value) =>
          client.graphql(
            'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
            { input: { firstName: value, lastName: member.label } },
            { token: member.token, replica: writer },
          ),
        read: async () =>
          (
            await client.graphql(
              'query { me { firstName } }',
              {},
              { token: member.token, replica: reader },
            )
          ).me.firstName,
      },
      {
        what: 'post edit',
        write: (value) =>
          client.graphql(
            'mutation ($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { id } }',
            { id: draftId, input: { content: value } },
            { token: member.token, replica: writer },
          ),
        read: async () =>
          (await client.graphql(POST, { id: draftId }, { token: member.token, replica: reader }))
            .post.content,
      },
    ];
    for (const change of changes) {
      const value = `Round${round}x${member.label.replace(/\W/g, '')}`;
      await change.write(value);
      const wrote = performance.now();
      // How stale the other replica can be: when the first read that showed the change was
      // sent, after the write was answered (a slow answer on a busy machine is not staleness).
      let seenAfter = null;
      while (seenAfter === null && performance.now() - wrote <= withinMs) {
        const asked = performance.now();
        if ((await change.read()) === value) seenAfter = asked - wrote;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (seenAfter === null) {
        problems.push(
          `${member.label}'s ${change.what} made through ${writer} was not seen through ${reader} within ${withinMs} ms`,
        );
      }
      slowest = Math.max(slowest, seenAfter ?? withinMs);
    }
  }
  return slowest;
}
