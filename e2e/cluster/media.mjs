// Media across the cluster: an image uploaded through one replica, fetched through the other,
// and published with a post by whichever worker claims it, as the client's attachment flow does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxPostOf } from './ledger.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'server/package.json'))('sharp');

/** A small PNG of its own (a gradient seeded by `seed`), so no two runs upload the same bytes. */
async function pngOf(seed) {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i + seed) % 256;
    pixels[i * 3 + 1] = (i * 7) % 256;
    pixels[i * 3 + 2] = seed % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Fetches a media URL as the API gave it through `replica`: a path or an address on the
 * cluster's own origin goes through the proxy to that replica; any other address (a store's
 * signed URL) is fetched as it is.
 */
async function fetchMedia(client, baseUrl, url, replica) {
  const target = new URL(url, baseUrl);
  const res =
    target.origin === new URL(baseUrl).origin
      ? await client.send('GET', target.pathname + target.search, { replica })
      : await fetch(target);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * `member` uploads an image through replica a (POST /api/media, the client's upload), reads it
 * back through a and b, attaches it to a post and publishes it now; resolves once the post is
 * out with its size, whether b gave the same bytes and whether the sandbox LinkedIn received
 * them with the post. Anything unexpected is a problem.
 */
export async function mediaAcrossReplicas(client, baseUrl, db, member, problems) {
  const image = await pngOf(Date.now() % 251);
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), 'cluster.png');
  const { media } = await client.json('POST', '/api/media', {
    body: form,
    token: member.token,
    replica: 'a',
  });
  const throughA = await fetchMedia(client, baseUrl, media.url, 'a');
  const throughB = await fetchMedia(client, baseUrl, media.url, 'b');
  const sameThroughB =
    throughA.status === 200 && throughB.status === 200 && throughA.bytes.equals(throughB.bytes);
  if (!sameThroughB) {
    problems.push(
      `the uploaded image answered ${throughA.status} through a and ${throughB.status} through b, ${throughA.bytes.equals(throughB.bytes) ? 'the same' : 'different'} bytes`,
    );
  }

  const { post } = await client.json('POST', '/api/content/posts', {
    token: member.token,
    body: {
      content: `A picture from the cluster run, by ${member.label}`,
      status: 'draft',
      attachment: { images: [{ mediaId: media.id, altText: 'A gradient' }] },
    },
  });
  await client.json('POST', `/api/content/posts/${post.id}/schedule`, {
    token: member.token,
    body: { postNow: true },
  });
  const deadline = Date.now() + 30_000;
  let status = 'scheduled';
  while (Date.now() < deadline && !['published', 'failed'].includes(status)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ({ status } = (
      await client.json('GET', `/api/content/posts/${post.id}`, { token: member.token })
    ).post);
  }
  if (status !== 'published') {
    problems.push(`the post with the image is ${status}, not published, after 30 s`);
    return { bytes: throughA.bytes.length, sameThroughB, onLinkedIn: false };
  }
  const file = (await sandboxPostOf(db, post.id))?.files[0];
  const received = file?.storageKey
    ? await fetchMedia(client, baseUrl, `/sandbox/linkedin/media/${file.storageKey}`)
    : null;
  const onLinkedIn = received?.status === 200 && received.bytes.equals(throughA.bytes);
  if (!onLinkedIn)
    problems.push('the sandbox LinkedIn did not receive the uploaded image with the post');
  return { bytes: throughA.bytes.length, sameThroughB, onLinkedIn };
}
