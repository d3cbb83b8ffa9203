import type { RestRoute } from '../../kernel/rest';
import type { WaitlistService } from './waitlist.service';

export const waitlistRoutes = ({ waitlist }: { waitlist: WaitlistService }): RestRoute[] => [
  {
    method: 'post',
    path: '/waitlist',
    auth: false,
    handler: ({ body, meta }) => waitlist.join(body, meta),
  },
];
