import type { RestRoute } from '../../app/rest';

export const waitlistRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/waitlist',
    auth: false,
    handler: ({ body, meta, services }) => services.waitlist.join(body, meta),
  },
];
