import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType } from 'type-graphql';
import type { Context } from '../kernel/context';
import type { FeatureModule } from '../kernel/module';
import { AuthResolver } from '../features/auth/auth.resolver';
import { UsersResolver } from '../features/users/users.resolver';
import { WaitlistResolver } from '../features/waitlist/waitlist.resolver';
import { ContentResolver } from '../features/content/content.resolver';
import { AiConnectionResolver } from '../features/content/ai-connection/ai-connection.resolver';
import { PostsResolver } from '../features/posts/posts.resolver';
import { MediaResolver } from '../features/posts/attachments/media.resolver';
import { ScheduleResolver } from '../features/schedule/schedule.resolver';
import { LinkedInResolver } from '../features/linkedin/linkedin.resolver';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver';
import { AnalyticsResolver } from '../features/analytics/analytics.resolver';
import { NotificationsResolver } from '../features/notifications/notifications.resolver';
import { VoiceResolver } from '../features/voice/voice.resolver';
import { IdeasResolver } from '../features/ideas/ideas.resolver';

/** Every resolver, listed explicitly (no globs), so the schema is the same wherever it is built. */
export const RESOLVERS = [
  AuthResolver,
  UsersResolver,
  WaitlistResolver,
  ContentResolver,
  AiConnectionResolver,
  PostsResolver,
  MediaResolver,
  ScheduleResolver,
  LinkedInResolver,
  DashboardResolver,
  AnalyticsResolver,
  NotificationsResolver,
  VoiceResolver,
  IdeasResolver,
] as const;

let schema: Promise<GraphQLSchema> | undefined;

/** Built once a process: type-graphql's metadata is global, and rebuilding costs. */
export function getSchema(): Promise<GraphQLSchema> {
  // Inputs are checked by the services with the shared yup rules (one set of rules for
  // GraphQL and REST), so type-graphql's class-validator integration stays off.
  // Each request's context names the app whose resolver instances answer it (resolverContainer).
  schema ??= buildSchema({
    resolvers: [...RESOLVERS],
    validate: false,
    container: ({ context }: { context: Context }) => context.container,
  }).then(readPropertiesDirectly);
  return schema;
}

/**
 * type-graphql gives each field that has no resolver of its own one that runs the field's
 * middlewares and auth check, then reads the property. Without any (none is declared, and the
 * schema above has no global middleware or auth checker), each such field reads the property
 * directly: the same value, without a call and an object more for every field of every answer
 * (a page of posts has hundreds).
 */
function readPropertiesDirectly(built: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const objectType of storage.objectTypes) {
    const type = built.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const graphqlField = fields[field.schemaName];
      if (!graphqlField?.resolve) continue;
      const resolvedElsewhere = storage.fieldResolvers.some(
        (resolver) =>
          resolver.methodName === field.name && resolver.getObjectType?.() === field.target,
      );
      if (resolvedElsewhere || field.middlewares?.length || field.roles !== undefined) continue;
      const property = field.name;
      const read: GraphQLFieldResolver<Record<string, unknown>, Context> = (root) => root[property];
      graphqlField.resolve = read;
    }
  }
  return built;
}

/** The modules' resolver instances, found by their class, as type-graphql asks for them. */
export function resolverContainer(modules: readonly FeatureModule[]): ContainerType {
  const instances = new Map<unknown, object>();
  for (const resolver of modules.flatMap((module) => module.resolvers ?? [])) {
    instances.set(resolver.constructor, resolver);
  }
  const missing = RESOLVERS.filter((resolver) => !instances.has(resolver));
  if (missing.length) {
    throw new Error(`No module builds ${missing.map((resolver) => resolver.name).join(', ')}`);
  }
  const unlisted = [...instances.keys()].filter(
    (resolver) => !(RESOLVERS as readonly unknown[]).includes(resolver),
  );
  if (unlisted.length) {
    throw new Error(
      `RESOLVERS does not list ${unlisted.map((r) => (r as () => void).name).join(', ')}`,
    );
  }
  return { get: (resolverClass: unknown) => instances.get(resolverClass) };
}
