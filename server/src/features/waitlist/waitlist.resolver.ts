import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import { MessagePayload } from '../../kernel/message-payload';
import { WaitlistInput } from './waitlist.types';
import type { WaitlistService } from './waitlist.service';

@Resolver()
export class WaitlistResolver {
  constructor(private readonly waitlist: WaitlistService) {}

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      'Adds an e-mail address to the launch waitlist. Joining twice is not an error and stores the address once.',
  })
  joinWaitlist(@Arg('input', () => WaitlistInput) input: WaitlistInput, @Ctx() ctx: Context) {
    return this.waitlist.join(input, ctx);
  }

  @Query(() => Date, {
    nullable: true,
    description:
      "When Postpilot launches (the coming-soon countdown's target), or null when no date is set.",
  })
  launchDate() {
    return this.waitlist.getLaunchDate();
  }
}
