import { useMutation } from '@apollo/client/react';
import { MeDocument, ScheduleDocument, UpdateScheduleDocument } from '../../gql/graphql';

/**
 * The UpdateSchedule mutation, its answer put where the Schedule query reads it, and the facts
 * the account shares with the schedule (time zone, auto-post, frequency) put on the cached user,
 * so Settings shows them and does not save the old ones back.
 */
export function useUpdateSchedule() {
  return useMutation(UpdateScheduleDocument, {
    // The schedule has no id, so Apollo cannot match the answer to the cached query by itself.
    update: (cache, { data }) => {
      if (!data) return;
      const schedule = data.updateSchedule;
      cache.writeQuery({ query: ScheduleDocument, data: { schedule } });
      const me = cache.readQuery({ query: MeDocument })?.me;
      if (!me) return;
      cache.modify({
        id: cache.identify(me),
        fields: {
          timezone: () => schedule.timezone,
          autoPostEnabled: () => schedule.autoPost,
          postingFrequency: () => schedule.frequency,
        },
      });
    },
  });
}
