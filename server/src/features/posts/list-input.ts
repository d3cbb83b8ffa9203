import type * as yup from 'yup';
import { isRecord, listPostsSchema, POST_STATUSES } from '@postpilot/common';
import { parseInput } from '../../kernel/input';

export interface ListInput {
  limit: number;
  offset: number;
  status: string | null;
}

/** A whole number the field's rules accept (its `min` and `max`), with its default. */
interface WholeNumberRule {
  min: number;
  max: number;
  default: number;
}

let listRules: { limit: WholeNumberRule; offset: WholeNumberRule } | undefined;

function wholeNumberRule(schema: yup.Schema): WholeNumberRule {
  const description = schema.describe() as yup.SchemaDescription & { default?: unknown };
  const bound = (name: 'min' | 'max') =>
    description.tests.find((test) => test.name === name)?.params?.[name];
  const [min, max, fallback] = [bound('min'), bound('max'), description.default];
  if (typeof min !== 'number' || typeof max !== 'number' || typeof fallback !== 'number') {
    throw new Error('listPostsSchema: expected whole numbers with a minimum, maximum and default');
  }
  return { min, max, default: fallback };
}

/**
 * listPostsSchema's reading of a page's input. The input every page of posts brings (numbers
 * in range or none, a known status or none) is read directly, with the bounds and defaults taken
 * from the schema; anything else (text from a query string, a wrong value) goes through it.
 */
export function listInput(input: unknown): ListInput {
  listRules ??= {
    limit: wholeNumberRule(listPostsSchema.fields.limit as yup.Schema),
    offset: wholeNumberRule(listPostsSchema.fields.offset as yup.Schema),
  };
  const values = input ?? {};
  if (isRecord(values)) {
    const { limit, offset, status } = values;
    const whole = (value: unknown, rule: WholeNumberRule) =>
      value === undefined ||
      (typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= rule.min &&
        value <= rule.max);
    if (
      whole(limit, listRules.limit) &&
      whole(offset, listRules.offset) &&
      (status === undefined || (POST_STATUSES as readonly unknown[]).includes(status))
    ) {
      return {
        limit: (limit as number | undefined) ?? listRules.limit.default,
        offset: (offset as number | undefined) ?? listRules.offset.default,
        status: (status as string | undefined) ?? null,
      };
    }
  }
  return parseInput(listPostsSchema, values);
}
