import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import type { ContentService } from './content.service';

/** The specification's POST /content/generate, and the editor's help: hooks and rewrites. */
export const contentRoutes = ({ content }: { content: ContentService }): RestRoute<User>[] => [
  {
    method: 'post',
    path: '/content/generate',
    auth: true,
    handler: ({ user, body }) => content.generate(user, body),
  },
  {
    method: 'get',
    path: '/content/writer',
    auth: true,
    handler: async ({ user }) => ({ writer: await content.describeWriter(user) }),
  },
  {
    method: 'post',
    path: '/content/hooks',
    auth: true,
    handler: async ({ user, body }) => ({ hooks: await content.suggestHooks(user, body) }),
  },
  {
    method: 'post',
    path: '/content/rewrite',
    auth: true,
    handler: ({ user, body }) => content.rewritePost(user, body),
  },
];
