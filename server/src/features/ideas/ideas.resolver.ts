import { Arg, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST, listCost } from '../../kernel/graphql-cost';
import { MessagePayload } from '../../kernel/message-payload';
import type { User } from '../users/user.entity';
import type { IdeaFeedsService } from './idea-feeds.service';
import type { IdeasService } from './ideas.service';
import { AddIdeaInput, IdeaFeedType, IdeaPage, IdeaType, UpdateIdeaInput } from './ideas.types';

/** Reading a page or a feed elsewhere: a few seconds of waiting on the network at most. */
const READ_COST = 10 * COST.write;

/** Thin doors into the idea bank. */
@Resolver(() => IdeaType)
export class IdeasResolver {
  constructor(
    private readonly bank: IdeasService,
    private readonly feeds: IdeaFeedsService,
  ) {}

  @Query(() => IdeaPage, {
    complexity: listCost(COST.query, 'limit', { min: 1, max: 100, default: 50 }),
    description:
      "The user's idea bank, a page at a time: unused ideas first, then used ones; newest first within each. Only unused ones with unused true.",
  })
  ideas(
    @CurrentUser() user: User,
    @Arg('limit', () => Int, {
      defaultValue: 50,
      description: 'How many ideas a page holds: 1 to 100.',
    })
    limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many ideas to skip.' })
    offset: number,
    @Arg('unused', () => Boolean, {
      nullable: true,
      description: 'Only ideas no post was written from yet.',
    })
    unused?: boolean | null,
  ) {
    return this.bank.list(user, { limit, offset, unused });
  }

  @Query(() => [IdeaFeedType], {
    complexity: COST.query,
    description: 'The feeds the user follows for ideas, newest first.',
  })
  ideaFeeds(@CurrentUser() user: User) {
    return this.feeds.list(user);
  }

  @Mutation(() => IdeaType, {
    complexity: COST.write,
    description: 'Adds an idea written by the user to their idea bank (at most 500 ideas).',
  })
  addIdea(@CurrentUser() user: User, @Arg('input', () => AddIdeaInput) input: AddIdeaInput) {
    return this.bank.add(user, input);
  }

  @Mutation(() => IdeaType, {
    complexity: READ_COST,
    description:
      "Adds an idea from a public web page: its title and description, read from the page's Open Graph or Twitter tags, else its title and meta description.",
  })
  addIdeaFromUrl(@CurrentUser() user: User, @Arg('url', () => String) url: string) {
    return this.bank.addFromUrl(user, { url });
  }

  @Mutation(() => IdeaType, {
    complexity: COST.write,
    description:
      'Edits an idea; a field left out keeps what it is. used false puts a used idea back in the bank.',
  })
  updateIdea(
    @CurrentUser() user: User,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateIdeaInput) input: UpdateIdeaInput,
  ) {
    return this.bank.update(user, id, input);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description: 'Removes an idea from the idea bank; a post written from it stays.',
  })
  deleteIdea(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.bank.remove(user, id);
  }

  @Mutation(() => IdeaFeedType, {
    complexity: READ_COST,
    description:
      'Follows an RSS or Atom feed: it is read now, and then every few hours, each new item becoming an idea (at most 20 feeds).',
  })
  followIdeaFeed(@CurrentUser() user: User, @Arg('url', () => String) url: string) {
    return this.feeds.follow(user, { url });
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description: 'Stops following a feed. The ideas it brought stay in the idea bank.',
  })
  unfollowIdeaFeed(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.feeds.unfollow(user, id);
  }

  @Mutation(() => IdeaFeedType, {
    complexity: READ_COST,
    description: 'Reads a followed feed now, adding its new items as ideas.',
  })
  refreshIdeaFeed(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.feeds.refresh(user, id);
  }
}
