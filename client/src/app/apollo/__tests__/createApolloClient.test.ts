import { delay, graphql, HttpResponse } from 'msw';
import { MeDocument } from '../../../gql/graphql';
import { makeUser } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
import { createApolloClient } from '../createApolloClient';

describe('the Apollo client', () => {
  it('asks the server again after a change, even while the same query is on its way', async () => {
    // The server's answer is what was true when the request arrived.
    let firstName = 'Before';
    let requests = 0;
    server.use(
      graphql.query(MeDocument, async () => {
        requests++;
        const user = makeUser({ firstName });
        await delay(150);
        return HttpResponse.json({ data: { me: user } });
      }),
    );
    const client = createApolloClient({ onSessionExpired: () => undefined });

    const earlier = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await delay(20);
    // A change is saved while that request is on its way; the screen fetches again.
    firstName = 'After';
    const again = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });

    expect(again.data?.me?.firstName).toBe('After');
    expect(requests).toBe(2);
    expect((await earlier).data?.me?.firstName).toBe('Before');
  });
});
