import type { Readable } from 'node:stream';
/** How long a LinkedIn poll runs. */
export type LinkedInPollDuration = 'ONE_DAY' | 'THREE_DAYS' | 'SEVEN_DAYS' | 'FOURTEEN_DAYS';

/**
 * What a post carries besides its text, as the Posts API's `content` names it
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api): uploaded files
 * by their URN (urn:li:image:…, urn:li:document:…), a link as an article, a poll.
 */
export type PostContent =
  | { media: { id: string; altText: string } }
  | { multiImage: { images: { id: string; altText: string }[] } }
  | { media: { id: string; title: string } }
  | {
      article: {
        source: string;
        title: string;
        description?: string;
        /** An uploaded image's URN; LinkedIn fetches no preview of its own. */
        thumbnail?: string;
      };
    }
  | {
      poll: {
        question: string;
        options: { text: string }[];
        settings: { duration: LinkedInPollDuration };
      };
    };

/** What LinkedIn's two upload flows take: an image or a document (PDF, PPT(X), DOC(X)). */
export type UploadKind = 'image' | 'document';

/**
 * The bytes of a file to upload: in memory, or a stream of a stored file with its size (sent as
 * it is read, never held whole).
 */
export type UploadBytes = Uint8Array | { stream: Readable; bytes: number };

/** An uploaded file: its URN, to name it in a post's content. */
export interface LinkedInUpload {
  urn: string;
}

/** The initializeUpload endpoint of each flow, and the URN field its answer carries. */
export const UPLOAD_FLOWS: Record<UploadKind, { path: string; urnField: 'image' | 'document' }> = {
  image: { path: '/rest/images?action=initializeUpload', urnField: 'image' },
  document: { path: '/rest/documents?action=initializeUpload', urnField: 'document' },
};

/** urn:li:image:… or urn:li:document:…, as LinkedIn names what was uploaded. */
export const UPLOADED_URN: Record<UploadKind, RegExp> = {
  image: /^urn:li:image:[\w-]+$/,
  document: /^urn:li:document:[\w-]+$/,
};
