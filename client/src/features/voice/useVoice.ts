import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  LearnVoiceDocument,
  ResetVoiceDocument,
  UpdateVoiceDocument,
  VoiceDocument,
  type VoiceFieldsFragment,
} from '../../gql/graphql';

/** The voice has no id: each answer replaces the cached `voice` query. */
const keep = (cache: ApolloCache, voice: VoiceFieldsFragment | undefined) => {
  if (voice) cache.writeQuery({ query: VoiceDocument, data: { voice } });
};

/** The user's voice, and what changes it: learning, editing, forgetting. */
export function useVoice() {
  const query = useQuery(VoiceDocument);
  const [learnVoice, learning] = useMutation(LearnVoiceDocument, {
    update: (cache, { data }) => keep(cache, data?.learnVoice),
  });
  const [updateVoice, updating] = useMutation(UpdateVoiceDocument, {
    update: (cache, { data }) => keep(cache, data?.updateVoice),
  });
  const [resetVoice, resetting] = useMutation(ResetVoiceDocument, {
    update: (cache, { data }) => keep(cache, data?.resetVoice),
  });
  return {
    voice: query.data?.voice,
    error: query.error,
    refetch: query.refetch,
    learn: async (posts: string[]) => {
      const { data } = await learnVoice({ variables: { input: { posts } } });
      return data?.learnVoice;
    },
    learning: learning.loading,
    update: updateVoice,
    updating: updating.loading,
    reset: resetVoice,
    resetting: resetting.loading,
  };
}
