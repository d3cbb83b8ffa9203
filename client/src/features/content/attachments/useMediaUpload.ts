import { useCallback, useContext } from 'react';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  type MediaKind,
} from '@postpilot/common';
import type { MediaViewFragment } from '../../../gql/graphql';
import { SessionContext } from '../../../shared/session/sessionContext';
import { uploadWithProgress } from '../../../shared/rest/uploadWithProgress';

/** The image types LinkedIn takes (the server judges the bytes; this spares a doomed upload). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;

/** Why a chosen file cannot be this kind of attachment, or undefined. */
export function fileProblem(file: File, kind: MediaKind): string | undefined {
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  // An empty type means the browser could not tell; the server still can.
  if (file.type && !types.includes(file.type)) {
    return kind === 'image' ? MEDIA_MESSAGES.imageType : MEDIA_MESSAGES.documentType;
  }
  if (kind === 'image' && file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.imageTooLarge;
  if (kind === 'document' && file.size > DOCUMENT_MAX_BYTES) return MEDIA_MESSAGES.documentTooLarge;
  return undefined;
}

/** A Media as the REST adapter answers it, in the shape the GraphQL documents use. */
interface RestMedia {
  id?: string;
  _id?: string;
  kind: MediaViewFragment['kind'];
  url: string;
  fileName: string;
  bytes: number;
  width?: number | null;
  height?: number | null;
  pages?: number | null;
  pageImages?: string[];
}

export function mediaView(media: RestMedia): MediaViewFragment {
  return {
    id: String(media.id ?? media._id),
    kind: media.kind,
    url: media.url,
    fileName: media.fileName,
    bytes: media.bytes,
    width: media.width ?? null,
    height: media.height ?? null,
    pages: media.pages ?? null,
    pageImages: media.pageImages ?? [],
  };
}

/**
 * Uploads a file for a post (REST: POST /api/media, the file in field "file") with the session's
 * token, reporting progress; resolves with the stored Media, rejects with the server's message.
 */
export function useMediaUpload() {
  // Outside a session (a component rendered alone) a refused token has nothing to end.
  const session = useContext(SessionContext);
  return useCallback(
    async (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
      const body = new FormData();
      body.append('file', file);
      const { media } = await uploadWithProgress<{ media: RestMedia }>('/media', {
        body,
        onProgress,
        signal,
        fallback: MEDIA_MESSAGES.uploadFailed,
        onSessionExpired: () => session?.expireSession(),
      });
      return mediaView(media);
    },
    [session],
  );
}
