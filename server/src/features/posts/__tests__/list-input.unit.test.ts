import fc from 'fast-check';
import { listPostsSchema, POST_STATUSES } from '@postpilot/common';
import { parseInput } from '../../../kernel/input';
import { listInput } from '../list-input';

/** What the schema makes of the input: its values, or the error it throws. */
function bySchema(input: unknown): unknown {
  try {
    const { limit, offset, status } = parseInput(listPostsSchema, input ?? {});
    return { limit, offset, status };
  } catch (error) {
    return error;
  }
}

function read(input: unknown): unknown {
  try {
    return listInput(input);
  } catch (error) {
    return error;
  }
}

const numberish = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(0, -0, 1, 20, 100, 101, 999_999, 1_000_000, 1_000_001, 1.5, NaN, Infinity),
  fc.constantFrom(undefined, null, '', '20', ' 5 ', 'abc', '1e3', true, [], {}, ['5']),
);
const status = fc.oneof(
  fc.constantFrom(...POST_STATUSES),
  fc.constantFrom(undefined, null, '', 'Draft', 'bogus', 0, ['draft']),
);

describe("a page's input", () => {
  it('reads as the schema reads it, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.record(
          { limit: numberish, offset: numberish, status, other: fc.anything() },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(read(input)).toEqual(bySchema(input));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads no input, and inputs that are not objects, as the schema does', () => {
    for (const input of [undefined, null, {}, [], 'limit=5', 5, Object.create(null)]) {
      expect(read(input)).toEqual(bySchema(input));
    }
  });

  it('takes the defaults and the bounds from the schema', () => {
    expect(listInput({})).toEqual({ limit: 20, offset: 0, status: null });
    expect(listInput({ limit: 100, offset: 1_000_000, status: 'draft' })).toEqual({
      limit: 100,
      offset: 1_000_000,
      status: 'draft',
    });
    expect(read({ limit: 101 })).toEqual(bySchema({ limit: 101 }));
    expect(read({ limit: 101 })).toBeInstanceOf(Error);
  });
});
