import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { inTurns } from '../in-turns';
import {
  checkedKey,
  contentTypeOf,
  MediaMissing,
  urlWindow,
  type MediaObject,
  type MediaStore,
} from './media-store';

/** Removals sent at once: a deleted account may leave hundreds of files. */
const REMOVALS_AT_ONCE = 8;

export interface S3MediaStoreOptions {
  /** How long an address stays valid at least (MEDIA_URL_TTL). */
  urlTtlMs: number;
  now?: () => number;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO), one object a key, the bucket private: a
 * browser reads a file only at a presigned GET address, made when it is asked for and valid for
 * MEDIA_URL_TTL. The API and the worker reach the service at S3_ENDPOINT; addresses name
 * S3_PUBLIC_ENDPOINT, where browsers reach it.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly presigner: S3Client;
  private readonly bucket: string;
  private readonly now: () => number;

  constructor(
    settings: S3Config,
    private readonly options: S3MediaStoreOptions,
  ) {
    const shared: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId &&
        settings.secretAccessKey && {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }),
      // Checksums only where an operation requires them: not every S3-compatible service reads
      // the SDK's default checksum trailers on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client({
      ...shared,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
    });
    this.presigner =
      settings.publicEndpoint && settings.publicEndpoint !== settings.endpoint
        ? new S3Client({ ...shared, endpoint: settings.publicEndpoint })
        : this.client;
    this.bucket = settings.bucket;
    this.now = options.now ?? Date.now;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async writeFile(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async open(key: string): Promise<MediaObject> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return {
        // In Node, the body of an answer is a Readable (the HTTP response itself).
        body: answer.Body as Readable,
        bytes: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      throw isMissing(error) ? new MediaMissing(key) : error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const { body } = await this.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<{ bytes: number } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return { bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One DeleteObject a key (deleting a missing key succeeds): DeleteObjects would need a
    // checksum header that not every S3-compatible service reads.
    await inTurns(keys, REMOVALS_AT_ONCE, (key) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) })),
    );
  }

  async url(key: string): Promise<string> {
    const { issuedAt, expiresAt } = urlWindow(this.now(), this.options.urlTtlMs);
    return getSignedUrl(
      this.presigner,
      new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      { signingDate: new Date(issuedAt), expiresIn: Math.ceil((expiresAt - issuedAt) / 1000) },
    );
  }

  async origin(): Promise<string> {
    return new URL(await this.url('media/origin')).origin;
  }

  serve(): null {
    return null;
  }

  /** Closes the clients' connections (a process stopping). */
  close(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}

/** The service's answer for a key with no object: NoSuchKey (GET) or a bare 404 (HEAD). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (failure?.name === 'NoSuchBucket') return false;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}
