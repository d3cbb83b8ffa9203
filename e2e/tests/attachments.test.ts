import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { BASE_URL } from '../support/browser';
import { openSignedIn, signedInBrowser } from '../support/session';
import { consent, pageApi as api, shot, sideways, type ApiPost } from '../support/page';

// ── Files made here, so the test carries no binaries ──────────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `width`×`height` pixels, a diagonal band of `rgb` on white. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < width / 4;
      rows.push(...(band ? rgb : [255, 255, 255]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PDF of `pages` square pages, each saying its number, with a correct cross-reference table. */
function pdf(pages: number): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const stream = `BT /F1 48 Tf 72 300 Td (Slide ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 600] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ── The app ───────────────────────────────────────────────────────────────────────────────

const panel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const postCard = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: text });

async function noSideways(page: Page, where: string) {
  assert.equal(await sideways(page), 0, `nothing sticks out sideways: ${where}`);
}

/** A generated post on the Content page, its text replaced by `content`. */
async function writePost(page: Page, topic: string, content: string) {
  await page.getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const text = panel(page).getByRole('textbox', { name: 'Post text' });
  await page.waitForFunction(
    () => Boolean(document.querySelector<HTMLTextAreaElement>('#generated-text')?.value),
    undefined,
    { timeout: 60_000 },
  );
  await text.fill(content);
}

async function saveDraft(page: Page, content: string) {
  await panel(page).getByRole('button', { name: 'Save as Draft' }).click();
  await postCard(page, content).waitFor({ timeout: 30_000 });
}

async function postNow(page: Page, content: string) {
  const card = postCard(page, content);
  await card.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule post' });
  await dialog.getByRole('radio', { name: /^Post now/ }).check();
  await dialog.getByRole('button', { name: 'Post now' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`posts with attachments at ${viewport.width} px`, () => {
    const stamp = `${viewport.width}-${Date.now().toString(36)}`;
    const texts = {
      images: `Our offsite in two pictures (${stamp}). The whiteboard held every idea.`,
      document: `The onboarding deck we use (${stamp}). Swipe through all of it.`,
      link: `Our terms, in plain words (${stamp}). Read them before you sign up.`,
      poll: `A quick question for engineering leads (${stamp}). Vote below.`,
      comment: `The guide we promised (${stamp}). The link is in the first comment.`,
    };
    // Made into a carousel after the others are published.
    const carouselText = [
      `Three habits that made our releases calm (${stamp}).`,
      '',
      '1. Ship small: every change fits in one review.',
      '2. Write the rollback before the rollout.',
      '3. Read the metrics an hour later, not a week later.',
      '',
      'Which one would you try first?',
    ].join('\n');
    const firstComment = `Here is the guide: ${BASE_URL}/terms (${stamp})`;

    const session = signedInBrowser(`attachments-${viewport.width}`, { viewport });

    it('connects the sandbox LinkedIn', async () => {
      const { page, account } = session;
      await openSignedIn(page, account, '/settings?tab=linkedin');
      await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
      await consent(page, 'Allow');
      await page.getByText('LinkedIn connected successfully!').waitFor();
    });

    it('attaches two images with alt text, a PDF, a link and a poll to four posts, and a first comment to a fifth', async () => {
      const { page } = session;
      await page.goto('/content');

      // Two images: each uploaded with progress, each needing its alt text before saving.
      await writePost(page, 'Team offsites', texts.images);
      await panel(page).getByRole('button', { name: 'Images', exact: true }).click();
      await page.getByLabel('Choose images').setInputFiles([
        { name: 'offsite.png', mimeType: 'image/png', buffer: png(240, 160, [10, 102, 194]) },
        { name: 'whiteboard.png', mimeType: 'image/png', buffer: png(200, 200, [234, 88, 12]) },
      ]);
      await panel(page)
        .getByRole('list', { name: 'Images' })
        .getByRole('listitem')
        .nth(1)
        .waitFor();
      await page.waitForFunction(
        () => !document.querySelector('[aria-label^="Uploading"]'),
        undefined,
        {
          timeout: 30_000,
        },
      );
      await panel(page).getByRole('button', { name: 'Save as Draft' }).click();
      await panel(page)
        .getByText('Describe each image for people who cannot see it (alt text)')
        .first()
        .waitFor();
      await panel(page)
        .getByRole('textbox', { name: 'Alt text for image 1' })
        .fill('Twelve people around a long table');
      await panel(page).getByRole('button', { name: 'Suggest alt text for image 2' }).click();
      assert.equal(
        await panel(page).getByRole('textbox', { name: 'Alt text for image 2' }).inputValue(),
        'The whiteboard held every idea.',
      );
      const grid = panel(page)
        .getByRole('article', { name: 'LinkedIn preview' })
        .getByRole('group', { name: '2 images' });
      await grid.waitFor();
      await noSideways(page, 'two images in the editor');
      await shot(page, `attachments-images-${viewport.width}`);
      await saveDraft(page, texts.images);
      await postCard(page, texts.images).getByText('2 images').waitFor();

      // A PDF: its pages counted, its first page pictured, a title from its name.
      await writePost(page, 'Onboarding', texts.document);
      await panel(page).getByRole('button', { name: 'Document', exact: true }).click();
      await page.getByLabel('Choose a PDF').setInputFiles({
        name: 'Onboarding deck.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(3),
      });
      await panel(page)
        .getByRole('group', { name: 'Document file' })
        .getByText('3 pages')
        .waitFor({ timeout: 30_000 });
      assert.equal(
        await panel(page).getByRole('textbox', { name: 'Document title' }).inputValue(),
        'Onboarding deck',
      );
      await noSideways(page, 'a document in the editor');
      await shot(page, `attachments-document-${viewport.width}`);
      await saveDraft(page, texts.document);
      await postCard(page, texts.document).getByText('Document · 3 pages').waitFor();

      // A link: the card read from the page, editable.
      await writePost(page, 'Terms', texts.link);
      await panel(page).getByRole('button', { name: 'Link', exact: true }).click();
      const url = panel(page).getByRole('textbox', { name: 'Link', exact: true });
      await url.fill(`${BASE_URL}/terms`);
      await url.press('Enter');
      const linkTitle = panel(page).getByRole('textbox', { name: 'Link title' });
      await page.waitForFunction(
        () => Boolean(document.querySelector<HTMLInputElement>('[id$="-link-title"]')?.value),
        undefined,
        { timeout: 30_000 },
      );
      await linkTitle.fill('Postpilot terms, in plain words');
      await panel(page)
        .getByRole('article', { name: 'LinkedIn preview' })
        .getByText('Postpilot terms, in plain words')
        .waitFor();
      await noSideways(page, 'a link in the editor');
      await shot(page, `attachments-link-${viewport.width}`);
      await saveDraft(page, texts.link);
      await postCard(page, texts.link).getByText('localhost').waitFor();

      // A poll: 2 to 4 different options.
      await writePost(page, 'Engineering leadership', texts.poll);
      await panel(page).getByRole('button', { name: 'Poll', exact: true }).click();
      await panel(page)
        .getByRole('textbox', { name: 'Poll question' })
        .fill('How often do you ship?');
      await panel(page).getByRole('textbox', { name: 'Option 1' }).fill('Daily');
      await panel(page).getByRole('textbox', { name: 'Option 2' }).fill('daily');
      await panel(page).getByText('Poll options must all be different').waitFor();
      await panel(page).getByRole('textbox', { name: 'Option 2' }).fill('Weekly');
      await panel(page).getByRole('button', { name: 'Add option' }).click();
      await panel(page).getByRole('textbox', { name: 'Option 3' }).fill('Monthly');
      await panel(page)
        .getByRole('article', { name: 'LinkedIn preview' })
        .getByText('0 votes • 1 week left')
        .waitFor();
      await noSideways(page, 'a poll in the editor');
      await shot(page, `attachments-poll-${viewport.width}`);
      await saveDraft(page, texts.poll);
      await postCard(page, texts.poll).getByText('Poll', { exact: true }).waitFor();

      // A first comment on a fifth post.
      await writePost(page, 'Guides', texts.comment);
      await panel(page).getByRole('textbox', { name: 'First comment' }).fill(firstComment);
      await saveDraft(page, texts.comment);
      await postCard(page, texts.comment)
        .getByText('First comment: posted right after the post')
        .waitFor();
      await noSideways(page, 'the posts with attachments');
    });

    it('posts them now and the sandbox feed shows each as LinkedIn would', async () => {
      const { page } = session;
      for (const text of Object.values(texts)) await postNow(page, text);

      const deadline = Date.now() + 120_000;
      let posts: ApiPost[] = [];
      while (Date.now() < deadline) {
        ({ posts } = await api<{ posts: ApiPost[] }>(page, 'GET', '/content/posts?limit=20'));
        const ours = posts.filter((post) => Object.values(texts).includes(post.content));
        if (ours.length === 5 && ours.every((post) => post.status === 'published')) break;
        if (ours.some((post) => post.status === 'failed')) {
          assert.fail(
            `a post failed: ${ours.map((post) => `${post.status} ${post.lastError}`).join('; ')}`,
          );
        }
        await page.waitForTimeout(1000);
      }
      const ours = posts.filter((post) => Object.values(texts).includes(post.content));
      assert.deepEqual(
        ours.map((post) => post.status),
        ['published', 'published', 'published', 'published', 'published'],
      );

      await page.goto('/sandbox/linkedin/feed');
      await page.getByRole('heading', { name: 'Sandbox feed' }).waitFor();
      const feedPost = (text: string) => page.locator('article.post').filter({ hasText: text });

      const images = feedPost(texts.images).locator('.images img');
      assert.equal(await images.count(), 2);
      assert.deepEqual(
        await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
        ['Twelve people around a long table', 'The whiteboard held every idea.'],
      );
      assert.ok(
        await images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
        'the first image loads',
      );

      const document = feedPost(texts.document).locator('.document');
      await document.locator('.doc-head').getByText('Onboarding deck').waitFor();
      assert.ok(
        (await document.locator('.slides img').count()) >= 1,
        'the document shows as slides',
      );

      const article = feedPost(texts.link).locator('a.article');
      await article.getByText('Postpilot terms, in plain words').waitFor();
      assert.equal(await article.getAttribute('href'), `${BASE_URL}/terms`);

      const poll = feedPost(texts.poll).locator('.poll');
      await poll.getByText('How often do you ship?').waitFor();
      for (const option of ['Daily', 'Weekly', 'Monthly'])
        await poll.getByText(option).first().waitFor();

      await feedPost(texts.comment)
        .locator('ol.comments')
        .getByText(firstComment)
        .waitFor({ timeout: 30_000 });
      await shot(page, `attachments-sandbox-feed-${viewport.width}`);

      // Back in the app the first comment's outcome shows on its post.
      await page.goto('/content');
      const posted = postCard(page, texts.comment).getByText('First comment posted');
      for (let tries = 0; tries < 10 && !(await posted.isVisible()); tries++) {
        await page.waitForTimeout(2000);
        await page.reload();
        await postCard(page, texts.comment).waitFor();
      }
      await posted.waitFor();
      await noSideways(page, 'published posts with attachments');
      await shot(page, `attachments-published-${viewport.width}`);
    });

    it('drafts a carousel from a post, edits a slide and attaches it as a document', async () => {
      const { page } = session;
      await page.goto('/content');
      await writePost(page, 'Releases', carouselText);
      await panel(page).getByRole('button', { name: 'Document', exact: true }).click();
      await panel(page).getByRole('button', { name: 'Make a carousel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make a carousel' });
      const firstTitle = dialog.getByRole('textbox', { name: 'Slide 1 title' });
      await firstTitle.waitFor({ timeout: 30_000 });
      assert.match(await firstTitle.inputValue(), /^Three habits that made our releases calm/);
      await firstTitle.fill('Three habits of calm releases');
      await noSideways(page, 'the carousel maker');
      await shot(page, `attachments-carousel-${viewport.width}`);

      await dialog.getByRole('button', { name: 'Attach' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 60_000 });
      const file = panel(page).getByRole('group', { name: 'Document file' });
      await file.getByText(/^\d+ pages$/).waitFor();
      const pages = Number((await file.getByText(/^\d+ pages$/).textContent())?.split(' ')[0]);
      assert.ok(pages >= 5 && pages <= 10, `5 to 10 slides, not ${pages}`);
      await saveDraft(page, carouselText);
      await postCard(page, carouselText).getByText(`Document · ${pages} pages`).waitFor();
    });
  });
}
