import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { bearer, createPost, registerUser } from '../../../test/support/factories';

/**
 * What a browser gets for the built client and the API's JSON: hashed assets sent as the
 * build compressed them and cached for good, index.html revalidated, large answers compressed.
 */

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as the bytes that travelled, not decompressed. */
function raw(
  app: TestApp,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(urlPath, app.api.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built client and compressed answers', () => {
  let app: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'postpilot-client-'));
  // A script large enough to be worth compressing, and the copies the build writes beside it.
  const script = Buffer.from(`console.log(${JSON.stringify('Postpilot '.repeat(400))});\n`);
  const small = Buffer.from('export const a = 1;\n');
  // A page the build drew into HTML, with its one inline script allowed by hash.
  const drawnLogin = Buffer.from(
    `<!doctype html><title>Postpilot</title><div id="root" data-prerendered inert><h1>Welcome back</h1>${'<p>Sign in.</p>'.repeat(80)}</div>`,
  );
  const scriptHash = 'sha256-ICRx38i1nQkWfjRNHXzrYP+wohRAmd6gijRfqeF6t6o=';

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Postpilot</title>');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'assets/app-Ab12.js'), script);
    writeFileSync(path.join(dist, 'assets/app-Ab12.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets/app-Ab12.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets/tiny-Cd34.js'), small);
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages/login.html'), drawnLogin);
    writeFileSync(path.join(dist, 'pages/login.html.br'), brotliCompressSync(drawnLogin));
    writeFileSync(path.join(dist, 'pages/login.html.gz'), gzipSync(drawnLogin));
    writeFileSync(
      path.join(dist, 'pages/manifest.json'),
      JSON.stringify({ pages: { '/login': 'login.html' }, scriptHashes: [scriptHash] }),
    );
    app = await startTestApp({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const res = await raw(app, '/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await raw(app, '/assets/app-Ab12.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await raw(app, '/assets/app-Ab12.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.equals(script)).toBe(true);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const res = await raw(app, '/assets/app-Ab12.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('sends a small asset as it is, still cached for good', async () => {
    const res = await raw(app, '/assets/tiny-Cd34.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body.equals(small)).toBe(true);
  });

  it('revalidates index.html, for the front page and every client route', async () => {
    for (const route of ['/', '/dashboard', '/reset-password/abc']) {
      const res = await raw(app, route, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain('<title>Postpilot</title>');
    }
  });

  it('sends a page the build drew as drawn, compressed and revalidated', async () => {
    const br = await raw(app, '/login', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).equals(drawnLogin)).toBe(true);

    const plain = await raw(app, '/login', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.equals(drawnLogin)).toBe(true);

    // Any other route still gets index.html; a path is not a file name.
    for (const route of ['/login/', '/pages/login.html/x', '/LOGIN/extra']) {
      const other = await raw(app, route, { 'Accept-Encoding': 'identity' });
      expect(other.body.toString()).not.toContain('Welcome back');
    }
  });

  it("allows the drawn pages' inline script by its hash, and no other", async () => {
    const res = await raw(app, '/login');
    const policy = String(res.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1].split(' ');
    expect(scriptSources).toEqual(["'self'", `'${scriptHash}'`]);
  });

  it('caches files without a hash in their name for an hour only', async () => {
    const res = await raw(app, '/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves a file from outside the build', async () => {
    const res = await raw(app, '/assets/..%2f..%2fetc%2fpasswd', { 'Accept-Encoding': 'br' });
    expect(res.body.toString()).not.toContain('root:');
  });

  it('compresses API answers over 1 KB and leaves small ones as they are', async () => {
    const user = await registerUser(app);
    const me = await raw(app, '/api/auth/me', { ...bearer(user), 'Accept-Encoding': 'gzip' });
    expect(me.status).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.body.length).toBeLessThan(1024);

    for (let n = 0; n < 8; n++) {
      await createPost(
        app,
        user,
        `Post ${n}: ${'what a week of shipping taught our team. '.repeat(8)}`,
      );
    }
    const posts = await raw(app, '/api/content/posts', {
      ...bearer(user),
      'Accept-Encoding': 'gzip',
    });
    expect(posts.status).toBe(200);
    expect(posts.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(posts.body).toString()) as { posts: unknown[] };
    expect(body.posts).toHaveLength(8);

    const graphql = await raw(app, '/graphql?query=%7B__typename%7D', {
      'Accept-Encoding': 'gzip',
      'Content-Type': 'application/json',
      'Apollo-Require-Preflight': 'true',
    });
    expect(graphql.headers['content-encoding']).toBeUndefined();
  });
});
