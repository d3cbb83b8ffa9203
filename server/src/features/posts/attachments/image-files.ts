import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, MEDIA_MESSAGES as MM } from '@postpilot/common';
import { mediaError } from './media-errors';

/** An image as it is stored: its bytes, type and size. */
export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: 'jpg' | 'png' | 'gif';
  width: number;
  height: number;
}

/**
 * An uploaded image made fit to store: decoded whole (a file cut short or damaged is refused),
 * at most IMAGE_MAX_PIXELS, JPEG and PNG re-encoded with their EXIF orientation applied and
 * their metadata (location, camera) left out; an animated GIF is kept as sent, a still one
 * re-encoded.
 */
export async function prepareImage(
  input: Buffer,
  kind: 'jpeg' | 'png' | 'gif',
): Promise<PreparedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw mediaError(MM.imageTooLarge, 'PAYLOAD_TOO_LARGE');
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw mediaError(MM.imageUnreadable);
    });
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw mediaError(MM.imageUnreadable);
  if (width * height > IMAGE_MAX_PIXELS) throw mediaError(MM.imageTooManyPixels);
  const unreadable = () => {
    throw mediaError(MM.imageUnreadable);
  };
  let prepared: PreparedImage;
  if (kind === 'gif' && (meta.pages ?? 1) > 1) {
    // Every frame decoded (small) proves the file whole; the frames themselves stay as sent.
    await sharp(input, { animated: true, limitInputPixels: IMAGE_MAX_PIXELS })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer()
      .catch(unreadable);
    prepared = { bytes: input, contentType: 'image/gif', extension: 'gif', width, height };
  } else {
    const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    const encoded =
      kind === 'jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : kind === 'png'
          ? image.png()
          : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(unreadable);
    prepared = {
      bytes: data,
      contentType: kind === 'jpeg' ? 'image/jpeg' : kind === 'png' ? 'image/png' : 'image/gif',
      extension: kind === 'jpeg' ? 'jpg' : kind,
      width: info.width,
      height: info.height,
    };
  }
  if (prepared.bytes.length > IMAGE_MAX_BYTES) {
    throw mediaError(MM.imageTooLarge, 'PAYLOAD_TOO_LARGE');
  }
  return prepared;
}
