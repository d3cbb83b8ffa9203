import sharp from 'sharp';
import type { LinkedInConfig } from '../../../kernel/config';
import { LinkedInClient, LinkedInError, memberUrn, type PostContent } from '../linkedin.client';
import {
  created,
  linkedInError,
  LinkedInStandIn,
  type RecordedRequest,
} from '../../../../test/support/linkedin-stand-in';
import { makePdf } from '../../../../test/support/pdf';
import { failureOf as failure } from '../../../../test/support/failure';

/**
 * LinkedIn's media: the upload flows of the Images and Documents APIs, a post's `content` and a
 * comment (Social Actions API). The stand-in records every request; its queued answers are
 * LinkedIn's documented ones, and with none queued the sandbox LinkedIn answers (and checks).
 */
let standIn: LinkedInStandIn;
beforeAll(async () => {
  standIn = await LinkedInStandIn.start();
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.reset());

const version = (() => {
  const now = new Date();
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
})();

function client(overrides: Partial<LinkedInConfig> = {}) {
  return new LinkedInClient(
    {
      sandbox: false,
      ...standIn.application,
      authUrl: `${standIn.url}/oauth/v2`,
      apiUrl: standIn.url,
      version,
      scopes: ['openid', 'profile', 'email', 'w_member_social'],
      ...overrides,
    },
    // A PDF's pages are rendered while its PUT is answered: slow on a busy machine.
    { timeoutMs: 20_000 },
  );
}

const failureOf = (promise: Promise<unknown>) => failure(promise, LinkedInError);

const AUTHOR = memberUrn('782bbtaQ');
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x80]);

/** The headers every /rest/ call carries. */
function expectRestHeaders(sent: RecordedRequest, token: string) {
  expect(sent.headers.authorization).toBe(`Bearer ${token}`);
  expect(sent.headers['linkedin-version']).toBe(version);
  expect(sent.headers['x-restli-protocol-version']).toBe('2.0.0');
}

const initialized = (kind: 'image' | 'document', urn: string) => ({
  body: {
    value: {
      uploadUrlExpiresAt: 1_700_000_000_000,
      uploadUrl: `${standIn.url}/dms-uploads/${kind}/abc?ca=vector`,
      [kind]: urn,
    },
  },
});

describe('upload: the documented two steps', () => {
  it.each([
    ['image', '/rest/images?action=initializeUpload', 'urn:li:image:C4E10AQFoyyAjHPMQuQ'],
    ['document', '/rest/documents?action=initializeUpload', 'urn:li:document:D4D10AQH4xM'],
  ] as const)(
    '%s: initializeUpload for the owner, then a PUT of the bytes',
    async (kind, path, urn) => {
      standIn.replyNext(initialized(kind, urn), { status: 201 });
      const uploaded = await client().upload('AQV-token', AUTHOR, kind, BYTES);
      expect(uploaded).toEqual({ urn });

      expect(standIn.requests).toHaveLength(2);
      const [init, put] = standIn.requests;
      expect(init.method).toBe('POST');
      expect(init.path).toBe(path);
      expectRestHeaders(init, 'AQV-token');
      expect(init.headers['content-type']).toBe('application/json');
      expect(init.json).toEqual({ initializeUploadRequest: { owner: AUTHOR } });
      expect(put.method).toBe('PUT');
      expect(put.path).toBe(`/dms-uploads/${kind}/abc?ca=vector`);
      expect(put.headers.authorization).toBe('Bearer AQV-token');
      expect(put.raw.equals(BYTES)).toBe(true);
    },
  );

  it.each([
    ['no uploadUrl', { value: { image: 'urn:li:image:1' } }],
    ['no URN', { value: { uploadUrl: 'https://x.example/u' } }],
    [
      'a URN of another kind',
      { value: { uploadUrl: 'https://x.example/u', image: 'urn:li:document:1' } },
    ],
    ['not JSON', 'oops'],
  ])('an answer with %s: unavailable, and nothing is PUT', async (_, body) => {
    standIn.replyNext({ body });
    const error = await failureOf(client().upload('t', AUTHOR, 'image', BYTES));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    [
      linkedInError(
        401,
        'EXPIRED_ACCESS_TOKEN',
        'The token used in the request has expired',
        65601,
      ),
      'unauthorized',
      false,
    ],
    [
      linkedInError(
        403,
        'ACCESS_DENIED',
        'Not enough permissions to access: images.ACTION-initializeUpload',
        100,
      ),
      'forbidden',
      false,
    ],
    [
      linkedInError(
        422,
        'UNPROCESSABLE_ENTITY',
        'ERROR :: /initializeUploadRequest/owner :: invalid',
      ),
      'bad_request',
      false,
    ],
    [
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { status: 429, message: 'Too Many Requests' },
      },
      'rate_limited',
      true,
    ],
    [{ status: 503, body: { status: 503, message: 'Service Unavailable' } }, 'unavailable', true],
  ])('initializeUpload answering %j: %s', async (reply, kind, retryable) => {
    standIn.replyNext(reply);
    const error = await failureOf(client().upload('t', AUTHOR, 'document', BYTES));
    expect(error).toMatchObject({ kind, retryable });
  });

  it('the PUT failing (500) fails the upload, retryable', async () => {
    standIn.replyNext(initialized('image', 'urn:li:image:C1'), { status: 500, body: 'boom' });
    const error = await failureOf(client().upload('t', AUTHOR, 'image', BYTES));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, status: 500 });
  });
});

