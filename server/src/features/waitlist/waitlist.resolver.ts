import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { COST } from '../../app/graphql-limits';
import { MessagePayload } from '../auth/auth.types';
import { WaitlistInput } from './waitlist.types';

@Resolver()
export class WaitlistResolver {
  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      'Adds an e-mail address to the launch waitlist. Joining twice is not an error and stores the address once.',
  })
  joinWaitlist(@Arg('input', () => WaitlistInput) input: WaitlistInput, @Ctx() ctx: Context) {
    return ctx.services.waitlist.join(input, ctx);
  }

  @Query(() => Date, {
    nullable: true,
    description:
      "When Postpilot launches (the coming-soon countdown's target), or null when no date is set.",
  })
  launchDate(@Ctx() ctx: Context) {
    return ctx.services.waitlist.getLaunchDate();
  }
}
