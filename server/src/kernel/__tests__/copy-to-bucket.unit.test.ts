import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3StandIn } from '../../../test/support/s3-stand-in';
import { copyToBucket, describeCopy } from '../media/copy-to-bucket';
import type { MediaStore } from '../media/media-store';
import { S3MediaStore } from '../media/s3-media-store';

/**
 * `npm run media:migrate`'s copy: a local store's folder into a bucket (s3rver), every object
 * read back and checked, nothing sent twice, the stray files told apart.
 */
let s3: S3StandIn;
let folder: string;
let bucket: S3MediaStore;
const files: Record<string, Buffer> = {
  'avatars/0b6c4e1a-2f0d-4c1e-9a55-1f6f0f3c9d2e-a1b2c3d4e5f6.webp': randomBytes(900),
  'media/4bb0e4ea69aa04c4133f49c74628271d.pdf': randomBytes(300_000),
  'media/4bb0e4ea69aa04c4133f49c74628271d-p1.webp': randomBytes(4000),
  'sandbox/9f0e1d2c3b4a59687766554433221100.png': randomBytes(2500),
};

beforeAll(async () => {
  s3 = await S3StandIn.start();
  folder = mkdtempSync(path.join(tmpdir(), 'postpilot-uploads-'));
  for (const [key, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, key)), { recursive: true });
    writeFileSync(path.join(folder, key), bytes);
  }
  // Not the store's: a note at the top and a hidden file.
  writeFileSync(path.join(folder, 'notes.txt'), 'hello');
  writeFileSync(path.join(folder, 'media', '.DS_Store'), 'x');
  bucket = new S3MediaStore(
    {
      endpoint: s3.endpoint,
      publicEndpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    { urlTtlMs: 3600_000 },
  );
});
afterAll(async () => {
  bucket?.close();
  await s3?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('copies every file under its key, checks each, and sends nothing twice', async () => {
  const first = await copyToBucket(folder, bucket);
  expect(first).toEqual({
    files: 4,
    copied: 4,
    present: 0,
    verified: 4,
    skipped: ['media/.DS_Store', 'notes.txt'],
    failed: [],
  });
  expect(await s3.keys()).toEqual(Object.keys(files).sort());
  for (const [key, bytes] of Object.entries(files)) {
    expect((await bucket.read(key)).equals(bytes)).toBe(true);
  }

  const again = await copyToBucket(folder, bucket);
  expect(again).toMatchObject({ files: 4, copied: 0, present: 4, verified: 4, failed: [] });

  // One object lost, one altered with its size kept: both are sent again, the rest left.
  const [lost, altered] = ['sandbox/9f0e1d2c3b4a59687766554433221100.png', Object.keys(files)[0]!];
  await bucket.remove([lost]);
  await bucket.write(altered, randomBytes(files[altered]!.length));
  const mended = await copyToBucket(folder, bucket);
  expect(mended).toMatchObject({ copied: 2, present: 2, verified: 4, failed: [] });
  expect((await bucket.read(altered)).equals(files[altered]!)).toBe(true);
  expect(describeCopy(mended, folder, s3.bucket)).toBe(
    [
      `Files in ${folder}: 4.`,
      `Copied to the bucket ${s3.bucket}: 2; already there and equal: 2.`,
      'Verified in the bucket (size and SHA-256): 4 of 4.',
      'Left behind, not media (2): media/.DS_Store, notes.txt.',
      'Nothing failed.',
    ].join('\n'),
  );
});

it('reports an object that does not read back as the file, and goes on with the others', async () => {
  const key = 'media/4bb0e4ea69aa04c4133f49c74628271d-p1.webp';
  await bucket.remove([key]);
  // A bucket that keeps other bytes than those sent for this key.
  const garbling: MediaStore = Object.assign(Object.create(bucket) as MediaStore, {
    writeFile: async (target: string, file: string) =>
      target === key ? bucket.write(target, randomBytes(10)) : bucket.writeFile(target, file),
  });
  const report = await copyToBucket(folder, garbling);
  expect(report).toMatchObject({ files: 4, copied: 0, present: 3, verified: 3 });
  expect(report.failed).toEqual([
    { key, reason: 'the object in the bucket differs from the file after copying' },
  ]);
  expect(describeCopy(report, folder, s3.bucket)).toContain(
    `Failed (1), run it again:\n  ${key}: the object in the bucket differs from the file after copying`,
  );
});

it('copies nothing from a folder that does not exist', async () => {
  expect(await copyToBucket(path.join(folder, 'missing'), bucket)).toEqual({
    files: 0,
    copied: 0,
    present: 0,
    verified: 0,
    skipped: [],
    failed: [],
  });
});
