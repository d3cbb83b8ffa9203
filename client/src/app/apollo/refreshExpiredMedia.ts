import type { ApolloClient } from '@apollo/client';

/**
 * The server hands out media (avatars, post images, page pictures) at signed addresses that stop
 * working after a while (an hour by default): a local file's `/uploads/…?expires=…&signature=…`,
 * or a bucket's presigned `…?X-Amz-Signature=…`.
 */
const SIGNED_MEDIA = /[?&](?:signature|X-Amz-Signature)=/;

/** At most one refresh in this long, whatever fails: a file that is really gone asks once. */
const REFRESH_AT_MOST_EVERY_MS = 60_000;

/**
 * When a picture at a signed address fails to load (it expired while the page stayed open, or
 * was reused from Apollo's cache after that), the queries on screen are fetched again, which
 * brings fresh addresses for everything they show. Image errors do not bubble, so they are heard
 * while they are captured. Answers what stops listening.
 */
export function refreshExpiredMedia(
  client: Pick<ApolloClient, 'refetchQueries'>,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  now: () => number = Date.now,
): () => void {
  let last = -Infinity;
  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !SIGNED_MEDIA.test(image.currentSrc || image.src)) {
      return;
    }
    if (now() - last < REFRESH_AT_MOST_EVERY_MS) return;
    last = now();
    void client.refetchQueries({ include: 'active' });
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