describe('createPost with content', () => {
  const contents: [string, PostContent][] = [
    ['one image', { media: { id: 'urn:li:image:C1', altText: 'A chart of Q3 revenue' } }],
    [
      'several images',
      {
        multiImage: {
          images: [
            { id: 'urn:li:image:C1', altText: 'First' },
            { id: 'urn:li:image:C2', altText: 'Second' },
          ],
        },
      },
    ],
    ['a document', { media: { id: 'urn:li:document:D1', title: 'Our 2026 playbook' } }],
    [
      'a link',
      {
        article: {
          source: 'https://example.com/post',
          title: 'Why we ship weekly',
          description: 'Small batches',
          thumbnail: 'urn:li:image:C3',
        },
      },
    ],
    [
      'a poll',
      {
        poll: {
          question: 'Which day do you read LinkedIn?',
          options: [{ text: 'Monday' }, { text: 'Friday' }],
          settings: { duration: 'THREE_DAYS' },
        },
      },
    ],
  ];

  it.each(contents)('%s: the documented body with `content`', async (_, content) => {
    standIn.replyNext(created('urn:li:share:7'));
    await client().createPost('t', AUTHOR, 'Hello', content);
    const [sent] = standIn.requests;
    expect(sent.path).toBe('/rest/posts');
    expectRestHeaders(sent, 't');
    expect(sent.json).toMatchObject({
      author: AUTHOR,
      commentary: 'Hello',
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      content,
    });
  });

  it('without content, no `content` field', async () => {
    standIn.replyNext(created('urn:li:share:8'));
    await client().createPost('t', AUTHOR, 'Text only');
    expect(standIn.requests[0].json).not.toHaveProperty('content');
  });
});

describe('createComment', () => {
  it('POSTs to socialActions/{encoded URN}/comments as the member, the text escaped', async () => {
    standIn.replyNext({
      status: 201,
      headers: { 'x-restli-id': 'urn%3Ali%3Acomment%3A%28urn%3Ali%3Ashare%3A7%2C42%29' },
    });
    const comment = await client().createComment(
      't',
      AUTHOR,
      'urn:li:share:7',
      'Read more: https://example.com/a_b (#growth)',
    );
    expect(comment).toEqual({ urn: 'urn:li:comment:(urn:li:share:7,42)' });
    const [sent] = standIn.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/rest/socialActions/urn%3Ali%3Ashare%3A7/comments');
    expectRestHeaders(sent, 't');
    expect(sent.json).toEqual({
      actor: AUTHOR,
      object: 'urn:li:share:7',
      message: { text: 'Read more: https://example.com/a\\_b \\({hashtag|\\#|growth}\\)' },
    });
  });

  it('refused (403, members’ comments not allowed): forbidden, LinkedIn’s reason kept', async () => {
    standIn.replyNext(
      linkedInError(
        403,
        'ACCESS_DENIED',
        'Not enough permissions to access: socialActions.comments',
        100,
      ),
    );
    const error = await failureOf(client().createComment('t', AUTHOR, 'urn:li:share:7', 'Hi'));
    expect(error).toMatchObject({ kind: 'forbidden', retryable: false });
    expect(error.message).toContain('Not enough permissions to access: socialActions.comments');
  });
});

