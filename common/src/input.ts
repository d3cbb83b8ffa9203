import type * as yup from 'yup';
import { INPUT_MESSAGES as M } from './messages';

/**
 * The shape check that runs before any rule: what a hostile or careless client can send that the
 * rules themselves would trip over (an array where text belongs, `__proto__` as a key, a NUL
 * byte Postgres refuses, a list of 50,000 items). It walks the input along the schema, keeps only
 * the keys the schema declares, and reports each problem as a field message. What passes is
 * safe to hand to yup and, after yup, to the database.
 */

/** Text with no maximum of its own is still bounded by this. */
export const TEXT_MAX_DEFAULT = 10_000;
/** No list is longer than this; a list's own maximum may be lower. */
export const LIST_MAX_DEFAULT = 100;

export interface InputProblem {
  field: string;
  message: string;
}

/** The canonical text form of a uuid, as Postgres' uuid columns accept it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** A lone surrogate half: not text any database or JSON encoder can store faithfully. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters no one types: C0 but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What is wrong with a string's characters, if anything. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return M.nulCharacter;
  if (LONE_SURROGATE.test(value)) return M.invalidUnicode;
  if (CONTROL.test(value)) return M.controlCharacter;
  return null;
}

/** A record of fields: parsed JSON or a GraphQL input object, not a list, date or boxed value. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

interface Description {
  type: string;
  tests: { name?: string; params?: Record<string, unknown> }[];
}

const descriptions = new WeakMap<yup.AnySchema, Description>();

/** The schema's type and its tests' parameters; yup's describe() is not free, so it is kept. */
function describe(schema: yup.AnySchema): Description {
  let description = descriptions.get(schema);
  if (!description) {
    const { type, tests } = schema.describe() as Description;
    description = { type, tests };
    descriptions.set(schema, description);
  }
  return description;
}

/** The schema's own maximum, whose message the rules give; null when it has none. */
function ownMax(schema: yup.AnySchema): number | null {
  const value = describe(schema).tests.find((t) => t.name === 'max')?.params?.max;
  return typeof value === 'number' ? value : null;
}

const path = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The input with only declared keys, or the problems found. Values the schema does not
 * describe (yup.mixed) pass as they are.
 */
export function prepareInput(
  schema: yup.AnySchema,
  input: unknown,
): { value: unknown; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const value = prepare(schema, input, '', problems);
  return { value, problems };
}

function prepare(
  schema: yup.AnySchema,
  value: unknown,
  field: string,
  problems: InputProblem[],
): unknown {
  if (value === undefined || value === null) return value;
  const { type } = describe(schema);
  switch (type) {
    case 'object':
      return prepareObject(schema as yup.AnyObjectSchema, value, field, problems);
    case 'array':
      return prepareArray(
        schema as yup.ArraySchema<unknown[], yup.AnyObject>,
        value,
        field,
        problems,
      );
    case 'string':
      return prepareText(schema, value, field, problems);
    case 'boolean':
      if (typeof value === 'boolean' || value === 'true' || value === 'false') return value;
      problems.push({ field, message: M.notBoolean });
      return undefined;
    case 'number':
    case 'date':
      if (typeof value === 'number') return value;
      if (typeof value === 'string') return checkText(value, null, field, problems);
      if (type === 'date' && value instanceof Date) return value;
      problems.push({ field, message: type === 'number' ? M.notNumber : M.notDate });
      return undefined;
    default:
      return value;
  }
}

function prepareObject(
  schema: yup.AnyObjectSchema,
  value: unknown,
  field: string,
  problems: InputProblem[],
): unknown {
  if (!isRecord(value)) {
    problems.push({ field, message: M.notObject });
    return undefined;
  }
  const fields = schema.fields as Record<string, yup.AnySchema>;
  const prepared: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // Own keys of the schema only: `toString`, `constructor` or `__proto__` name no field.
    if (!Object.prototype.hasOwnProperty.call(fields, key)) continue;
    const fieldSchema = fields[key];
    if (!fieldSchema) continue;
    prepared[key] = prepare(fieldSchema, value[key], path(field, key), problems);
  }
  return prepared;
}

function prepareArray(
  schema: yup.ArraySchema<unknown[], yup.AnyObject>,
  value: unknown,
  field: string,
  problems: InputProblem[],
): unknown {
  if (!Array.isArray(value)) {
    problems.push({ field, message: M.notList });
    return undefined;
  }
  // A list a little over its own maximum is judged by the rules, with their message; one far
  // over any list's is refused here, before its items are looked at one by one.
  if (value.length > LIST_MAX_DEFAULT) {
    problems.push({ field, message: M.tooManyItems(ownMax(schema) ?? LIST_MAX_DEFAULT) });
    return undefined;
  }
  const inner = schema.innerType as yup.AnySchema | undefined;
  if (!inner) return value;
  return value.map((item, index) => prepare(inner, item, path(field, index), problems));
}

function prepareText(
  schema: yup.AnySchema,
  value: unknown,
  field: string,
  problems: InputProblem[],
): unknown {
  // A number is not text either: `{ "name": -1 }` is a client's mistake, not the name "-1".
  if (typeof value !== 'string') {
    problems.push({ field, message: M.notText });
    return undefined;
  }
  return checkText(value, ownMax(schema) === null ? TEXT_MAX_DEFAULT : null, field, problems);
}

/**
 * Characters, then the default length for text whose rules set none (a text with its own
 * maximum is judged by the rules, with their message).
 */
function checkText(
  value: string,
  max: number | null,
  field: string,
  problems: InputProblem[],
): unknown {
  const problem = textProblem(value);
  if (problem) {
    problems.push({ field, message: problem });
    return undefined;
  }
  if (max !== null && value.length > max && value.trim().length > max) {
    problems.push({ field, message: M.tooLong(max) });
    return undefined;
  }
  return value;
}
