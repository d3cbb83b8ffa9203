import { Field, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('LinkedInConnection', { description: "The user's LinkedIn connection." })
export class LinkedInConnectionType implements Contract.LinkedInConnection {
  @Field(() => String, {
    description:
      'not_connected, connected, or needs_reconnect (LinkedIn refused the token: connect again to publish).',
  })
  status: string;

  @Field(() => String, { nullable: true, description: "The member's name on LinkedIn." })
  name: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the access token stops working (LinkedIn grants 60 days); null when not connected.',
  })
  expiresAt: Date | null;

  @Field(() => Boolean, {
    description: 'Whether the token expires within 7 days: reconnect to keep publishing.',
  })
  expiresSoon: boolean;

  @Field(() => Boolean, {
    description:
      "True when Postpilot's built-in sandbox network stands in for LinkedIn (no LinkedIn app is configured).",
  })
  sandbox: boolean;
}

@ObjectType('LinkedInAuthorization', {
  description: 'Where to send the browser to connect LinkedIn.',
})
export class LinkedInAuthorization implements Contract.LinkedInAuthorization {
  @Field(() => String, {
    description: "LinkedIn's consent page, with a single-use state valid for 10 minutes.",
  })
  url: string;
}
