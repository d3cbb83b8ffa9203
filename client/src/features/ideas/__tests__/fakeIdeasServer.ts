import { graphql, HttpResponse } from 'msw';
import { IDEA_MESSAGES as IM } from '@postpilot/common';
import {
  AddIdeaDocument,
  AddIdeaFromUrlDocument,
  DeleteIdeaDocument,
  FollowIdeaFeedDocument,
  IdeaFeedsDocument,
  IdeasDocument,
  RefreshIdeaFeedDocument,
  UnfollowIdeaFeedDocument,
  type IdeaFeedItemFragment,
  type IdeaItemFragment,
} from '../../../gql/graphql';
import { graphQLError } from '../../../../test/fixtures';
import { server } from '../../../../test/server';

export type TestIdea = IdeaItemFragment & { __typename: 'Idea' };
export type TestFeed = IdeaFeedItemFragment & { __typename: 'IdeaFeed' };

let sequence = 0;

/** An idea as the server answers it; each a minute newer than the one made before. */
export function makeIdea(overrides: Partial<IdeaItemFragment> = {}): TestIdea {
  sequence += 1;
  return {
    __typename: 'Idea',
    id: `idea-${sequence}`,
    title: `Idea number ${sequence}`,
    notes: '',
    sourceUrl: null,
    feedId: null,
    usedAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, sequence)).toISOString(),
    ...overrides,
  };
}

export function makeFeed(overrides: Partial<IdeaFeedItemFragment> = {}): TestFeed {
  sequence += 1;
  return {
    __typename: 'IdeaFeed',
    id: `feed-${sequence}`,
    url: `https://blog${sequence}.example/feed.xml`,
    title: `Blog ${sequence}`,
    lastFetchedAt: null,
    lastError: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, sequence)).toISOString(),
    ...overrides,
  };
}

/**
 * The idea bank's side of the server, in memory: unused ideas first, newest first. `fail` makes
 * the named operation answer an error once.
 */
export function fakeIdeasServer(initialIdeas: TestIdea[] = [], initialFeeds: TestFeed[] = []) {
  const ideas = [...initialIdeas];
  const feeds = [...initialFeeds];
  const failures = new Map<string, Response>();
  const failed = (operation: string) => {
    const failure = failures.get(operation);
    failures.delete(operation);
    return failure;
  };
  const ordered = () =>
    [...ideas].sort(
      (a, b) =>
        Number(Boolean(a.usedAt)) - Number(Boolean(b.usedAt)) ||
        b.createdAt.localeCompare(a.createdAt),
    );
  server.use(
    graphql.query(IdeasDocument, () => {
      const failure = failed('Ideas');
      if (failure) return failure;
      return HttpResponse.json({
        data: {
          ideas: {
            ideas: ordered(),
            totalCount: ideas.length,
            unusedCount: ideas.filter((idea) => !idea.usedAt).length,
            hasMore: false,
          },
        },
      });
    }),
    graphql.query(IdeaFeedsDocument, () =>
      HttpResponse.json({ data: { ideaFeeds: [...feeds].reverse() } }),
    ),
    graphql.mutation(AddIdeaDocument, ({ variables }) => {
      const failure = failed('AddIdea');
      if (failure) return failure;
      const idea = makeIdea({ title: variables.input.title, notes: variables.input.notes ?? '' });
      ideas.push(idea);
      return HttpResponse.json({ data: { addIdea: idea } });
    }),
    graphql.mutation(AddIdeaFromUrlDocument, ({ variables }) => {
      const failure = failed('AddIdeaFromUrl');
      if (failure) return failure;
      const idea = makeIdea({
        title: 'What a 4-day week did to our support queue',
        notes: 'Tickets fell 12%.',
        sourceUrl: variables.url,
      });
      ideas.push(idea);
      return HttpResponse.json({ data: { addIdeaFromUrl: idea } });
    }),
    graphql.mutation(DeleteIdeaDocument, ({ variables }) => {
      const index = ideas.findIndex((idea) => idea.id === variables.id);
      if (index < 0) return graphQLError(IM.ideaNotFound, 'NOT_FOUND');
      ideas.splice(index, 1);
      return HttpResponse.json({
        data: {
          deleteIdea: {
            success: true,
            message: IM.ideaDeleted,
          },
        },
      });
    }),
    graphql.mutation(FollowIdeaFeedDocument, ({ variables }) => {
      const failure = failed('FollowIdeaFeed');
      if (failure) return failure;
      const feed = makeFeed({ url: variables.url, title: 'Ops Weekly' });
      feeds.push(feed);
      ideas.push(makeIdea({ title: 'On-call without heroics', feedId: feed.id }));
      return HttpResponse.json({ data: { followIdeaFeed: feed } });
    }),
    graphql.mutation(UnfollowIdeaFeedDocument, ({ variables }) => {
      const index = feeds.findIndex((feed) => feed.id === variables.id);
      feeds.splice(index, 1);
      for (const idea of ideas) if (idea.feedId === variables.id) idea.feedId = null;
      return HttpResponse.json({
        data: {
          unfollowIdeaFeed: {
            success: true,
            message: IM.feedUnfollowed,
          },
        },
      });
    }),
    graphql.mutation(RefreshIdeaFeedDocument, ({ variables }) => {
      const feed = feeds.find((one) => one.id === variables.id)!;
      return HttpResponse.json({ data: { refreshIdeaFeed: feed } });
    }),
  );
  return {
    ideas,
    feeds,
    failNext: (operation: string, answer: Response) => failures.set(operation, answer),
  };
}
