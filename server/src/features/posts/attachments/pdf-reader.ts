import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_PICTURE_WIDTH } from './page-pictures';

/** What reading a PDF found: its pages and pictures of the first ones (PNG). */
export type PdfReading =
  | { ok: true; pages: number; pageImages: Buffer[] }
  | { ok: false; reason: 'encrypted' | 'unreadable' };

/** A PDF that keeps the reader busy longer than this is not one we take. */
const READ_TIMEOUT_MS = 60_000;

/**
 * Runs in a worker thread (plain Node, so pdf.js, an ES module, loads as it is meant to, and its
 * parsing and rendering never hold the API's event loop). Reads the file, counts the pages and,
 * unless there are more than `maxPages`, renders the first `previewPages` to PNG.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
(async () => {
  const { file, pdfjsUrl, canvasPath, fontsPath, maxPages, previewPages, width } = workerData;
  const pdfjs = await import(pdfjsUrl);
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(readFileSync(file)),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: fontsPath,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const reason = error && error.name === 'PasswordException' ? 'encrypted' : 'unreadable';
    return parentPort.postMessage({ ok: false, reason });
  }
  try {
    const pages = doc.numPages;
    const pageImages = [];
    if (pages >= 1 && pages <= maxPages) {
      const { createCanvas } = require(canvasPath);
      for (let n = 1; n <= Math.min(pages, previewPages); n++) {
        const page = await doc.getPage(n);
        const unit = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / unit.width });
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: context, viewport, canvas }).promise;
        pageImages.push(canvas.toBuffer('image/png'));
        page.cleanup();
      }
    }
    parentPort.postMessage({ ok: pages >= 1, reason: 'unreadable', pages, pageImages });
  } catch {
    parentPort.postMessage({ ok: false, reason: 'unreadable' });
  } finally {
    await doc.destroy();
  }
})().catch(() => parentPort.postMessage({ ok: false, reason: 'unreadable' }));
`;

const pdfjsEntry = () => require.resolve('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * Reads a PDF file with pdf.js in a worker thread: its page count and, for a PDF of at most
 * `maxPages` pages, PNG pictures of its first `previewPages` pages. A password-protected PDF is
 * `encrypted`; anything pdf.js cannot open (not a PDF, damaged, no pages) is `unreadable`.
 */
export function readPdf(
  file: string,
  options: { maxPages: number; previewPages: number },
): Promise<PdfReading> {
  const entry = pdfjsEntry();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      pdfjsUrl: pathToFileURL(entry).href,
      // The canvas pdf.js itself resolves (its Path2D must be the one the canvas draws).
      canvasPath: require.resolve('@napi-rs/canvas', { paths: [path.dirname(entry)] }),
      fontsPath: `${path.resolve(path.dirname(entry), '../../standard_fonts')}/`,
      maxPages: options.maxPages,
      previewPages: options.previewPages,
      width: PAGE_PICTURE_WIDTH,
    },
  });
  return new Promise<PdfReading>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ ok: false, reason: 'unreadable' });
      void worker.terminate();
    }, READ_TIMEOUT_MS);
    const finish = (reading: PdfReading) => {
      clearTimeout(timer);
      resolve(reading);
      void worker.terminate();
    };
    worker.once('message', (message: PdfMessage) => {
      if (!message.ok) return finish({ ok: false, reason: message.reason });
      finish({
        ok: true,
        pages: message.pages,
        pageImages: message.pageImages.map((image) => Buffer.from(image)),
      });
    });
    // The worker failing (out of memory on a hostile file) is the file's doing.
    worker.once('error', () => finish({ ok: false, reason: 'unreadable' }));
    worker.once('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}

type PdfMessage =
  | { ok: true; pages: number; pageImages: Uint8Array[] }
  | { ok: false; reason: 'encrypted' | 'unreadable' };
