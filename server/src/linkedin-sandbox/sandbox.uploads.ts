import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { In, IsNull, type DataSource } from 'typeorm';
import type { MediaObject, MediaStore } from '../kernel/media/media-store';
import { renderPdfPages } from './pdf-pages';
import { SandboxUpload } from './sandbox.entities';

/** How many of a document's pages the feed shows as slides (LinkedIn shows them all). */
export const DOCUMENT_SLIDES = 10;
/** LinkedIn's limit on a document upload, and what the sandbox reads of a PUT. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** How long an uploadUrl is good for. */
const UPLOAD_URL_LIFETIME_MS = 3600_000;

/** A stored file's name; it is kept under sandbox/ in the media store. */
export const STORED_FILE = /^[0-9a-f]{32}(?:-p\d{1,2})?\.(?:jpg|png|gif|webp|pdf|bin)$/;

/** Where the sandbox's files are in the media store, beside the app's own. */
const SANDBOX_FOLDER = 'sandbox';

const IMAGE_TYPES: Record<string, { ext: string; type: string }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
};

export type StoreBytesResult =
  { ok: true } | { ok: false; status: number; code: string; message: string };

/**
 * The sandbox's Images and Documents APIs: an upload is registered (initializeUpload) with a
 * secret uploadUrl, then its bytes are PUT there and kept in the media store under sandbox/
 * (never in Postgres); a document's first pages are rendered to pictures for the feed's slides.
 */
export class UploadStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaStore,
    private readonly now: () => Date,
  ) {}

  /** A new upload for the member: its URN, the secret of its uploadUrl, and when that expires. */
  async initialize(memberId: string, kind: 'image' | 'document') {
    const urn = `urn:li:${kind}:D${randomBytes(12).toString('hex').toUpperCase()}`;
    const uploadToken = randomBytes(32).toString('hex');
    const createdAt = this.now();
    await this.dataSource
      .getRepository(SandboxUpload)
      .insert({ urn, kind, memberId, uploadToken, createdAt, pageKeys: [] });
    return { urn, uploadToken, expiresAt: createdAt.getTime() + UPLOAD_URL_LIFETIME_MS };
  }

  byToken(token: string): Promise<SandboxUpload | null> {
    if (!/^[0-9a-f]{64}$/.test(token)) return Promise.resolve(null);
    return this.dataSource.getRepository(SandboxUpload).findOneBy({ uploadToken: token });
  }

  async byUrns(urns: string[]): Promise<Map<string, SandboxUpload>> {
    if (!urns.length) return new Map();
    const rows = await this.dataSource.getRepository(SandboxUpload).findBy({ urn: In(urns) });
    return new Map(rows.map((row) => [row.urn, row]));
  }

  /** Keeps the PUT bytes of an upload: an image must be one; a PDF's pages are rendered. */
  async store(upload: SandboxUpload, bytes: Buffer): Promise<StoreBytesResult> {
    if (upload.uploadedAt) {
      return {
        ok: false,
        status: 409,
        code: 'CONFLICT',
        message: 'These bytes were already uploaded',
      };
    }
    if (this.now().getTime() - upload.createdAt.getTime() > UPLOAD_URL_LIFETIME_MS) {
      return {
        ok: false,
        status: 403,
        code: 'ACCESS_DENIED',
        message: 'The upload URL has expired',
      };
    }
    if (bytes.length === 0) {
      return { ok: false, status: 400, code: 'INVALID_REQUEST', message: 'The body is empty' };
    }
    const name = randomBytes(16).toString('hex');
    let stored: { key: string; type: string; pages: number | null; pageKeys: string[] };
    if (upload.kind === 'image') {
      const format = await sharp(bytes)
        .metadata()
        .then((meta) => IMAGE_TYPES[meta.format ?? ''])
        .catch(() => undefined);
      if (!format) {
        return {
          ok: false,
          status: 400,
          code: 'INVALID_REQUEST',
          message: 'The bytes are not an image LinkedIn reads (JPEG, PNG, GIF)',
        };
      }
      stored = { key: `${name}.${format.ext}`, type: format.type, pages: null, pageKeys: [] };
    } else if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
      let rendered;
      try {
        rendered = await renderPdfPages(bytes, DOCUMENT_SLIDES);
      } catch {
        return {
          ok: false,
          status: 400,
          code: 'INVALID_REQUEST',
          message: 'The PDF cannot be read',
        };
      }
      const pageKeys: string[] = [];
      for (const [i, png] of rendered.images.entries()) {
        const key = `${name}-p${i + 1}.webp`;
        await this.media.write(
          `${SANDBOX_FOLDER}/${key}`,
          await sharp(png).webp({ quality: 80 }).toBuffer(),
        );
        pageKeys.push(key);
      }
      stored = { key: `${name}.pdf`, type: 'application/pdf', pages: rendered.pages, pageKeys };
    } else {
      // PPT(X) and DOC(X) are LinkedIn's too; the sandbox keeps them but cannot draw their pages.
      stored = { key: `${name}.bin`, type: 'application/octet-stream', pages: null, pageKeys: [] };
    }
    await this.media.write(`${SANDBOX_FOLDER}/${stored.key}`, bytes);
    const moved = await this.dataSource.getRepository(SandboxUpload).update(
      { urn: upload.urn, uploadedAt: IsNull() },
      {
        storageKey: stored.key,
        contentType: stored.type,
        bytes: bytes.length,
        pages: stored.pages,
        pageKeys: stored.pageKeys,
        uploadedAt: this.now(),
      },
    );
    return moved.affected
      ? { ok: true }
      : { ok: false, status: 409, code: 'CONFLICT', message: 'These bytes were already uploaded' };
  }

  /**
   * A stored file, by its name, opened for reading; null when the name is not one the sandbox
   * gives (MediaMissing when nothing is stored under it).
   */
  async open(key: string): Promise<MediaObject | null> {
    return STORED_FILE.test(key) ? this.media.open(`${SANDBOX_FOLDER}/${key}`) : null;
  }
}
