import { createPublicKey } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import {
  NOTIFICATION_MESSAGES as NM,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
} from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import { AppError } from '../../kernel/errors';
import { parseInput } from '../../kernel/input';
import type { User } from '../users/user.entity';
import { PushSubscription } from './push-subscription.entity';
import type { PushEndpointPolicy } from './push-endpoints';

/**
 * The browsers a user's push notifications reach. A browser saves its subscription when the
 * user turns push on in it, and removes it when they turn it off; a push service that answers
 * 404 or 410 has dropped it, and it is forgotten. Every look-up a user makes is by owner.
 */
export class PushSubscriptionsService {
  private readonly subscriptions: Repository<PushSubscription>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoints: PushEndpointPolicy,
    private readonly publicKey: string,
  ) {
    this.subscriptions = dataSource.getRepository(PushSubscription);
  }

  /** The VAPID public key browsers subscribe with (their applicationServerKey). */
  vapidPublicKey(): string {
    return this.publicKey;
  }

  list(user: Pick<User, 'id'>): Promise<PushSubscription[]> {
    return this.subscriptions.find({
      where: { userId: user.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Saves the browser's subscription: the same endpoint again (a browser re-subscribing) takes
   * the new keys; an endpoint of another account is refused (that browser subscribes anew);
   * an 11th browser is refused. The user's row is locked meanwhile, so two saves at once count
   * right.
   */
  async save(user: Pick<User, 'id'>, input: unknown): Promise<PushSubscription> {
    const { endpoint, keys } = parseInput(pushSubscriptionSchema, input);
    const problem = this.endpoints.problem(endpoint);
    if (problem) throw AppError.validation([{ field: 'endpoint', message: problem }]);
    const p256dh = keys.p256dh.replace(/=+$/, '');
    const auth = keys.auth.replace(/=+$/, '');
    if (!isP256Point(p256dh)) {
      throw AppError.validation([{ field: 'keys.p256dh', message: NM.p256dhInvalid }]);
    }
    const href = new URL(endpoint).href;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const repository = manager.getRepository(PushSubscription);
      const existing = await repository.findOneBy({ endpoint: href });
      if (existing && existing.userId !== user.id) {
        throw new AppError('CONFLICT', 'PUSH_SUBSCRIPTION_TAKEN', NM.subscriptionTaken);
      }
      if (existing) {
        await repository.update(existing.id, { p256dh, auth });
        return repository.findOneByOrFail({ id: existing.id });
      }
      if ((await repository.countBy({ userId: user.id })) >= PUSH_SUBSCRIPTIONS_MAX) {
        throw new AppError(
          'CONFLICT',
          'TOO_MANY_PUSH_SUBSCRIPTIONS',
          NM.tooManySubscriptions(PUSH_SUBSCRIPTIONS_MAX),
        );
      }
      // Another account's browser saving the same endpoint meanwhile loses on the unique key.
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO NOTHING RETURNING id`,
        [user.id, href, p256dh, auth],
      );
      if (!rows[0]) {
        throw new AppError('CONFLICT', 'PUSH_SUBSCRIPTION_TAKEN', NM.subscriptionTaken);
      }
      return repository.findOneByOrFail({ id: rows[0].id });
    });
  }

  /** Forgets the user's subscription with this endpoint; another account's is not found. */
  async remove(user: Pick<User, 'id'>, input: unknown): Promise<Contract.MessagePayload> {
    const { endpoint } = parseInput(removePushSubscriptionSchema, input);
    const href = URL.canParse(endpoint) ? new URL(endpoint).href : endpoint;
    const result = await this.subscriptions.delete({ userId: user.id, endpoint: href });
    if (!result.affected)
      throw AppError.notFound('PUSH_SUBSCRIPTION_NOT_FOUND', NM.subscriptionNotFound);
    return { success: true, message: NM.subscriptionRemoved };
  }

  /** The subscriptions push notifications go to (the worker's side). */
  ofUser(userId: string): Promise<PushSubscription[]> {
    return this.subscriptions.findBy({ userId });
  }

  findById(id: string): Promise<PushSubscription | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** The push service dropped it (404 or 410): it is forgotten, unless it changed meanwhile. */
  async forget(subscription: Pick<PushSubscription, 'id' | 'p256dh'>): Promise<void> {
    await this.subscriptions.delete({ id: subscription.id, p256dh: subscription.p256dh });
  }
}

/** Whether the base64url text is an uncompressed point of P-256 (not merely 65 bytes). */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
