import type { RestRoute } from '../../../kernel/rest';
import type { User } from '../../users/user.entity';
import type { AiConnectionService } from './ai-connection.service';
import type { LocalAiFinder } from './local-ai';

/** The user's own AI connection over REST, the same service as GraphQL's. */
export const aiConnectionRoutes = ({
  connections,
  localAi,
}: {
  connections: AiConnectionService;
  localAi: LocalAiFinder;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/ai-connection/local',
    auth: true,
    handler: async () => ({ localAi: await localAi.find() }),
  },
  {
    method: 'get',
    path: '/ai-connection',
    auth: true,
    handler: async ({ user }) => ({ connection: await connections.get(user) }),
  },
  {
    method: 'put',
    path: '/ai-connection',
    auth: true,
    handler: async ({ user, body }) => ({ connection: await connections.save(user, body) }),
  },
  {
    method: 'delete',
    path: '/ai-connection',
    auth: true,
    handler: ({ user }) => connections.remove(user),
  },
  {
    method: 'post',
    path: '/ai-connection/test',
    auth: true,
    handler: async ({ user, body }) => ({ test: await connections.test(user, body) }),
  },
];
