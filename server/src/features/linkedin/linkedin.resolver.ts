import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser, type Context } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { LinkedInAuthorization, LinkedInConnectionType } from './linkedin.types';
import type { LinkedInConnectionService } from './linkedin-connection.service';

@Resolver(() => LinkedInConnectionType)
export class LinkedInResolver {
  constructor(private readonly linkedin: LinkedInConnectionService) {}

  @Query(() => LinkedInConnectionType, {
    complexity: COST.query,
    description: "The user's LinkedIn connection and its state.",
  })
  linkedInConnection(@CurrentUser() user: User) {
    return this.linkedin.get(user);
  }

  @Mutation(() => LinkedInAuthorization, {
    complexity: COST.write,
    description:
      "Starts connecting LinkedIn: the answer is LinkedIn's consent page to send this browser to, and a cookie (for 10 minutes) that only this browser carries back. The consent comes back to /api/linkedin/callback, which checks that cookie, stores the connection and returns to the settings page; the link opened in another browser connects nothing.",
  })
  async connectLinkedIn(@CurrentUser() user: User, @Ctx() ctx: Context) {
    const { url, cookie } = await this.linkedin.authorizationUrl(user);
    ctx.setCookie(cookie);
    return { url };
  }

  @Mutation(() => LinkedInConnectionType, {
    complexity: COST.write,
    description:
      'Forgets the LinkedIn connection and its token. Scheduled posts stay scheduled and wait for a new connection.',
  })
  disconnectLinkedIn(@CurrentUser() user: User) {
    return this.linkedin.disconnect(user);
  }
}
