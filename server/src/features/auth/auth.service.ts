import { IsNull, type DataSource, type Repository } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  SUCCESS,
  changePasswordSchema,
  deleteAccountSchema,
  FORGOT_PASSWORD_SENT,
  RESEND_VERIFICATION_COOLDOWN_SECONDS,
  SERVER_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  isUuid,
  validate,
} from '@postpilot/common';
import type * as yup from 'yup';
import { EntityColumns } from '../../kernel/entity-columns';
import { PreparedStatement } from '../../kernel/prepared-statement';
import { AppError } from '../../kernel/errors';
import type { Logger } from '../../kernel/logger';
import { AUTH_LIMITS, type RateLimiter } from '../../kernel/rate-limiter';
import type { EmailService } from '../email/email.service';
import { passwordResetEmail, verificationEmail } from '../email/templates';
import { User, type UserLinkedInAccount } from '../users/user.entity';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { SessionCache } from './session-cache';
import { hashEmailToken, newEmailToken, signSessionToken, type SessionClaims } from './tokens';
import type { RequestMeta } from '../../kernel/rest';

const VERIFY_EMAIL_TTL_MS = 24 * 3600_000;
const RESET_PASSWORD_TTL_MS = 3600_000;

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
  appUrl: string;
  /** Development mode: no e-mail can reach anyone, so resending verification verifies at once. */
  autoVerify: boolean;
}

export interface AuthResult {
  token: string;
  user: User;
}

export interface MessageResult {
  success: true;
  message: string;
}

export interface ResendResult extends MessageResult {
  autoVerified: boolean;
  user: User;
}

