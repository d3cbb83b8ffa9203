import type { RestRoute } from '../../kernel/rest';
import { restShape } from '../../kernel/rest-shape';
import type { User } from '../users/user.entity';
import type { Voice, VoiceService } from './voice.service';
import { VoiceType } from './voice.types';

const voiceJson = (voice: Voice) => ({ voice: restShape(VoiceType, voice) });

/** The voice over REST, the same service as GraphQL's. */
export const voiceRoutes = ({ voices }: { voices: VoiceService }): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/voice',
    auth: true,
    handler: async ({ user }) => voiceJson(await voices.get(user)),
  },
  {
    method: 'post',
    path: '/voice/learn',
    auth: true,
    handler: async ({ user, body }) => voiceJson(await voices.learn(user, body)),
  },
  {
    method: 'put',
    path: '/voice',
    auth: true,
    handler: async ({ user, body }) => voiceJson(await voices.update(user, body)),
  },
  {
    method: 'delete',
    path: '/voice',
    auth: true,
    handler: async ({ user }) => voiceJson(await voices.reset(user)),
  },
];
