import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { inTurns } from '../in-turns';
import { isMediaKey, type MediaStore } from './media-store';

/** Files copied at once: each is read, sent and read back. */
const COPIES_AT_ONCE = 4;

/** What copying a local store into a bucket came to. */
export interface CopyReport {
  /** Files under the folder with a key's shape. */
  files: number;
  /** Sent to the bucket this time. */
  copied: number;
  /** Already in the bucket with the same size and SHA-256: left as they were. */
  present: number;
  /** In the bucket afterwards, size and SHA-256 checked against the local file. */
  verified: number;
  /** Files that are not the store's (no key's shape), left behind. */
  skipped: string[];
  /** Keys that could not be copied or did not verify, and why. */
  failed: { key: string; reason: string }[];
}

/**
 * Copies every file of a local store's folder (UPLOAD_DIR) into `bucket` under the same key, so
 * the keys the database holds name the same files there. Each object is checked after: its size
 * and the SHA-256 of its bytes, read back from the bucket, must be the local file's. An object
 * already there and equal is not sent again, so the copy can run as often as needed.
 */
export async function copyToBucket(
  folder: string,
  bucket: MediaStore,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CopyReport> {
  const { keys, skipped } = await keysUnder(folder);
  const report: CopyReport = {
    files: keys.length,
    copied: 0,
    present: 0,
    verified: 0,
    skipped,
    failed: [],
  };
  let done = 0;
  await inTurns(keys, COPIES_AT_ONCE, async (key) => {
    try {
      const file = path.join(folder, key);
      const local = {
        bytes: (await stat(file)).size,
        sha256: await sha256Of(createReadStream(file)),
      };
      if (await sameInBucket(bucket, key, local)) {
        report.present++;
      } else {
        await bucket.writeFile(key, file);
        if (!(await sameInBucket(bucket, key, local))) {
          throw new Error('the object in the bucket differs from the file after copying');
        }
        report.copied++;
      }
      report.verified++;
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
    onProgress(++done, keys.length);
  });
  return report;
}

/** Whether the bucket holds `key` with this size and SHA-256. */
async function sameInBucket(
  bucket: MediaStore,
  key: string,
  local: { bytes: number; sha256: string },
): Promise<boolean> {
  const stored = await bucket.stat(key);
  if (stored?.bytes !== local.bytes) return false;
  const { body } = await bucket.open(key);
  return (await sha256Of(body)) === local.sha256;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under the folder, as keys, in order; those without a key's shape apart. */
async function keysUnder(folder: string): Promise<{ keys: string[]; skipped: string[] }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path
      .relative(folder, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    (isMediaKey(key) ? keys : skipped).push(key);
  }
  return { keys: keys.sort(), skipped: skipped.sort() };
}

/** The report as `npm run media:migrate` prints it. */
export function describeCopy(report: CopyReport, folder: string, bucket: string): string {
  const lines = [
    `Files in ${folder}: ${report.files}.`,
    `Copied to the bucket ${bucket}: ${report.copied}; already there and equal: ${report.present}.`,
    `Verified in the bucket (size and SHA-256): ${report.verified} of ${report.files}.`,
  ];
  if (report.skipped.length) {
    lines.push(
      `Left behind, not media (${report.skipped.length}): ${report.skipped.slice(0, 10).join(', ')}${report.skipped.length > 10 ? ', …' : ''}.`,
    );
  }
  lines.push(
    report.failed.length
      ? `Failed (${report.failed.length}), run it again:\n${report.failed.map(({ key, reason }) => `  ${key}: ${reason}`).join('\n')}`
      : 'Nothing failed.',
  );
  return lines.join('\n');
}