function parse<S extends yup.AnySchema>(schema: S, input: unknown): yup.InferType<S> {
  const result = validate(schema, input);
  if (result.errors) throw AppError.validation(result.errors);
  return result.value;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  private readonly users: Repository<User>;
  private readonly tokens: Repository<EmailToken>;
  /** The session user's columns and their LinkedIn account's (the eager relation), for userForClaims. */
  private readonly sessionUser: EntityColumns<User>;
  private readonly sessionAccount: EntityColumns<UserLinkedInAccount>;
  private readonly sessionUserStatement: PreparedStatement;
  /** Session users read before, while the database's announcements of changes are heard (see app/session-changes.ts). */
  readonly sessions = new SessionCache();

  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailService,
    private readonly limiter: RateLimiter,
    private readonly settings: AuthSettings,
    private readonly logger: Logger,
  ) {
    this.users = dataSource.getRepository(User);
    this.tokens = dataSource.getRepository(EmailToken);
    this.sessionUser = new EntityColumns(dataSource, User, 'u');
    // The linkedin feature's entity, named as the relation names it.
    this.sessionAccount = new EntityColumns<UserLinkedInAccount>(
      dataSource,
      'LinkedInAccount',
      'a',
    );
    const user = this.sessionUser;
    const account = this.sessionAccount;
    this.sessionUserStatement = new PreparedStatement(
      'session-user',
      () =>
        `SELECT ${user.select}, ${account.select} FROM ${user.table} "u" ` +
        `LEFT JOIN ${account.table} "a" ON "a"."user_id" = "u"."id" WHERE "u"."id" = $1`,
    );
  }

  async register(input: unknown, meta: RequestMeta): Promise<AuthResult> {
    const values = parse(registerSchema, input);
    await this.limiter.consume('register', meta.ip, AUTH_LIMITS.registerPerIp);
    const email = normalizeEmail(values.email);
    if (await this.users.existsBy({ email })) throw emailTaken();
    const passwordHash = await hashPassword(values.password);
    const { user, verifyToken } = await this.dataSource
      .transaction(async (tx) => {
        const user = await tx.getRepository(User).save(
          tx.getRepository(User).create({
            email,
            passwordHash,
            firstName: values.firstName,
            lastName: values.lastName,
            verificationSentAt: new Date(),
          }),
        );
        const verifyToken = await this.createEmailToken(
          tx.getRepository(EmailToken),
          user,
          'verify_email',
          VERIFY_EMAIL_TTL_MS,
        );
        return { user, verifyToken };
      })
      .catch((err: unknown) => {
        // Two registrations raced past the check above: the unique index decides.
        throw (err as { code?: string }).code === '23505' ? emailTaken() : err;
      });
    await this.email.send(
      verificationEmail(user.email, user.firstName, this.verifyUrl(verifyToken)),
    );
    return { token: this.issueToken(user), user };
  }

  async login(input: unknown, meta: RequestMeta): Promise<AuthResult> {
    const values = parse(loginSchema, input);
    const email = normalizeEmail(values.email);
    await this.limiter.check('login-ip', meta.ip, AUTH_LIMITS.loginPerIp);
    await this.limiter.check('login', email, AUTH_LIMITS.loginPerAccount);
    const user = await this.users.findOneBy({ email });
    const valid = user
      ? await verifyPassword(user.passwordHash, values.password)
      : await verifyAgainstDecoy(values.password);
    if (!user || !valid) {
      await this.limiter.fail('login-ip', meta.ip, AUTH_LIMITS.loginPerIp);
      await this.limiter.fail('login', email, AUTH_LIMITS.loginPerAccount);
      throw new AppError(
        'UNAUTHENTICATED',
        'INVALID_CREDENTIALS',
        SERVER_MESSAGES.invalidCredentials,
      );
    }
    return { token: this.issueToken(user), user };
  }

  /** The same answer whether or not the account exists. */
  async forgotPassword(input: unknown, meta: RequestMeta): Promise<MessageResult> {
    const email = normalizeEmail(parse(forgotPasswordSchema, input).email);
    await this.limiter.consume('forgot-ip', meta.ip, AUTH_LIMITS.forgotPerIp);
    await this.limiter.consume('forgot', email, AUTH_LIMITS.forgotPerAccount);
    const user = await this.users.findOneBy({ email });
    if (user) {
      const token = await this.createEmailToken(
        this.tokens,
        user,
        'reset_password',
        RESET_PASSWORD_TTL_MS,
      );
      const url = `${this.settings.appUrl}/reset-password/${token}`;
      await this.email.send(passwordResetEmail(user.email, user.firstName, url));
    }
    return { success: true, message: FORGOT_PASSWORD_SENT };
  }

  /** Sets the new password, uses up the link, and ends every existing session. */
  async resetPassword(token: string, input: unknown): Promise<MessageResult> {
    const { password } = parse(resetPasswordSchema, input);
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (tx) => {
      const record = await this.claimEmailToken(
        tx.getRepository(EmailToken),
        token,
        'reset_password',
      );
      if (!record) {
        throw new AppError(
          'BAD_USER_INPUT',
          'RESET_LINK_INVALID',
          SERVER_MESSAGES.resetLinkInvalid,
        );
      }
      // Following a link sent to the address also proves the address is theirs.
      await tx.getRepository(User).update(record.userId, {
        passwordHash,
        isEmailVerified: true,
        tokenVersion: () => 'token_version + 1',
      });
      await tx
        .getRepository(EmailToken)
        .update(
          { userId: record.userId, purpose: 'reset_password', usedAt: IsNull() },
          { usedAt: new Date() },
        );
    });
    return { success: true, message: SERVER_MESSAGES.passwordReset };
  }

  async verifyEmail(token: string): Promise<User> {
    const userId = await this.dataSource.transaction(async (tx) => {
      const record = await this.claimEmailToken(
        tx.getRepository(EmailToken),
        token,
        'verify_email',
      );
      if (!record) {
        throw new AppError(
          'BAD_USER_INPUT',
          'VERIFICATION_LINK_INVALID',
          SERVER_MESSAGES.verificationLinkInvalid,
        );
      }
      await tx.getRepository(User).update(record.userId, { isEmailVerified: true });
      return record.userId;
    });
    return this.users.findOneByOrFail({ id: userId });
  }

  async resendVerification(user: User): Promise<ResendResult> {
    if (user.isEmailVerified) {
      return { success: true, message: SERVER_MESSAGES.alreadyVerified, autoVerified: false, user };
    }
    if (this.settings.autoVerify) {
      await this.users.update(user.id, { isEmailVerified: true });
      const verified = await this.users.findOneByOrFail({ id: user.id });
      this.logger.info({ userId: user.id }, 'email auto-verified (development mode, no SMTP_URL)');
      return {
        success: true,
        message: SERVER_MESSAGES.autoVerified,
        autoVerified: true,
        user: verified,
      };
    }
    const waited = user.verificationSentAt
      ? (Date.now() - user.verificationSentAt.getTime()) / 1000
      : Infinity;
    if (waited < RESEND_VERIFICATION_COOLDOWN_SECONDS) {
      const retryAfterSeconds = Math.ceil(RESEND_VERIFICATION_COOLDOWN_SECONDS - waited);
      throw new AppError(
        'RATE_LIMITED',
        'RESEND_COOLDOWN',
        SERVER_MESSAGES.resendCooldown(retryAfterSeconds),
        {
          retryAfterSeconds,
        },
      );
    }
    await this.limiter.consume('resend', user.id, AUTH_LIMITS.resendPerUser);
    await this.sendVerification(user);
    return {
      success: true,
      message: SERVER_MESSAGES.verificationEmailSent,
      autoVerified: false,
      user: await this.users.findOneByOrFail({ id: user.id }),
    };
  }

  /**
   * Changes the password after checking the current one. Every other session ends (the token
   * version moves on); the answer carries a fresh token for the session that asked.
   */
  async changePassword(user: User, input: unknown): Promise<AuthResult> {
    const { currentPassword, newPassword } = parse(changePasswordSchema, input);
    await this.requirePassword(
      user,
      currentPassword,
      'currentPassword',
      ACCOUNT_MESSAGES.currentPasswordWrong,
    );
    await this.users.update(user.id, {
      passwordHash: await hashPassword(newPassword),
      tokenVersion: () => 'token_version + 1',
    });
    const updated = await this.users.findOneByOrFail({ id: user.id });
    return { token: this.issueToken(updated), user: updated };
  }

  /** Checks the password, then hands over to `remove`, which deletes the account and all of it. */
  async deleteAccount(
    user: User,
    input: unknown,
    remove: (user: User) => Promise<void>,
  ): Promise<MessageResult> {
    const { password } = parse(deleteAccountSchema, input);
    await this.requirePassword(user, password, 'password', ACCOUNT_MESSAGES.passwordWrong);
    await remove(user);
    return { success: true, message: SUCCESS.accountDeleted };
  }

  /**
   * A wrong password here is a mistake in a form, not a lost session: 400 with the field, never
   * 401 (which would sign the user out). Failures count against the login limit.
   */
  private async requirePassword(user: User, password: string, field: string, message: string) {
    await this.limiter.check('login', user.email, AUTH_LIMITS.loginPerAccount);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.limiter.fail('login', user.email, AUTH_LIMITS.loginPerAccount);
      throw new AppError('BAD_USER_INPUT', 'WRONG_PASSWORD', message, {
        errors: [{ field, message }],
      });
    }
  }

  /** The user a session token stands for, if it is still valid (not revoked by a password change). */
  async userForClaims(claims: Partial<SessionClaims>): Promise<User | null> {
    // A correctly signed token can still carry a subject that names no user (or no uuid at all).
    if (!isUuid(claims.sub) || !Number.isInteger(claims.tv)) return null;
    const user = await this.findSessionUser(claims.sub);
    return user && user.tokenVersion === claims.tv ? user : null;
  }

  /**
   * The user with their LinkedIn account, as `users.findOneBy` loads them (the account is an eager
   * relation), in one fixed statement, which every request that carries a token needs: read from
   * the session cache when it holds the user, and kept there when it may.
   */
  private async findSessionUser(id: string): Promise<User | null> {
    let row = this.sessions.get(id);
    if (!row) {
      const ticket = this.sessions.ticket();
      [row] = await this.sessionUserStatement.rows(this.dataSource, [id]);
      if (!row) return null;
      this.sessions.keep(id, row, ticket);
    }
    const found = this.sessionUser.from(row);
    if (found) found.linkedInAccount = this.sessionAccount.from(row, this.sessionUser.width);
    return found;
  }

  private issueToken(user: User): string {
    return signSessionToken(
      { sub: user.id, tv: user.tokenVersion },
      this.settings.jwtSecret,
      this.settings.jwtExpiresIn,
    );
  }

  private async sendVerification(user: User): Promise<void> {
    const token = await this.createEmailToken(
      this.tokens,
      user,
      'verify_email',
      VERIFY_EMAIL_TTL_MS,
    );
    await this.users.update(user.id, { verificationSentAt: new Date() });
    await this.email.send(verificationEmail(user.email, user.firstName, this.verifyUrl(token)));
  }

  private verifyUrl(token: string): string {
    return `${this.settings.appUrl}/api/auth/verify-email/${token}`;
  }

  private async createEmailToken(
    tokens: Repository<EmailToken>,
    user: User,
    purpose: EmailTokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    const { token, hash } = newEmailToken();
    await tokens.insert({
      userId: user.id,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** Marks an unused, unexpired token used, in one conditional UPDATE, so a link works once. */
  private async claimEmailToken(
    tokens: Repository<EmailToken>,
    token: string,
    purpose: EmailTokenPurpose,
  ): Promise<EmailToken | null> {
    if (!token || token.length > 200) return null;
    const result = await tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where(
        'token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()',
        {
          hash: hashEmailToken(token),
          purpose,
        },
      )
      .returning(['id', 'userId'])
      .execute();
    const row = (result.raw as Array<{ id: string; user_id?: string; userId?: string }>)[0];
    if (!row) return null;
    return tokens.create({ id: row.id, userId: row.user_id ?? row.userId });
  }
}

const emailTaken = () => new AppError('CONFLICT', 'EMAIL_TAKEN', SERVER_MESSAGES.emailTaken);
