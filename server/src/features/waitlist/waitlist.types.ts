import { Field, InputType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@InputType('WaitlistInput')
export class WaitlistInput implements Contract.WaitlistInput {
  @Field(() => String)
  email: string;
}
