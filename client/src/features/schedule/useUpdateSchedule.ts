import { useMutation } from '@apollo/client/react';
import { ScheduleDocument, UpdateScheduleDocument } from '../../gql/graphql';

/** The UpdateSchedule mutation, its answer put where the Schedule query reads it. */
export function useUpdateSchedule() {
  return useMutation(UpdateScheduleDocument, {
    // The schedule has no id, so Apollo cannot match the answer to the cached query by itself.
    update: (cache, { data }) => {
      if (data) {
        cache.writeQuery({ query: ScheduleDocument, data: { schedule: data.updateSchedule } });
      }
    },
  });
}
