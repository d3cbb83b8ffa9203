import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import type { MediaViewFragment } from '../../../../gql/graphql';
import { server } from '../../../../../test/server';

let sequence = 0;

/** A stored file as the server describes it; override only what a test is about. */
export function makeMedia(
  overrides: Partial<MediaViewFragment> = {},
): MediaViewFragment & { __typename: 'Media' } {
  sequence += 1;
  const kind = overrides.kind ?? 'image';
  return {
    __typename: 'Media',
    id: `media-${sequence}`,
    kind,
    url: `/uploads/media/${sequence.toString(16).padStart(32, '0')}.${kind === 'image' ? 'jpg' : 'pdf'}`,
    fileName: kind === 'image' ? `photo-${sequence}.jpg` : `deck-${sequence}.pdf`,
    bytes: 1024,
    width: kind === 'image' ? 1200 : null,
    height: kind === 'image' ? 800 : null,
    pages: kind === 'document' ? 3 : null,
    pageImages: [],
    ...overrides,
  };
}

// Node's File, which the multipart body and object URLs take (jsdom's File is not Node's Blob).
const nodeFile = (bytes: Uint8Array | string, name: string, type: string) =>
  new NodeFile([bytes], name, { type }) as unknown as File;
export const imageFile = (name: string, type = 'image/jpeg') =>
  nodeFile(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), name, type);
export const pdfFile = (name: string) => nodeFile('%PDF-1.7\n%%EOF\n', name, 'application/pdf');

/**
 * POST /api/media behind msw: each upload answers a Media named after the file (a PDF with
 * `pages`); `uploads` records the field names and files sent, `refuse` the next answer.
 */
export function fakeMediaServer({ pages = 12, pageImages = [] as string[] } = {}) {
  const uploads: { field: string; name: string; authorization: string | null }[] = [];
  let refusal: { status: number; message: string } | null = null;
  server.use(
    http.post('*/api/media', async ({ request }) => {
      const form = await request.formData();
      const entry = form.get('file');
      // Node's File (what the client sends here) is not jsdom's global File.
      const file = entry && typeof entry !== 'string' ? (entry as File) : null;
      uploads.push({
        field: [...form.keys()].join(','),
        name: file ? file.name : String(entry),
        authorization: request.headers.get('authorization'),
      });
      if (refusal) {
        const { status, message } = refusal;
        refusal = null;
        return HttpResponse.json({ success: false, message }, { status });
      }
      const name = file?.name ?? 'file';
      const pdf = name.endsWith('.pdf');
      const media = makeMedia(
        pdf
          ? { kind: 'document', fileName: name, pages, pageImages }
          : { kind: 'image', fileName: name },
      );
      return HttpResponse.json({ success: true, media }, { status: 201 });
    }),
  );
  return {
    uploads,
    refuse: (status: number, message: string) => {
      refusal = { status, message };
    },
  };
}
