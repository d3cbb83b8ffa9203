import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { In } from 'typeorm';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PAGES,
  DOCUMENT_PREVIEW_PAGES,
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES as MM,
  MEDIA_UNATTACHED_TTL_MS,
} from '@postpilot/common';
import type * as Contract from '../../../generated/graphql';
import { inTurns } from '../../../kernel/in-turns';
import type { MediaStore } from '../../../kernel/media/media-store';
import { headOf, sniff } from './media-kind';
import { mediaError } from './media-errors';
import { mediaKeysOfFile, newMediaKeys } from './media-keys';
import { PAGE_PICTURES_AT_ONCE, PAGE_PICTURE_WEBP, pictureExtension } from './page-pictures';
import { readPdf } from './pdf-reader';
import { prepareImage } from './image-files';
import { PostMedia } from './post-media.entity';

/** A file a request brought, as the REST adapter left it on disk. */
export interface UploadedFile {
  path: string;
  bytes: number;
  fileName: string;
}

/** What a document's rows are made of: a PDF, its page count and pictures of its first pages. */
export interface DocumentFiles {
  pdf: Uint8Array;
  pages: number;
  /** Pictures of the first pages, in order, as they are stored (page-pictures.ts). */
  pageImages: Uint8Array[];
}

const FILE_NAME_MAX_LENGTH = 200;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A name to show: no folders, no control characters, valid Unicode, at most 200 characters. */
function cleanFileName(name: string, fallback: string): string {
  const cleaned = path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(LONE_SURROGATE, '')
    .trim()
    .slice(0, FILE_NAME_MAX_LENGTH)
    .replace(LONE_SURROGATE, '');
  return cleaned || fallback;
}

/**
 * Uploaded images and PDFs: judged by their bytes, made fit to store, kept in the media store
 * under keys that cannot be guessed, one post_media row each. A refused file leaves nothing
 * behind. Unattached files older than MEDIA_UNATTACHED_TTL_MS are swept.
 */
export class MediaService {
  private readonly media: Repository<PostMedia>;

  constructor(
    dataSource: DataSource,
    private readonly store: MediaStore,
  ) {
    this.media = dataSource.getRepository(PostMedia);
  }

  /** An upload: an image (JPEG, PNG or GIF) or a PDF document, by its bytes. */
  async upload(userId: string, file: UploadedFile | undefined): Promise<PostMedia> {
    if (!file || file.bytes === 0) throw mediaError(MM.fileMissing);
    const kind = sniff(await headOf(file.path));
    if (kind === 'pdf') return this.storePdfFile(userId, file);
    if (kind === null) {
      // Judged by its bytes; the name only chooses the words: "this PDF" for one named so.
      throw mediaError(/\.pdf$/i.test(file.fileName) ? MM.documentUnreadable : MM.fileType);
    }
    if (file.bytes > IMAGE_MAX_BYTES) {
      throw mediaError(MM.imageTooLarge, 'PAYLOAD_TOO_LARGE');
    }
    return this.storeImage(userId, await readFile(file.path), file.fileName);
  }

  /** An image from anywhere (an upload, a link's page): checked and stored like an upload. */
  async storeImage(userId: string, bytes: Buffer, fileName: string): Promise<PostMedia> {
    const kind = sniff(bytes.subarray(0, 1024));
    if (kind === null || kind === 'pdf') throw mediaError(MM.fileType);
    const image = await prepareImage(bytes, kind);
    const keys = newMediaKeys(image.extension);
    return this.saved([keys.file], async () => {
      await this.store.write(keys.file, image.bytes);
      return this.media.create({
        userId,
        kind: 'image',
        contentType: image.contentType,
        fileName: cleanFileName(fileName, `image.${image.extension}`),
        storageKey: keys.file,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
        pages: null,
        pageImages: [],
      });
    });
  }

  /** A document the server made (a carousel): stored like an uploaded PDF. */
  async storeDocument(userId: string, files: DocumentFiles, fileName: string): Promise<PostMedia> {
    const keys = newMediaKeys('pdf');
    const pictures = files.pageImages.slice(0, DOCUMENT_PREVIEW_PAGES);
    const pageKeys = pictures.map((picture, i) => keys.page(i + 1, pictureExtension(picture)));
    return this.saved([keys.file, ...pageKeys], async () => {
      await this.store.write(keys.file, files.pdf);
      await this.writePageImages(pageKeys, pictures);
      return this.documentRow(userId, keys.file, files.pdf.length, files.pages, pageKeys, fileName);
    });
  }

  private async storePdfFile(userId: string, file: UploadedFile): Promise<PostMedia> {
    const { size } = await stat(file.path);
    if (size > DOCUMENT_MAX_BYTES) throw mediaError(MM.documentTooLarge, 'PAYLOAD_TOO_LARGE');
    const reading = await readPdf(file.path, {
      maxPages: DOCUMENT_MAX_PAGES,
      previewPages: DOCUMENT_PREVIEW_PAGES,
    });
    if (!reading.ok) {
      throw mediaError(
        reading.reason === 'encrypted' ? MM.documentEncrypted : MM.documentUnreadable,
      );
    }
    if (reading.pages > DOCUMENT_MAX_PAGES) throw mediaError(MM.documentTooManyPages);
    const pictures = await inTurns(reading.pageImages, PAGE_PICTURES_AT_ONCE, (png) =>
      sharp(png).webp(PAGE_PICTURE_WEBP).toBuffer(),
    );
    const keys = newMediaKeys('pdf');
    const pageKeys = pictures.map((_picture, i) => keys.page(i + 1));
    return this.saved([keys.file, ...pageKeys], async () => {
      await this.store.writeFile(keys.file, file.path);
      await this.writePageImages(pageKeys, pictures);
      return this.documentRow(userId, keys.file, size, reading.pages, pageKeys, file.fileName);
    });
  }

