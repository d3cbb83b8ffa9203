import sharp from 'sharp';

/** The avatar's side in pixels: twice the size it is drawn at, so it stays sharp when zoomed. */
const AVATAR_PIXELS = 192;

/**
 * The author's picture cut to a circle (PNG with transparency), or null when there is none or
 * it cannot be read: the slides then show the author's initials.
 */
export async function roundAvatar(picture: Uint8Array | null): Promise<Buffer | null> {
  if (!picture) return null;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_PIXELS}" height="${AVATAR_PIXELS}"><circle cx="${AVATAR_PIXELS / 2}" cy="${AVATAR_PIXELS / 2}" r="${AVATAR_PIXELS / 2}"/></svg>`,
  );
  try {
    return await sharp(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength))
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'cover' })
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
