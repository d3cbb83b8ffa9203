import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from '../src/app/schema';

/** The schema.graphql contract and the schema the resolvers build must be the same, descriptions included. */
describe('the GraphQL contract', () => {
  it('matches the runtime schema built by type-graphql', async () => {
    const contract = readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8');
    const printSorted = (schema: Parameters<typeof lexicographicSortSchema>[0]) =>
      printSchema(lexicographicSortSchema(schema));
    expect(printSorted(await getSchema())).toBe(printSorted(buildSchema(contract)));
  });
});
