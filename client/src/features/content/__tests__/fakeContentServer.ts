import { graphql, HttpResponse } from 'msw';
import { WRITER_MESSAGES } from '@postpilot/common';
import {
  ApproveAllPostsDocument,
  ApprovePostDocument,
  CreatePostDocument,
  DeletePostDocument,
  DraftCarouselDocument,
  GenerateContentDocument,
  PostsDocument,
  RejectPostDocument,
  ReturnPostToDraftDocument,
  SchedulePostDocument,
  SchedulingChoiceDocument,
  UpdatePostDocument,
  WriterDocument,
  type GenerateContentMutationVariables,
  type PostItemFragment,
  type PostsQueryVariables,
  type PostStatus,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';
import { INBOX_LIMIT } from '../components/ApprovalInbox';
import { fakeIdeasServer } from '../../ideas/__tests__/fakeIdeasServer';

export type TestPost = PostItemFragment & { __typename: 'Post' };

let sequence = 0;

/** A post as the server returns it; each one a minute newer than the one made before. */
export function makePost(overrides: Partial<PostItemFragment> = {}): TestPost {
  sequence += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 9, sequence)).toISOString();
  return {
    __typename: 'Post',
    id: `post-${sequence}`,
    content: `Post number ${sequence}`,
    status: 'draft',
    tone: 'professional',
    scheduledTime: null,
    publishedAt: null,
    lastError: null,
    nextAttemptAt: null,
    url: null,
    attachment: null,
    firstComment: null,
    firstCommentStatus: null,
    firstCommentError: null,
    metrics: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** The next free slot the fake schedule hands out. */
export const NEXT_SLOT = '2030-03-05T09:00:00.000Z';

/** The writer the Content page is told about: the AI endpoint, writing the user's language. */
export const AI_WRITER = {
  __typename: 'Writer' as const,
  provider: 'openai',
  source: 'server',
  writesUserLanguage: true,
  notice: null as string | null,
};

/**
 * What the schedule dialog reads: the next free slot, the schedule's zone and switch, and the
 * LinkedIn connection's status.
 */
export function schedulingChoice({
  nextFreeSlot = NEXT_SLOT as string | null,
  timezone = 'UTC',
  isActive = true,
  linkedIn = 'connected',
}: {
  nextFreeSlot?: string | null;
  timezone?: string;
  isActive?: boolean;
  linkedIn?: 'connected' | 'not_connected' | 'needs_reconnect';
} = {}) {
  // Typed as the server sends it (with __typename, which the generated type leaves out).
  const data = {
    nextFreeSlot,
    schedule: {
      __typename: 'Schedule',
      timezone,
      frequency: 'daily',
      customDays: [],
      timeSlots: ['09:00'],
      autoPost: false,
      isActive,
    },
    linkedInConnection: { __typename: 'LinkedInConnection', status: linkedIn },
  };
  server.use(graphql.query(SchedulingChoiceDocument, () => HttpResponse.json({ data })));
}

interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * The user's posts behind msw handlers that behave like the server: newest first, pages,
 * status filter, and every mutation of a post. `calls` records what the page asked for;
 * `fail` makes the next call of an operation answer with an error.
 */
export function fakeContentServer(initial: TestPost[] = [], { writer = AI_WRITER } = {}) {
  schedulingChoice();
  // The Content page shows the idea bank too: empty unless a test gives it ideas.
  fakeIdeasServer();
  const posts = [...initial];
  const calls: Call[] = [];
  const failures = new Map<string, Response>();
  const gates = new Map<string, Promise<void>>();

  const newestFirst = () => [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const find = (id: string) => posts.find((post) => post.id === id);
  const record = async (operation: string, variables: object) => {
    calls.push({ operation, variables: { ...variables } });
    const gate = gates.get(operation);
    gates.delete(operation);
    if (gate) await gate;
    const failure = failures.get(operation);
    failures.delete(operation);
    return failure;
  };
  const change = (id: string, changes: Partial<TestPost>) => {
    const post = find(id);
    if (!post) throw new Error(`No post ${id}`);
    Object.assign(post, changes, { updatedAt: new Date().toISOString() });
    return post;
  };

  server.use(
    graphql.query(PostsDocument, async ({ variables }) => {
      // The approval inbox's page of waiting posts is recorded apart from the lists'.
      const inbox = variables.status === 'pending_approval' && variables.limit === INBOX_LIMIT;
      const failure = await record(inbox ? 'ApprovalInbox' : 'Posts', variables);
      if (failure) return failure;
      const { limit, offset, status } = variables as PostsQueryVariables;
      const matching = newestFirst().filter((post) => !status || post.status === status);
      const page = matching.slice(offset, offset + limit);
      return HttpResponse.json({
        data: {
          posts: {
            totalCount: matching.length,
            hasMore: offset + page.length < matching.length,
            posts: page,
          },
        },
      });
    }),
    graphql.mutation(CreatePostDocument, async ({ variables }) => {
      const failure = await record('CreatePost', variables);
      if (failure) return failure;
      const post = makePost({
        content: variables.input.content,
        status: variables.input.status,
        createdAt: new Date().toISOString(),
      });
      posts.push(post);
      return HttpResponse.json({ data: { createPost: post } });
    }),
    graphql.mutation(UpdatePostDocument, async ({ variables }) => {
      const failure = await record('UpdatePost', variables);
      if (failure) return failure;
      return HttpResponse.json({
        data: { updatePost: change(String(variables.id), { content: variables.input.content }) },
      });
    }),
    graphql.mutation(SchedulePostDocument, async ({ variables }) => {
      const failure = await record('SchedulePost', variables);
      if (failure) return failure;
      const input = variables.input;
      const at = input?.postNow
        ? new Date().toISOString()
        : input?.scheduledTime
          ? String(input.scheduledTime)
          : NEXT_SLOT;
      return HttpResponse.json({
        data: {
          schedulePost: change(String(variables.id), { status: 'scheduled', scheduledTime: at }),
        },
      });
    }),
    graphql.mutation(ApprovePostDocument, async ({ variables }) => {
      const failure = await record('ApprovePost', variables);
      if (failure) return failure;
      return HttpResponse.json({
        data: {
          // A proposed time is kept; without one, the next free slot.
          approvePost: change(String(variables.id), {
            status: 'scheduled',
            scheduledTime: find(String(variables.id))?.scheduledTime ?? NEXT_SLOT,
          }),
        },
      });
    }),
    graphql.mutation(ApproveAllPostsDocument, async ({ variables }) => {
      const failure = await record('ApproveAllPosts', variables);
      if (failure) return failure;
      // Each keeps its proposed time when it has one, else takes the next free day at 09:00.
      let day = 5;
      const approved = posts
        .filter((post) => post.status === 'pending_approval')
        .map((post) =>
          change(post.id, {
            status: 'scheduled',
            scheduledTime:
              post.scheduledTime ?? new Date(Date.UTC(2030, 2, day++, 9)).toISOString(),
          }),
        );
      return HttpResponse.json({ data: { approveAllPosts: approved } });
    }),
    graphql.mutation(RejectPostDocument, async ({ variables }) => {
      const failure = await record('RejectPost', variables);
      if (failure) return failure;
      return HttpResponse.json({
        data: {
          rejectPost: change(String(variables.id), { status: 'cancelled', scheduledTime: null }),
        },
      });
    }),
    graphql.query(WriterDocument, async () => HttpResponse.json({ data: { writer } })),
    // Drafted ahead when a document is chosen: five slides, the text's lines first.
    graphql.query(DraftCarouselDocument, async ({ variables }) => {
      const lines = variables.content.split('\n').filter((line) => line.trim());
      const draftCarousel = Array.from({ length: 5 }, (_, i) => ({
        __typename: 'CarouselSlide' as const,
        title: lines[i]?.trim() ?? `Slide ${i + 1}`,
        body: '',
      }));
      return HttpResponse.json({ data: { draftCarousel } });
    }),
    graphql.mutation(ReturnPostToDraftDocument, async ({ variables }) => {
      const failure = await record('ReturnPostToDraft', variables);
      if (failure) return failure;
      return HttpResponse.json({
        data: {
          returnPostToDraft: change(String(variables.id), {
            status: 'draft',
            scheduledTime: null,
            lastError: null,
            nextAttemptAt: null,
          }),
        },
      });
    }),
    graphql.mutation(DeletePostDocument, async ({ variables }) => {
      const failure = await record('DeletePost', variables);
      if (failure) return failure;
      posts.splice(posts.indexOf(find(String(variables.id))!), 1);
      return HttpResponse.json({
        data: {
          deletePost: {
            success: true,
            message: 'Post deleted successfully!',
          },
        },
      });
    }),
  );

  return {
    posts,
    calls,
    /** What was sent for one operation, in order. */
    sent: (operation: string) =>
      calls.filter((call) => call.operation === operation).map((call) => call.variables),
    statusOf: (id: string): PostStatus | undefined => find(id)?.status,
    fail: (operation: string, response: Response) => failures.set(operation, response),
    /** Holds the next call of an operation until the returned function is called. */
    hold: (operation: string) => {
      let release: () => void = () => undefined;
      gates.set(operation, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}

export type FakeContentServer = ReturnType<typeof fakeContentServer>;

/** Who wrote a generated post, as the server says it for each provider (no connection of the user's). */
export function writerOf(provider: string): { label: string; reason: string } {
  return provider === 'composer'
    ? { label: WRITER_MESSAGES.builtInLabel, reason: WRITER_MESSAGES.builtInReason }
    : { label: WRITER_MESSAGES.userLabel('gpt-4o-mini'), reason: WRITER_MESSAGES.userReason };
}

/**
 * Answers GenerateContent with `answer(variables)` (content and provider, or a Response), and
 * records what was asked. `hold` keeps each answer until `release()` is called.
 */
export function captureGenerations(
  answer: (variables: GenerateContentMutationVariables) =>
    | {
        content: string;
        provider: string;
        writer?: { label: string; reason: string };
      }
    | Response,
  { hold = false } = {},
) {
  const sent: GenerateContentMutationVariables['input'][] = [];
  let waiting: (() => void)[] = [];
  server.use(
    graphql.mutation(GenerateContentDocument, async ({ variables }) => {
      sent.push(variables.input);
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const result = answer(variables);
      if (result instanceof Response) return result;
      return HttpResponse.json({
        data: { generateContent: { writer: writerOf(result.provider), ...result } },
      });
    }),
  );
  return {
    sent,
    release: () => {
      const pending = waiting;
      waiting = [];
      pending.forEach((resolve) => resolve());
    },
  };
}
