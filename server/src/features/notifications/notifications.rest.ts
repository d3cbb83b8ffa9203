import type { RestRoute } from '../../kernel/rest';
import { restShape } from '../../kernel/rest-shape';
import type { User } from '../users/user.entity';
import { PushSubscriptionType } from './notifications.types';
import type { PushSubscription } from './push-subscription.entity';
import type { PushSubscriptionsService } from './push-subscriptions.service';

const subscriptionJson = (subscription: PushSubscription) =>
  restShape(PushSubscriptionType, subscription);

/** Push subscriptions over REST, the same service as GraphQL's. */
export const notificationsRoutes = ({
  subscriptions,
}: {
  subscriptions: PushSubscriptionsService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/notifications/vapid-public-key',
    auth: true,
    handler: async () => ({ publicKey: subscriptions.vapidPublicKey() }),
  },
  {
    method: 'get',
    path: '/notifications/push-subscriptions',
    auth: true,
    handler: async ({ user }) => ({
      subscriptions: (await subscriptions.list(user)).map(subscriptionJson),
    }),
  },
  {
    method: 'post',
    path: '/notifications/push-subscriptions',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      subscription: subscriptionJson(await subscriptions.save(user, body)),
    }),
  },
  {
    method: 'delete',
    path: '/notifications/push-subscriptions',
    auth: true,
    handler: async ({ user, body }) => subscriptions.remove(user, body),
  },
];
