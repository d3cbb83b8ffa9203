import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, VALIDATION } from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import { User } from './user.entity';

/** Image kinds we accept, judged from the bytes (sharp reads the header), never the file name. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const AVATAR_SIZE = 256;
export const UPLOADS_URL_PATH = '/uploads';
const AVATARS = 'avatars';

/** Stores avatars under UPLOAD_DIR/avatars as square WebP images, served from /uploads/avatars. */
export class AvatarService {
  constructor(
    private readonly users: Repository<User>,
    private readonly uploadDir: string,
  ) {}

  async upload(user: User, file: Buffer | undefined): Promise<User> {
    if (!file || file.length === 0) throw avatarError(ACCOUNT_MESSAGES.avatarMissing);
    if (file.length > AVATAR_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'AVATAR_TOO_LARGE', VALIDATION.avatarTooLarge, {
        errors: [{ field: 'avatar', message: VALIDATION.avatarTooLarge }],
      });
    }
    const format = await sharp(file)
      .metadata()
      .then((meta) => meta.format as string | undefined)
      .catch(() => undefined);
    if (!format || !ACCEPTED_FORMATS.has(format)) throw avatarError(ACCOUNT_MESSAGES.avatarType);

    // A header that reads well does not make a whole image: a file cut short fails here.
    const image = await sharp(file, { animated: false })
      .rotate() // honour EXIF orientation from phone cameras
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => {
        throw avatarError(ACCOUNT_MESSAGES.avatarUnreadable);
      });
    // A new name each time: the URL can be cached forever, and a replaced picture shows at once.
    const name = `${user.id}-${randomBytes(6).toString('hex')}.webp`;
    await mkdir(path.join(this.uploadDir, AVATARS), { recursive: true });
    await writeFile(path.join(this.uploadDir, AVATARS, name), image);

    const previous = user.profilePicture;
    await this.users.update(user.id, { profilePicture: `${UPLOADS_URL_PATH}/${AVATARS}/${name}` });
    if (previous) await this.removeFile(previous);
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** Deletes a stored avatar file, if the URL is one of ours. */
  async removeFile(url: string): Promise<void> {
    const prefix = `${UPLOADS_URL_PATH}/${AVATARS}/`;
    if (!url.startsWith(prefix)) return;
    const name = path.basename(url);
    await rm(path.join(this.uploadDir, AVATARS, name), { force: true });
  }
}

const avatarError = (message: string) =>
  new AppError('BAD_USER_INPUT', 'AVATAR_INVALID', message, {
    errors: [{ field: 'avatar', message }],
  });
