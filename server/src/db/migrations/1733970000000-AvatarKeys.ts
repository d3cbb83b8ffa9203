import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media are private: a user's row keeps the media store's key of their avatar, and the address a
 * browser reads it at is signed when the user is read. `profile_picture` held the public path
 * /uploads/avatars/<name>; it becomes `avatar_key`, avatars/<name> (the same file, which stays
 * where it was under UPLOAD_DIR). The app only ever stored such paths there; anything else names
 * no stored file and is cleared.
 */
export class AvatarKeys1733970000000 implements MigrationInterface {
  name = 'AvatarKeys1733970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users RENAME COLUMN profile_picture TO avatar_key`);
    await q.query(`
      UPDATE users
         SET avatar_key = CASE
               WHEN avatar_key ~ '^/uploads/avatars/[A-Za-z0-9][A-Za-z0-9._-]{0,150}$'
               THEN substr(avatar_key, length('/uploads/') + 1)
             END
       WHERE avatar_key IS NOT NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN avatar_key TYPE varchar(200)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN avatar_key TYPE varchar(500)`);
    await q.query(`
      UPDATE users SET avatar_key = '/uploads/' || avatar_key WHERE avatar_key IS NOT NULL`);
    await q.query(`ALTER TABLE users RENAME COLUMN avatar_key TO profile_picture`);
  }
}
