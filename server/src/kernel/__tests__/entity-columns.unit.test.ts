import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { UNCONVERTED_TYPES } from '../entity-columns';

/** What the database driver (pg) gives for columns of these types, and a few values besides. */
const VALUES: unknown[] = [
  'text',
  '',
  '1',
  '{a,b}',
  '[1,2]',
  'true',
  '2026-03-01 09:30:00+00',
  7,
  0,
  -1.5,
  true,
  false,
  ['a', 'b'],
  [],
  { kind: 'poll', options: ['a', 'b'] },
  new Date('2026-03-01T09:30:00Z'),
];

describe('the column types read without conversion', () => {
  // prepareHydratedValue reads only the column's description, not the driver's state.
  const driver = Object.create(PostgresDriver.prototype) as PostgresDriver;

  it.each(UNCONVERTED_TYPES.map((type) => [type]))(
    "are left as they are by TypeORM's postgres driver: %s",
    (type) => {
      for (const isArray of [false, true]) {
        const column = { type, isArray, transformer: undefined } as unknown as ColumnMetadata;
        for (const value of VALUES) {
          expect(driver.prepareHydratedValue(value, column)).toBe(value);
        }
      }
    },
  );
});
