import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import { MessagePayload } from '../../kernel/message-payload';
import type { User } from '../users/user.entity';
import { PushSubscriptionInput, PushSubscriptionType } from './notifications.types';
import type { PushSubscriptionsService } from './push-subscriptions.service';

@Resolver(() => PushSubscriptionType)
export class NotificationsResolver {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Query(() => String, {
    description:
      "The server's VAPID public key (base64url): the applicationServerKey a browser subscribes to push with.",
  })
  vapidPublicKey(@CurrentUser() _user: User) {
    return this.subscriptions.vapidPublicKey();
  }

  @Query(() => [PushSubscriptionType], {
    complexity: COST.query,
    description: "The browsers that receive the user's push notifications, oldest first.",
  })
  pushSubscriptions(@CurrentUser() user: User) {
    return this.subscriptions.list(user);
  }

  @Mutation(() => PushSubscriptionType, {
    complexity: COST.write,
    description:
      "Saves a browser's push subscription (the endpoint and keys of PushSubscription.toJSON()), so push notifications reach it. The endpoint must be the https address of a browser push service; a user has at most 10. Saving an endpoint again updates its keys.",
  })
  savePushSubscription(
    @CurrentUser() user: User,
    @Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput,
  ) {
    return this.subscriptions.save(user, input);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      'Forgets the push subscription with this endpoint: push notifications no longer reach that browser.',
  })
  removePushSubscription(
    @CurrentUser() user: User,
    @Arg('endpoint', () => String) endpoint: string,
  ) {
    return this.subscriptions.remove(user, { endpoint });
  }
}
