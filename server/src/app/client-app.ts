import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** Where the client's build puts its content-hashed files: a new build gives new names. */
const ASSETS_PATH = '/assets/';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Files beside the hashed ones (favicon, robots.txt) keep their names from build to build. */
const OTHER_FILES_MAX_AGE_SECONDS = 60 * 60;

/** The encodings the client's build writes beside an asset (see client/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What the client's build wrote about the pages it drew (client/vite.config.ts, `prerender`). */
interface DrawnPages {
  /** URL path → file under `pages/`. */
  pages: Record<string, string>;
  /** CSP sources (`sha256-…`) of the inline scripts those pages carry. */
  scriptHashes: string[];
}

const NO_DRAWN_PAGES: DrawnPages = { pages: {}, scriptHashes: [] };

/** The pages the build drew into HTML, or none (the client is not built, or an older build). */
export function drawnPages(dist: string): DrawnPages {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(dist, 'pages', 'manifest.json'), 'utf8'),
    ) as Partial<DrawnPages>;
    return {
      pages: typeof manifest.pages === 'object' && manifest.pages ? manifest.pages : {},
      scriptHashes: Array.isArray(manifest.scriptHashes) ? manifest.scriptHashes : [],
    };
  } catch {
    return NO_DRAWN_PAGES;
  }
}

export const clientNotBuilt =
  'The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).';

function cacheFor(res: Response, urlPath: string) {
  res.setHeader(
    'Cache-Control',
    urlPath.startsWith(ASSETS_PATH)
      ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
      : `public, max-age=${OTHER_FILES_MAX_AGE_SECONDS}`,
  );
}

/**
 * The built React app: hashed assets cached for good and sent pre-compressed (brotli or gzip, as
 * the browser accepts) when the build made a compressed copy; the pages the build drew (the front
 * page, sign-in…) as drawn, pre-compressed too; every other GET path gets index.html. Pages are
 * revalidated on each visit, so client-side routes load and a new build is seen.
 */
export function clientApp(dist: string): RequestHandler {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  const statics = express.static(root, {
    index: false,
    cacheControl: false,
    setHeaders: (res, file) =>
      cacheFor(res, `/${path.relative(root, file).split(path.sep).join('/')}`),
  });
  // Which compressed copies exist, per asset path. Asset names change with their content, so
  // what was found once stays true for as long as the file is there.
  const copies = new Map<string, Encoding[]>();
  // Read when first asked for and kept once found: the server may start before the build ends.
  let drawn: DrawnPages | null = null;
  const drawnPage = (urlPath: string): string | undefined => {
    const known = drawn ?? drawnPages(root);
    if (known !== NO_DRAWN_PAGES) drawn = known;
    const file = Object.hasOwn(known.pages, urlPath) ? known.pages[urlPath] : undefined;
    return file === undefined ? undefined : `/pages/${file}`;
  };

  async function compressedCopies(urlPath: string): Promise<Encoding[]> {
    const known = copies.get(urlPath);
    if (known) return known;
    const file = path.join(root, urlPath);
    const found: Encoding[] = [];
    for (const encoding of ENCODINGS) {
      const info = await stat(file + encoding.extension).catch(() => null);
      if (info?.isFile()) found.push(encoding);
    }
    // Remembered only when the asset itself is there (a request may come before a build ends).
    if (
      await stat(file).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      copies.set(urlPath, found);
    return found;
  }

  function sendIndex(res: Response, next: (error?: unknown) => void) {
    // serve-static calls back after its own file lookup, outside Express's try: a throw here
    // would be an uncaught exception rather than an answer from errorHandler.
    try {
      if (!existsSync(index)) return res.status(503).type('text').send(clientNotBuilt);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    } catch (error) {
      next(error);
    }
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const fallback = () => statics(req, res, () => sendIndex(res, next));
    let urlPath: string;
    try {
      urlPath = path.posix.normalize(decodeURIComponent(req.path));
    } catch {
      return fallback();
    }
    const page = urlPath.startsWith(ASSETS_PATH) ? undefined : drawnPage(urlPath);
    const file = page ?? urlPath;
    if (!page && !urlPath.startsWith(ASSETS_PATH)) return fallback();
    compressedCopies(file).then((found) => {
      // Ours first: browsers list brotli last, with the same weight as gzip.
      const encoding = found.find(
        (candidate) => req.acceptsEncodings(candidate.name) === candidate.name,
      );
      if (found.length > 0) res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding.name);
      else if (!page) return fallback();
      res.type(path.extname(file));
      if (page) res.setHeader('Cache-Control', 'no-cache');
      else cacheFor(res, file);
      res.sendFile(
        path.join(root, file + (encoding?.extension ?? '')),
        { cacheControl: false },
        (error) => {
          if (error && !res.headersSent) {
            res.removeHeader('Content-Encoding');
            fallback();
          }
        },
      );
    }, next);
  };
}
