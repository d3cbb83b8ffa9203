import { Field, ObjectType } from 'type-graphql';
import type * as Contract from '../generated/graphql';

/** The answer of an operation that only says how it went; shared by every feature. */
@ObjectType('MessagePayload', { description: 'A plain outcome with a message to show the user.' })
export class MessagePayload implements Contract.MessagePayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;
}
