import { loadMediaSettings } from './kernel/config';
import { copyToBucket, describeCopy } from './kernel/media/copy-to-bucket';
import { S3MediaStore } from './kernel/media/s3-media-store';

/** Progress is told every this many files. */
const PROGRESS_EVERY = 500;

/**
 * `npm run media:migrate`: copies the local media store (UPLOAD_DIR) into the bucket that
 * MEDIA_STORE=s3 and the S3_* variables name, each object checked by its size and SHA-256, and
 * says how it went; it exits with 1 when anything failed. Files already copied are not sent
 * again, so it is run as often as needed (docs/operations.md).
 */
async function main() {
  const { uploadDir, media } = loadMediaSettings();
  if (media.store !== 's3') {
    throw new Error(
      'Set MEDIA_STORE=s3 and the S3_* variables of the bucket to copy UPLOAD_DIR into (see docs/operations.md).',
    );
  }
  const bucket = new S3MediaStore(media.s3, { urlTtlMs: media.urlTtlMs });
  try {
    console.log(`Copying ${uploadDir} into the bucket ${media.s3.bucket}…`);
    const report = await copyToBucket(uploadDir, bucket, (done, total) => {
      if (done % PROGRESS_EVERY === 0) console.log(`${done} of ${total} files`);
    });
    console.log(describeCopy(report, uploadDir, media.s3.bucket));
    process.exitCode = report.failed.length ? 1 : 0;
  } finally {
    bucket.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