  /**
   * Pictures of a stored document's next pages, made after it was answered (a carousel's): written
   * beside the others, then added to its row. A document removed meanwhile gets none, and the
   * written files go too.
   */
  async addPageImages(row: PostMedia, pictures: Uint8Array[]): Promise<void> {
    const keys = mediaKeysOfFile(row.storageKey);
    const kept = pictures.slice(0, DOCUMENT_PREVIEW_PAGES - row.pageImages.length);
    if (kept.length === 0) return;
    const added = kept.map((_picture, i) => keys.page(row.pageImages.length + 1 + i));
    let listed = false;
    try {
      await this.writePageImages(added, kept);
      // A CTE, so the answer is the updated rows (a bare UPDATE answers [rows, count]).
      const updated = (await this.media.query(
        `WITH listed AS (
           UPDATE post_media SET page_images = page_images || $2::jsonb
           WHERE id = $1 AND jsonb_array_length(page_images) = $3
           RETURNING id)
         SELECT id FROM listed`,
        [row.id, JSON.stringify(added), row.pageImages.length],
      )) as { id: string }[];
      listed = updated.length === 1;
    } finally {
      if (!listed) await this.store.remove(added);
    }
  }

  /** One after the other: a failed write leaves none still running when `saved` cleans up. */
  private async writePageImages(keys: string[], pictures: Uint8Array[]): Promise<void> {
    for (const [i, picture] of pictures.entries()) await this.store.write(keys[i]!, picture);
  }

  private documentRow(
    userId: string,
    key: string,
    bytes: number,
    pages: number,
    pageKeys: string[],
    fileName: string,
  ): PostMedia {
    return this.media.create({
      userId,
      kind: 'document',
      contentType: 'application/pdf',
      fileName: cleanFileName(fileName, 'document.pdf'),
      storageKey: key,
      bytes,
      width: null,
      height: null,
      pages,
      pageImages: pageKeys,
    });
  }

  /** Writes files then their row; if anything fails, the files written go too. */
  private async saved(keys: string[], write: () => Promise<PostMedia>): Promise<PostMedia> {
    try {
      return await this.media.save(await write());
    } catch (error) {
      await this.store.remove(keys);
      throw error;
    }
  }

  /**
   * A row as the contract shows it: short-lived signed addresses, made now, instead of storage
   * keys.
   */
  async view(row: PostMedia): Promise<Contract.Media> {
    const [url, ...pageImages] = await Promise.all(
      [row.storageKey, ...row.pageImages].map((key) => this.store.url(key)),
    );
    return {
      id: row.id,
      kind: row.kind as Contract.MediaKind,
      fileName: row.fileName,
      url: url!,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      pages: row.pages,
      pageImages,
      createdAt: row.createdAt,
    };
  }

  /** The views of rows, by id. */
  async views(rows: Map<string, PostMedia>): Promise<Map<string, Contract.Media>> {
    const views = await Promise.all([...rows.values()].map((row) => this.view(row)));
    return new Map(views.map((view) => [view.id, view]));
  }

  /** The rows of `ids` (any owner; callers scope them), by id. */
  async byIds(ids: readonly string[], manager?: EntityManager): Promise<Map<string, PostMedia>> {
    if (ids.length === 0) return new Map();
    const repository = manager ? manager.getRepository(PostMedia) : this.media;
    const rows = await repository.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Every storage key of rows, files and page pictures. */
  keysOf(rows: readonly Pick<PostMedia, 'storageKey' | 'pageImages'>[]): string[] {
    return rows.flatMap((row) => [row.storageKey, ...row.pageImages]);
  }

  /** Removes files whose rows are gone. */
  removeFiles(keys: readonly string[]): Promise<void> {
    return this.store.remove(keys);
  }

  /** The storage keys of everything the user uploaded (read before their account goes). */
  async keysOfUser(userId: string): Promise<string[]> {
    const rows = await this.media.find({
      select: { storageKey: true, pageImages: true },
      where: { userId },
    });
    return this.keysOf(rows);
  }

  /**
   * Removes files no post carries that are older than MEDIA_UNATTACHED_TTL_MS: their rows in one
   * statement (a file attached meanwhile stays), then their bytes. Answers how many went.
   */
  async sweepUnattached(now = new Date()): Promise<number> {
    // A CTE, so the answer is the deleted rows (a bare DELETE answers [rows, count]).
    const deleted = (await this.media.query(
      `WITH gone AS (
         DELETE FROM post_media WHERE post_id IS NULL AND created_at < $1
         RETURNING storage_key, page_images)
       SELECT storage_key, page_images FROM gone`,
      [new Date(now.getTime() - MEDIA_UNATTACHED_TTL_MS)],
    )) as { storage_key: string; page_images: string[] }[];
    await this.store.remove(deleted.flatMap((row) => [row.storage_key, ...row.page_images]));
    return deleted.length;
  }
}
