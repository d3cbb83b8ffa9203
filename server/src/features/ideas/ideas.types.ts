import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('Idea', { description: "An idea for a post, in the user's idea bank." })
export class IdeaType {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    description: "What the post is about, up to 200 characters; Generate's topic.",
  })
  title: string;

  @Field(() => String, {
    description:
      "What the user wants to say about it, up to 1,000 characters; Generate's key points. Empty when none.",
  })
  notes: string;

  @Field(() => String, {
    nullable: true,
    description: 'The page it came from; null when added by hand.',
  })
  sourceUrl: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The feed it came from; null when added by hand or from a page, or when the feed was unfollowed.',
  })
  feedId: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When a post was first written from it (by Generate or auto-post); null while unused.',
  })
  usedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('IdeaFeed', { description: 'An RSS or Atom feed the user follows for ideas.' })
export class IdeaFeedType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => String, { description: "The feed's own title; its address when it has none." })
  title: string;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it was last read, whether or not that worked; null before the first reading.',
  })
  lastFetchedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last reading failed, in words for the user; null when it worked.',
  })
  lastError: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('IdeaPage', { description: "One page of the user's idea bank." })
export class IdeaPage {
  @Field(() => [IdeaType])
  ideas: IdeaType[];

  @Field(() => Int, { description: 'How many ideas match, on all pages.' })
  totalCount: number;

  @Field(() => Int, { description: "How many of the user's ideas no post was written from yet." })
  unusedCount: number;

  @Field(() => Boolean, { description: 'Whether more ideas follow this page.' })
  hasMore: boolean;
}

@InputType('AddIdeaInput', { description: 'An idea for a post, written by the user.' })
export class AddIdeaInput implements Contract.AddIdeaInput {
  @Field(() => String, { description: '1 to 200 characters.' })
  title: string;

  @Field(() => String, { nullable: true, description: 'Up to 1,000 characters; optional.' })
  notes?: string | null;
}

@InputType('UpdateIdeaInput', {
  description: 'Edits of an idea; a field left out (or null) keeps what it is.',
})
export class UpdateIdeaInput implements Contract.UpdateIdeaInput {
  @Field(() => String, { nullable: true, description: '1 to 200 characters.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 1,000 characters.' })
  notes?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false puts a used idea back among the unused ones; true marks it used.',
  })
  used?: boolean | null;
}
