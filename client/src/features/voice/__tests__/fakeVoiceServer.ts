import { graphql, HttpResponse } from 'msw';
import { describeVoice, VOICE_DEFAULTS, type VoiceProfile } from '@postpilot/common';
import {
  LearnVoiceDocument,
  ResetVoiceDocument,
  UpdateVoiceDocument,
  VoiceDocument,
  type LearnVoiceMutationVariables,
  type UpdateVoiceInput,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';

/** A profile learned from three posts with question openings, emojis and two hashtags each. */
export const LEARNED: VoiceProfile = {
  sampleCount: 3,
  words: 120,
  paragraphs: 3,
  sentenceWords: 11,
  hookStyles: ['question'],
  emojis: 'often',
  favouriteEmojis: ['🚀', '✅'],
  hashtags: 2,
  favouriteHashtags: ['Leadership', 'RemoteWork'],
  readingGrade: 7,
  themes: ['remote teams', 'onboarding'],
  avoid: ['game-changer', 'synergy', 'thrilled to announce'],
};

interface StoredVoice {
  learned: VoiceProfile | null;
  edits: Partial<VoiceProfile>;
  samples: string[];
  learnFromPublished: boolean;
}

/** The voice as the server answers it: what was learned, with the edits on top. */
function answer(stored: StoredVoice) {
  const edited = Object.keys(stored.edits);
  const profile =
    stored.learned || edited.length > 0
      ? { ...(stored.learned ?? VOICE_DEFAULTS), ...stored.edits }
      : null;
  return {
    __typename: 'Voice' as const,
    profile: profile && { __typename: 'VoiceProfile' as const, ...profile },
    summary: profile ? describeVoice(profile) : [],
    sampleCount: stored.samples.length,
    learnFromPublished: stored.learnFromPublished,
    edited,
  };
}

/**
 * The server behind the Voice tab: it learns LEARNED from any posts, keeps edits as the real one
 * does, and records what each request asked. `refuse` answers the next request with an error.
 */
export function fakeVoiceServer(initial: Partial<StoredVoice> = {}) {
  const stored: StoredVoice = {
    learned: null,
    edits: {},
    samples: [],
    learnFromPublished: true,
    ...initial,
  };
  const asked = {
    learned: [] as string[][],
    updates: [] as UpdateVoiceInput[],
    resets: 0,
  };
  let refusal: Response | null = null;
  const refused = () => {
    const response = refusal;
    refusal = null;
    return response;
  };

  server.use(
    graphql.query(VoiceDocument, () => HttpResponse.json({ data: { voice: answer(stored) } })),
    graphql.mutation(LearnVoiceDocument, ({ variables }) => {
      const { posts } = (variables as LearnVoiceMutationVariables).input;
      asked.learned.push(posts);
      const refusedWith = refused();
      if (refusedWith) return refusedWith;
      stored.samples = [...new Set([...posts, ...stored.samples])];
      stored.learned = { ...LEARNED, sampleCount: stored.samples.length };
      return HttpResponse.json({ data: { learnVoice: answer(stored) } });
    }),
    graphql.mutation(UpdateVoiceDocument, ({ variables }) => {
      const { input } = variables as { input: UpdateVoiceInput };
      asked.updates.push(input);
      const refusedWith = refused();
      if (refusedWith) return refusedWith;
      const { learnFromPublished, ...fields } = input;
      if (typeof learnFromPublished === 'boolean') stored.learnFromPublished = learnFromPublished;
      const base: VoiceProfile = stored.learned ?? VOICE_DEFAULTS;
      for (const [field, value] of Object.entries(fields)) {
        if (value === null || value === undefined) continue;
        const key = field as keyof VoiceProfile;
        if (JSON.stringify(base[key]) === JSON.stringify(value)) delete stored.edits[key];
        else Object.assign(stored.edits, { [key]: value });
      }
      return HttpResponse.json({ data: { updateVoice: answer(stored) } });
    }),
    graphql.mutation(ResetVoiceDocument, () => {
      asked.resets += 1;
      Object.assign(stored, { learned: null, edits: {}, samples: [] });
      return HttpResponse.json({ data: { resetVoice: answer(stored) } });
    }),
  );
  return {
    asked,
    stored,
    refuse(response: Response) {
      refusal = response;
    },
  };
}
