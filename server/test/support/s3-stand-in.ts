import { createHash, createHmac, randomBytes, type Hash, type Hmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';

/** s3rver's one account. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

type SourceData = string | ArrayBuffer | ArrayBufferView;

/** SHA-256 (or its HMAC, given a secret) in the shape the SDK's signers take. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const bytesOf = (data: SourceData): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/**
 * An S3-compatible service for tests: s3rver, in this process on a free port, with its objects in
 * a folder of its own and one bucket made for the test. s3rver takes anonymous requests and does
 * not check Signature V4, so a check of its own stands before it: a presigned address (what
 * browsers are given) passes only with its signature recomputed from s3rver's key and before it
 * expires; a request signed in its headers (the SDK's own calls) passes to s3rver; anything else
 * is refused with S3's 403 AccessDenied, as a private bucket answers.
 */
export class S3StandIn {
  private constructor(
    private readonly server: Server,
    private readonly s3rver: S3rver,
    private readonly directory: string,
    readonly bucket: string,
    readonly endpoint: string,
    /** The SDK client the test reads the bucket with. */
    readonly client: S3Client,
  ) {}

  static async start(): Promise<S3StandIn> {
    const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
    const s3rver = new S3rver({ directory, silent: true });
    const handle = s3rver.callback();
    const presigner = new S3RequestPresigner({
      region: REGION,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
      sha256: Sha256,
    });
    const server = createServer((req, res) => {
      void admitted(req, presigner).then((refusal) =>
        refusal ? deny(res, refusal) : handle(req, res),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bucket = `postpilot-${randomBytes(4).toString('hex')}`;
    const client = new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return new S3StandIn(server, s3rver, directory, bucket, endpoint, client);
  }

  /** The configuration that points Postpilot at it, as at MinIO. */
  get env(): Record<string, string> {
    return {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_REGION: REGION,
      S3_BUCKET: this.bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** Every key in the bucket (under `prefix`), sorted. */
  async keys(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async stop(): Promise<void> {
    this.client.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.s3rver.logger.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}

/** Why a request may not reach the bucket, or null when it may. */
async function admitted(
  req: IncomingMessage,
  presigner: S3RequestPresigner,
): Promise<string | null> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const signature = url.searchParams.get('X-Amz-Signature');
  if (!signature) {
    return req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')
      ? null
      : 'Anonymous access is not allowed: the bucket is private';
  }
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const expires = Number(url.searchParams.get('X-Amz-Expires'));
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(signedAt) || !Number.isInteger(expires)) return 'Malformed presigned URL';
  if (Date.now() > signedAt + expires * 1000) return 'Request has expired';
  const query = Object.fromEntries(
    [...url.searchParams].filter(([name]) => name !== 'X-Amz-Signature'),
  );
  const [hostname, port] = (req.headers.host ?? '').split(':');
  const expected = await presigner.presign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: hostname!,
      port: port ? Number(port) : undefined,
      path: url.pathname,
      query,
      headers: { host: req.headers.host ?? '' },
    },
    { signingDate: new Date(signedAt), expiresIn: expires },
  );
  return expected.query?.['X-Amz-Signature'] === signature
    ? null
    : 'The request signature we calculated does not match the signature you provided';
}

function deny(res: ServerResponse, message: string): void {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
  );
}
