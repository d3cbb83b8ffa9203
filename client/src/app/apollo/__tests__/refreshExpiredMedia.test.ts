import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MeDocument } from '../../../gql/graphql';
import { makeUser } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
import { createApolloClient } from '../createApolloClient';
import { refreshExpiredMedia } from '../refreshExpiredMedia';

describe('pictures at expired addresses', () => {
  it('bring the queries on screen again, with fresh addresses, at most once a minute', async () => {
    let requests = 0;
    server.use(
      graphql.query(MeDocument, () => {
        requests++;
        const profilePicture = `/uploads/avatars/u.webp?expires=${requests}&signature=s${requests}`;
        return HttpResponse.json({ data: { me: makeUser({ profilePicture }) } });
      }),
    );
    const client = createApolloClient({ onSessionExpired: () => undefined });
    const shown: string[] = [];
    const subscription = client.watchQuery({ query: MeDocument }).subscribe(({ data }) => {
      if (data?.me?.profilePicture) shown.push(data.me.profilePicture);
    });
    await waitFor(() => expect(shown).toHaveLength(1));
    let clock = 0;
    const stop = refreshExpiredMedia(client, document, () => clock);
    const picture = (src: string) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
      return image;
    };
    const fail = (image: HTMLImageElement) => image.dispatchEvent(new Event('error'));

    const avatar = picture(shown[0]!);
    fail(avatar);
    await waitFor(() => expect(shown.at(-1)).toContain('signature=s2'));

    // Within the minute, or a picture that is not signed media: nothing is fetched.
    clock += 30_000;
    fail(avatar);
    clock += 31_000;
    fail(picture('/logo.png'));
    // A minute after the last, a signed one (a bucket's too) fetches once more.
    fail(picture('https://bucket.example/media/a.png?X-Amz-Signature=abc'));
    await waitFor(() => expect(shown.at(-1)).toContain('signature=s3'));
    // The next request the client makes is the only other one (each is counted as it arrives).
    const asked = async () => {
      await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      return requests;
    };
    expect(await asked()).toBe(4);

    stop();
    clock += 120_000;
    fail(avatar);
    subscription.unsubscribe();
    expect(await asked()).toBe(5);
  });
});
