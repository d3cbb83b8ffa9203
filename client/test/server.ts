import { setupServer } from 'msw/node';

/** The one msw server of the client tests; each test adds the GraphQL handlers it needs. */
export const server = setupServer();
