import { Worker } from 'node:worker_threads';
import path from 'node:path';

/** Pictures of a document's first pages, and how many pages it has. */
export interface RenderedPages {
  pages: number;
  /** PNG of each of the first `max` pages. */
  images: Buffer[];
}

/**
 * The script of the rendering thread: pdfjs-dist reads the PDF and draws its first pages on
 * @napi-rs/canvas. It runs as plain Node in a thread of its own, off the request's thread (a
 * 100 MB document takes a while), and loads pdfjs (ES modules) with Node's own loader.
 */
const RENDER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const canvas = require(workerData.canvas);
globalThis.Path2D ??= canvas.Path2D;
globalThis.DOMMatrix ??= canvas.DOMMatrix;
globalThis.ImageData ??= canvas.ImageData;
(async () => {
  const pdfjs = require(workerData.pdfjs);
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(workerData.bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: workerData.fonts,
    verbosity: 0,
  }).promise;
  const images = [];
  for (let n = 1; n <= Math.min(doc.numPages, workerData.max); n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: workerData.width / base.width });
    const target = canvas.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = target.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    await page.render({ canvasContext: context, viewport, canvas: target }).promise;
    images.push(target.toBuffer('image/png'));
    page.cleanup();
  }
  parentPort.postMessage({ pages: doc.numPages, images });
  await doc.destroy();
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

/**
 * Renders the first `max` pages of a PDF to PNG `width` pixels wide, as LinkedIn shows a
 * document post's slides; rejects when the bytes are not a PDF it can read.
 */
export function renderPdfPages(bytes: Buffer, max: number, width = 800): Promise<RenderedPages> {
  const pdfjs = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const canvas = require.resolve('@napi-rs/canvas');
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_SCRIPT, {
      eval: true,
      workerData: { bytes, max, width, pdfjs, fonts, canvas },
    });
    worker.once(
      'message',
      (answer: { pages: number; images: Uint8Array[] } | { error: string }) => {
        void worker.terminate();
        if ('error' in answer) return reject(new Error(answer.error));
        resolve({ pages: answer.pages, images: answer.images.map((image) => Buffer.from(image)) });
      },
    );
    worker.once('error', (err) => {
      void worker.terminate();
      reject(err);
    });
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the PDF renderer stopped (${code})`));
    });
  });
}
