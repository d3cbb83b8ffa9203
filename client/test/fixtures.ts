import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { MeDocument, type SessionUserFragment } from '../src/gql/graphql';

export type TestUser = SessionUserFragment & { __typename: 'User' };

/** A user as the server returns it; override only what a test is about. */
export function makeUser(overrides: Partial<SessionUserFragment> = {}): TestUser {
  return {
    __typename: 'User',
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    jobTitle: null,
    company: null,
    bio: null,
    location: null,
    website: null,
    phone: null,
    profilePicture: null,
    isEmailVerified: false,
    hasCompletedOnboarding: false,
    linkedInConnected: false,
    createdAt: '2025-01-15T10:00:00.000Z',
    timezone: 'UTC',
    language: 'en',
    emailNotifications: true,
    pushNotifications: true,
    autoPostEnabled: false,
    contentApprovalRequired: true,
    contentNiches: [],
    personalContext: null,
    targetAudience: null,
    tone: 'professional',
    defaultPostingTime: '09:00',
    postingFrequency: 'daily',
    ...overrides,
  };
}

export const unverifiedUser = () => makeUser();
export const verifiedUser = () => makeUser({ isEmailVerified: true });
export const onboardedUser = () =>
  makeUser({ isEmailVerified: true, hasCompletedOnboarding: true });

/** Answers the Me query with this user, as the server does for a valid token. */
export const meReturns = (user: TestUser) =>
  graphql.query(MeDocument, () => HttpResponse.json({ data: { me: user } }));

/** A GraphQL error body the way the server shapes it (message + extensions.code). */
export function graphQLError(message: string, code: string, extra: Record<string, unknown> = {}) {
  // `never` data fits the response type of every operation's handler.
  return HttpResponse.json<GraphQLResponseBody<never>>({
    data: null,
    errors: [{ message, extensions: { code, ...extra } }],
  });
}
