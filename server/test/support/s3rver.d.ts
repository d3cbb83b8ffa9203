/** What the tests use of s3rver (it ships no types): an S3-compatible server in this process. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    /** Where it keeps buckets and objects. */
    directory: string;
    silent?: boolean;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    /** Its request handler (a Koa application's), to serve from a server of one's own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    logger: { close(): void };
  }

  export = S3rver;
}
