import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import type { ContentService } from './content.service';

/** Spec §7's generation path. */
export const contentRoutes = ({ content }: { content: ContentService }): RestRoute<User>[] => [
  {
    method: 'post',
    path: '/content/generate',
    auth: true,
    handler: ({ user, body }) => content.generate(user, body),
  },
];
