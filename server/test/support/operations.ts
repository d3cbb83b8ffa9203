import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** The contract every GraphQL test reads: the committed schema.graphql, not the running server. */
export const CONTRACT = buildSchema(
  readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'),
);

export interface Operation {
  kind: 'query' | 'mutation';
  field: string;
  args: readonly GraphQLArgument[];
  /** The document, taking each argument as a variable of the argument's own name. */
  document: string;
}

/** Every root field of the contract as an operation that selects as little as it may. */
export function contractOperations(): Operation[] {
  const roots = [
    ['query', CONTRACT.getQueryType()],
    ['mutation', CONTRACT.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      kind,
      field: field.name,
      args: field.args,
      document: documentFor(kind, field),
    })),
  );
}

function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} ${field.name[0]!.toUpperCase()}${field.name.slice(1)}${
    variables ? `(${variables})` : ''
  } { ${field.name}${args ? `(${args})` : ''}${selection(field.type)} }`;
}

function selection(type: GraphQLOutputType): string {
  return isObjectType(getNamedType(type)) ? ' { __typename }' : '';
}

/**
 * A value of the argument's type, well-formed for GraphQL (so the operation reaches its
 * resolver) but not necessarily meaningful to the service. `leaf` may replace any scalar.
 */
export function sampleValue(
  type: GraphQLInputType,
  leaf: (scalar: string, fallback: unknown) => unknown = (_scalar, fallback) => fallback,
): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, leaf);
  if (isListType(type)) return [sampleValue(type.ofType, leaf)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, sampleValue(f.type, leaf)]),
    );
  }
  if (isScalarType(type)) return leaf(type.name, SCALAR_SAMPLES[type.name] ?? 'sample');
  throw new Error(`No sample for ${String(type)}`);
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'sample',
  ID: '00000000-0000-4000-8000-000000000000',
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTimeISO: '2030-01-01T09:00:00.000Z',
};

/** Variables for an operation: a sample for every argument. */
export function sampleVariables(
  operation: Operation,
  leaf?: (scalar: string, fallback: unknown) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(operation.args.map((a) => [a.name, sampleValue(a.type, leaf)]));
}
