import PDFDocument from 'pdfkit';
import { FONT_FILES, fontOf, type FontName } from './fonts';
import { PAGE_SIZE, type Paint } from './layout';

/** The slides' drawings as one PDF, a square page each, with the typeface embedded (subset). */
export function paintPdf(title: string, author: string, pages: Paint[][]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE_SIZE, PAGE_SIZE],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: author, Creator: 'Postpilot' },
    // The drawings never change after a page is done: it can be written out at once.
    bufferPages: false,
  });
  // The typefaces already opened for layout: their shaping tables, read at first use, are read
  // once per thread rather than once per document (most of a document's time when it was not).
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    doc.registerFont(name, fontOf(name) as unknown as PDFKit.Mixins.PDFFontSource);
  }

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const paints of pages) {
    doc.addPage();
    for (const paint of paints) draw(doc, paint);
  }
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, paint: Paint): void {
  switch (paint.kind) {
    case 'rect':
      if (paint.radius > 0)
        doc.roundedRect(paint.x, paint.y, paint.width, paint.height, paint.radius);
      else doc.rect(paint.x, paint.y, paint.width, paint.height);
      doc.fill(paint.color);
      return;
    case 'circle':
      doc.circle(paint.cx, paint.cy, paint.r).fill(paint.color);
      return;
    case 'text':
      doc
        .font(paint.font satisfies FontName)
        .fontSize(paint.size)
        .fillColor(paint.color)
        .text(paint.text, paint.x, paint.baseline, { lineBreak: false, baseline: 'alphabetic' });
      return;
    case 'image':
      doc.image(paint.png, paint.x, paint.y, { width: paint.size, height: paint.size });
      return;
  }
}