describe('against the sandbox LinkedIn', () => {
  const png = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer();

  it('uploads images and a PDF, posts each kind of content, comments, and its feed shows them', async () => {
    const member = await standIn.member('Grace Feed');
    const linkedIn = client();
    const [red, green, blue] = await Promise.all([png('#ff0000'), png('#00ff00'), png('#0000ff')]);
    const images = await Promise.all(
      [red, green, blue].map((bytes) =>
        linkedIn.upload(member.accessToken, member.urn, 'image', bytes),
      ),
    );
    const document = await linkedIn.upload(member.accessToken, member.urn, 'document', makePdf(3));
    for (const { urn } of images) expect(urn).toMatch(/^urn:li:image:/);
    expect(document.urn).toMatch(/^urn:li:document:/);

    const post = (text: string, content: PostContent) =>
      linkedIn.createPost(member.accessToken, member.urn, text, content);
    await post('Three pictures', {
      multiImage: { images: images.map(({ urn }, i) => ({ id: urn, altText: `Colour ${i + 1}` })) },
    });
    await post('Our deck', { media: { id: document.urn, title: 'The deck' } });
    await post('Worth a read', {
      article: {
        source: 'https://www.example.com/essay',
        title: 'An essay',
        thumbnail: images[0]!.urn,
      },
    });
    const poll = await post('Quick poll', {
      poll: {
        question: 'Tabs or spaces?',
        options: [{ text: 'Tabs' }, { text: 'Spaces' }],
        settings: { duration: 'ONE_DAY' },
      },
    });
    await linkedIn.createComment(member.accessToken, member.urn, poll.urn, 'Vote below (#poll)');

    // Every upload and post went through the recorder (uploads at once arrive in any order).
    const sent = standIn.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f]{64}/, '…')}`);
    expect([...sent].sort()).toEqual(
      [
        ...Array(3).fill('POST /rest/images?action=initializeUpload'),
        ...Array(4).fill('PUT /uploads/…'),
        'POST /rest/documents?action=initializeUpload',
        ...Array(4).fill('POST /rest/posts'),
        `POST /rest/socialActions/${encodeURIComponent(poll.urn)}/comments`,
      ].sort(),
    );
    for (const put of standIn.requests.filter((r) => r.method === 'PUT')) {
      expect(put.headers.authorization).toBe(`Bearer ${member.accessToken}`);
      expect(put.response?.status).toBe(201);
    }

    const feed = await fetch(`${standIn.url}/feed`);
    const cookie = feed.headers.get('set-cookie')!.split(';')[0]!;
    const html = await feed.text();
    expect(html).toContain('class="images n3" data-images="3"');
    expect(html).toMatch(
      /<img src="\/sandbox\/linkedin\/media\/[0-9a-f]{32}\.png" alt="Colour 2">/,
    );
    expect(html).toContain('<span>The deck</span><small>3 pages</small>');
    expect(html.match(/alt="Page \d of The deck"/g)).toHaveLength(3);
    expect(html).toContain('<strong>An essay</strong><small>example.com</small>');
    expect(html).toContain('<h2>Tabs or spaces?</h2>');
    expect(html).toContain('Grace Feed · Author</strong><p>Vote below (#poll)</p>');

    // A page picture is served, and the viewer's vote is counted once.
    const slide = /src="\/sandbox\/linkedin(\/media\/[0-9a-f]{32}-p1\.webp)"/.exec(html)![1];
    const picture = await fetch(`${standIn.url}${slide}`);
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
    const pollId = poll.urn.replace('urn:li:share:', '');
    for (const option of ['1', '0']) {
      const vote = await fetch(`${standIn.url}/feed/${pollId}/vote`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: `option=${option}`,
      });
      expect(vote.status).toBe(303);
    }
    const after = await (await fetch(`${standIn.url}/feed`, { headers: { cookie } })).text();
    expect(after).toContain(
      '<span>Spaces</span><progress max="100" value="100" aria-label="Spaces"></progress><span>100% · 1 vote</span>',
    );
    expect(after).toContain(
      '<span>Tabs</span><progress max="100" value="0" aria-label="Tabs"></progress><span>0% · 0 votes</span>',
    );
    expect(after).toContain('1 vote · You voted');
  }, 30_000);

  it('refuses content LinkedIn would: an unknown URN, one image as multiImage, five poll options, another owner', async () => {
    const member = await standIn.member();
    const other = await standIn.member();
    const linkedIn = client();
    const unknown = await failureOf(
      linkedIn.createPost(member.accessToken, member.urn, 'x', {
        media: { id: 'urn:li:image:NOPE', altText: 'a' },
      }),
    );
    expect(unknown).toMatchObject({ kind: 'bad_request', status: 400 });
    expect(unknown.message).toContain('/content/media/id');

    const theirs = await linkedIn.upload(
      other.accessToken,
      other.urn,
      'image',
      await png('#123456'),
    );
    const notMine = await failureOf(
      linkedIn.createPost(member.accessToken, member.urn, 'y', {
        media: { id: theirs.urn, altText: 'a' },
      }),
    );
    expect(notMine).toMatchObject({ status: 400 });

    const mine = await linkedIn.upload(
      member.accessToken,
      member.urn,
      'image',
      await png('#654321'),
    );
    const single = await failureOf(
      linkedIn.createPost(member.accessToken, member.urn, 'z', {
        multiImage: { images: [{ id: mine.urn, altText: 'a' }] },
      }),
    );
    expect(single).toMatchObject({ kind: 'bad_request', status: 422 });
    expect(single.message).toContain('2 to 20 images');

    const fiveOptions = await failureOf(
      linkedIn.createPost(member.accessToken, member.urn, 'p', {
        poll: {
          question: 'Q?',
          options: ['a', 'b', 'c', 'd', 'e'].map((text) => ({ text })),
          settings: { duration: 'ONE_DAY' },
        },
      }),
    );
    expect(fiveOptions).toMatchObject({ kind: 'bad_request', status: 422 });

    const owner = await failureOf(linkedIn.upload(member.accessToken, other.urn, 'image', BYTES));
    expect(owner).toMatchObject({ kind: 'forbidden', status: 403 });

    const notAnImage = await failureOf(
      linkedIn.upload(member.accessToken, member.urn, 'image', BYTES),
    );
    expect(notAnImage).toMatchObject({ kind: 'bad_request', status: 400 });
  }, 30_000);
});
