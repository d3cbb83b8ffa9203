import { graphql, HttpResponse } from 'msw';
import {
  LinkedInConnectionDocument,
  type LinkedInConnectionFieldsFragment,
} from '../../../gql/graphql';

export type TestConnection = LinkedInConnectionFieldsFragment & {
  __typename: 'LinkedInConnection';
};

/** A connection as the server returns it; not connected, to the real LinkedIn, by default. */
export function makeConnection(
  overrides: Partial<LinkedInConnectionFieldsFragment> = {},
): TestConnection {
  return {
    __typename: 'LinkedInConnection',
    status: 'not_connected',
    name: null,
    expiresAt: null,
    expiresSoon: false,
    sandbox: false,
    ...overrides,
  };
}

export const connected = (overrides: Partial<LinkedInConnectionFieldsFragment> = {}) =>
  makeConnection({
    status: 'connected',
    name: 'Ada Lovelace',
    expiresAt: '2030-01-15T12:00:00.000Z',
    ...overrides,
  });

/** Answers the LinkedInConnection query with this connection. */
export const connectionReturns = (connection: TestConnection) =>
  graphql.query(LinkedInConnectionDocument, () =>
    HttpResponse.json({ data: { linkedInConnection: connection } }),
  );
