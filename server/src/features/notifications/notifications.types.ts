import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('PushSubscription', {
  description: "A browser that receives the user's push notifications.",
})
export class PushSubscriptionType implements Contract.PushSubscription {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "The push service's address for that browser." })
  endpoint: string;

  @Field(() => Date)
  createdAt: Date;
}

@InputType('PushSubscriptionKeysInput', {
  description: "The browser's keys for encrypting what is pushed to it (RFC 8291), base64url.",
})
export class PushSubscriptionKeysInput implements Contract.PushSubscriptionKeysInput {
  @Field(() => String, {
    description: "The browser's P-256 public key, 65 bytes (uncompressed point).",
  })
  p256dh: string;

  @Field(() => String, { description: 'The 16-byte authentication secret.' })
  auth: string;
}

@InputType('PushSubscriptionInput', {
  description:
    "A browser's push subscription, as PushSubscription.toJSON() gives it (without expirationTime).",
})
export class PushSubscriptionInput implements Contract.PushSubscriptionInput {
  @Field(() => String, {
    description: "The push service's https address for this browser, at most 2,048 characters.",
  })
  endpoint: string;

  @Field(() => PushSubscriptionKeysInput)
  keys: PushSubscriptionKeysInput;
}
