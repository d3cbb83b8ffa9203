/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  name\n  jobTitle\n  company\n  bio\n  location\n  website\n  phone\n  profilePicture\n  isEmailVerified\n  hasCompletedOnboarding\n  linkedInConnected\n  createdAt\n  timezone\n  language\n  emailNotifications\n  pushNotifications\n  autoPostEnabled\n  contentApprovalRequired\n  contentNiches\n  personalContext\n  targetAudience\n  tone\n  defaultPostingTime\n  postingFrequency\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResendVerification {\n  resendVerification {\n    success\n    message\n    autoVerified\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.SessionUserFragmentDoc,
    "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.CompleteOnboardingDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation UpdateSettings($input: UpdateSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    success\n    message\n  }\n}": typeof types.UpdateSettingsDocument,
    "query LaunchDate {\n  launchDate\n}\n\nmutation JoinWaitlist($input: WaitlistInput!) {\n  joinWaitlist(input: $input) {\n    success\n    message\n  }\n}": typeof types.LaunchDateDocument,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  name\n  jobTitle\n  company\n  bio\n  location\n  website\n  phone\n  profilePicture\n  isEmailVerified\n  hasCompletedOnboarding\n  linkedInConnected\n  createdAt\n  timezone\n  language\n  emailNotifications\n  pushNotifications\n  autoPostEnabled\n  contentApprovalRequired\n  contentNiches\n  personalContext\n  targetAudience\n  tone\n  defaultPostingTime\n  postingFrequency\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResendVerification {\n  resendVerification {\n    success\n    message\n    autoVerified\n    user {\n      ...SessionUser\n    }\n  }\n}": types.SessionUserFragmentDoc,
    "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...SessionUser\n  }\n}": types.CompleteOnboardingDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.UpdateProfileDocument,
    "mutation UpdateSettings($input: UpdateSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    success\n    message\n  }\n}": types.UpdateSettingsDocument,
    "query LaunchDate {\n  launchDate\n}\n\nmutation JoinWaitlist($input: WaitlistInput!) {\n  joinWaitlist(input: $input) {\n    success\n    message\n  }\n}": types.LaunchDateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  name\n  jobTitle\n  company\n  bio\n  location\n  website\n  phone\n  profilePicture\n  isEmailVerified\n  hasCompletedOnboarding\n  linkedInConnected\n  createdAt\n  timezone\n  language\n  emailNotifications\n  pushNotifications\n  autoPostEnabled\n  contentApprovalRequired\n  contentNiches\n  personalContext\n  targetAudience\n  tone\n  defaultPostingTime\n  postingFrequency\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResendVerification {\n  resendVerification {\n    success\n    message\n    autoVerified\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  name\n  jobTitle\n  company\n  bio\n  location\n  website\n  phone\n  profilePicture\n  isEmailVerified\n  hasCompletedOnboarding\n  linkedInConnected\n  createdAt\n  timezone\n  language\n  emailNotifications\n  pushNotifications\n  autoPostEnabled\n  contentApprovalRequired\n  contentNiches\n  personalContext\n  targetAudience\n  tone\n  defaultPostingTime\n  postingFrequency\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n    message\n  }\n}\n\nmutation ResendVerification {\n  resendVerification {\n    success\n    message\n    autoVerified\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["mutation CompleteOnboarding($input: OnboardingInput!) {\n  completeOnboarding(input: $input) {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSettings($input: UpdateSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation UpdateSettings($input: UpdateSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LaunchDate {\n  launchDate\n}\n\nmutation JoinWaitlist($input: WaitlistInput!) {\n  joinWaitlist(input: $input) {\n    success\n    message\n  }\n}"): (typeof documents)["query LaunchDate {\n  launchDate\n}\n\nmutation JoinWaitlist($input: WaitlistInput!) {\n  joinWaitlist(input: $input) {\n    success\n    message\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;