import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, VALIDATION } from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import type { MediaStore } from '../../kernel/media/media-store';
import { User } from './user.entity';

/** Image kinds we accept, judged from the bytes (sharp reads the header), never the file name. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const AVATAR_SIZE = 256;
const AVATARS = 'avatars';

/**
 * Avatars as square WebP images in the media store, under avatars/; the user's row keeps the key,
 * and the contract's profilePicture is a signed address made when it is read.
 */
export class AvatarService {
  constructor(
    private readonly users: Repository<User>,
    private readonly store: MediaStore,
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
    // A new key each time: a replaced picture is never served from a cache under the old one.
    const key = `${AVATARS}/${user.id}-${randomBytes(6).toString('hex')}.webp`;
    await this.store.write(key, image);

    const previous = user.avatarKey;
    try {
      await this.users.update(user.id, { avatarKey: key });
    } catch (error) {
      await this.store.remove([key]);
      throw error;
    }
    if (previous) await this.remove(previous);
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** The address of the user's picture for the next MEDIA_URL_TTL; null without one. */
  url(user: Pick<User, 'avatarKey'>): Promise<string | null> {
    return user.avatarKey ? this.store.url(user.avatarKey) : Promise.resolve(null);
  }

  /** Deletes a stored avatar. */
  async remove(key: string): Promise<void> {
    await this.store.remove([key]);
  }
}

const avatarError = (message: string) =>
  new AppError('BAD_USER_INPUT', 'AVATAR_INVALID', message, {
    errors: [{ field: 'avatar', message }],
  });
