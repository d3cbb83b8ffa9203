import { graphql, HttpResponse } from 'msw';
import {
  MoveOffSchedulePostsDocument,
  OffSchedulePostsDocument,
  ScheduleDocument,
  SchedulePreviewDocument,
  UpcomingPostsDocument,
  UpdateScheduleDocument,
  type ScheduleFieldsFragment,
  type ScheduleInput,
  type SchedulePreviewQueryVariables,
  type UpcomingPostFragment,
  type UpcomingPostsQueryVariables,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';

export type TestSchedule = ScheduleFieldsFragment & { __typename: 'Schedule' };
export type TestPost = UpcomingPostFragment & { __typename: 'Post' };
export interface TestSlot {
  __typename: 'ScheduleSlot';
  time: string;
  onSchedule: boolean;
  post: TestPost | null;
}

/** A stored schedule; override only what a test is about. */
export function makeSchedule(overrides: Partial<ScheduleFieldsFragment> = {}): TestSchedule {
  return {
    __typename: 'Schedule',
    timezone: 'Europe/London',
    frequency: 'daily',
    customDays: [],
    timeSlots: ['09:00'],
    autoPost: false,
    isActive: true,
    ...overrides,
  };
}

/** The same schedule as the update's input (every field, no __typename). */
export const inputOf = ({ __typename: _, ...values }: TestSchedule): ScheduleInput => values;

let sequence = 0;

export function makePost(overrides: Partial<UpcomingPostFragment> = {}): TestPost {
  sequence += 1;
  return {
    __typename: 'Post',
    id: `post-${sequence}`,
    content: `Scheduled post number ${sequence}`,
    status: 'scheduled',
    scheduledTime: '2030-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export const slot = (time: string, post: TestPost | null = null, onSchedule = true): TestSlot => ({
  __typename: 'ScheduleSlot',
  time,
  onSchedule,
  post,
});

type Operation =
  | 'Schedule'
  | 'UpdateSchedule'
  | 'SchedulePreview'
  | 'UpcomingPosts'
  | 'OffSchedulePosts'
  | 'MoveOffSchedulePosts';

/**
 * The schedule behind msw handlers that behave like the server: the update stores the whole
 * schedule (times sorted, repeats merged) and answers it. `sent` holds every update's input;
 * `fail` makes the next call of an operation answer with the given response; `hold` keeps the
 * next call waiting until the returned function is called.
 */
export function fakeScheduleServer(
  initial: TestSchedule = makeSchedule(),
  {
    upcoming = [],
    preview = () => [],
    offSchedule = () => [],
    moveOff = () => [],
  }: {
    upcoming?: TestPost[];
    preview?: (count: number) => TestSlot[];
    /** The posts off the schedule, as the server would find them now. */
    offSchedule?: () => TestPost[];
    /** What moving the posts of `ids` answers. */
    moveOff?: (ids: string[]) => TestPost[];
  } = {},
) {
  const moves: (string[] | null)[] = [];
  let stored = initial;
  const sent: ScheduleInput[] = [];
  const previews: SchedulePreviewQueryVariables[] = [];
  const upcomingAsked: UpcomingPostsQueryVariables[] = [];
  const failures = new Map<Operation, () => Response>();
  const gates = new Map<Operation, Promise<void>>();

  const pass = async (operation: Operation) => {
    const gate = gates.get(operation);
    gates.delete(operation);
    if (gate) await gate;
    const failure = failures.get(operation);
    failures.delete(operation);
    return failure?.();
  };

  server.use(
    graphql.query(ScheduleDocument, async () => {
      const failure = await pass('Schedule');
      return failure ?? HttpResponse.json({ data: { schedule: stored } });
    }),
    graphql.mutation(UpdateScheduleDocument, async ({ variables }) => {
      sent.push(variables.input);
      const failure = await pass('UpdateSchedule');
      if (failure) return failure;
      stored = {
        __typename: 'Schedule',
        ...variables.input,
        timeSlots: [...new Set(variables.input.timeSlots)].sort(),
      };
      return HttpResponse.json({ data: { updateSchedule: stored } });
    }),
    graphql.query(SchedulePreviewDocument, async ({ variables }) => {
      previews.push(variables);
      const failure = await pass('SchedulePreview');
      return failure ?? HttpResponse.json({ data: { schedulePreview: preview(variables.count) } });
    }),
    graphql.query(UpcomingPostsDocument, async ({ variables }) => {
      upcomingAsked.push(variables);
      const failure = await pass('UpcomingPosts');
      return (
        failure ??
        HttpResponse.json({ data: { upcomingPosts: upcoming.slice(0, variables.limit) } })
      );
    }),
    graphql.query(OffSchedulePostsDocument, async () => {
      const failure = await pass('OffSchedulePosts');
      return failure ?? HttpResponse.json({ data: { offSchedulePosts: offSchedule() } });
    }),
    graphql.mutation(MoveOffSchedulePostsDocument, async ({ variables }) => {
      const ids = variables.ids ? [variables.ids].flat().map(String) : null;
      moves.push(ids);
      const failure = await pass('MoveOffSchedulePosts');
      if (failure) return failure;
      const all = ids ?? offSchedule().map((post) => post.id);
      return HttpResponse.json({ data: { moveOffSchedulePosts: moveOff(all) } });
    }),
  );

  return {
    sent,
    /** The ids each "Move" asked for (null: all). */
    moves,
    previews,
    upcomingAsked,
    stored: () => stored,
    fail(operation: Operation, response: () => Response) {
      failures.set(operation, response);
    },
    hold(operation: Operation): () => void {
      let release = () => undefined as void;
      gates.set(operation, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}
