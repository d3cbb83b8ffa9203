import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** How a column's value from the driver becomes the entity's. */
type Hydrate = (value: unknown) => unknown;

interface Built<T> {
  select: string;
  table: string;
  columns: { property: string; hydrate: Hydrate | null; counts: boolean }[];
  create: () => T;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Column types whose values Postgres's driver (pg) already gives as the entity holds them:
 * TypeORM's postgres driver leaves them as they are (it converts booleans, dates and times,
 * enums, numbers and its own "simple" types). The entity-columns unit test checks this list
 * against the driver.
 */
export const UNCONVERTED_TYPES: readonly unknown[] = [
  'uuid',
  'varchar',
  'character varying',
  'text',
  'integer',
  'int',
  'int4',
  'json',
  'jsonb',
];

/**
 * An entity's columns in a statement written once: its table, its select list under an alias,
 * and a result row (an array, `rowMode: 'array'`) made into the entity as a find makes it (the
 * entity's class, each column converted as TypeORM's driver converts it). For the look-ups every
 * request makes, where building the query each time costs more than running it.
 *
 * The list is read from the data source's metadata at first use, not when this is made: a data
 * source has metadata once it is initialized.
 */
export class EntityColumns<T extends ObjectLiteral> {
  private built: Built<T> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly target: EntityTarget<T>,
    readonly alias: string,
  ) {}

  /** `"alias"."column", …`: every column of the entity, in the order `from` reads them. */
  get select(): string {
    return this.build().select;
  }

  /** How many values of a row the select list takes. */
  get width(): number {
    return this.build().columns.length;
  }

  /** The entity's table, quoted, for FROM and JOIN. */
  get table(): string {
    return this.build().table;
  }

  /**
   * The entity in `row`, whose values from `start` on are the select list's; null when none of
   * its columns has a value (an outer join that found nothing), as a find leaves a relation it
   * did not find.
   */
  from(row: readonly unknown[], start = 0): T | null {
    const { columns, create } = this.build();
    const entity = create() as Record<string, unknown>;
    let found = false;
    for (let i = 0; i < columns.length; i++) {
      const value = row[start + i];
      if (value === undefined) continue;
      const { property, hydrate, counts } = columns[i]!;
      if (value !== null && counts) found = true;
      entity[property] = hydrate ? hydrate(value) : value;
    }
    return found ? (entity as T) : null;
  }

  private build(): Built<T> {
    if (this.built) return this.built;
    const metadata = this.dataSource.getMetadata(this.target);
    const driver = this.dataSource.driver;
    const alias = quote(this.alias);
    const columns = metadata.columns.filter((column) => !column.isVirtual);
    const unsupported = columns.find((column) => column.embeddedMetadata);
    if (unsupported) throw new Error(`${metadata.name}.${unsupported.propertyName} is embedded`);
    this.built = {
      table: metadata.tablePath.split('.').map(quote).join('.'),
      select: columns.map((column) => `${alias}.${quote(column.databaseName)}`).join(', '),
      columns: columns.map((column) => ({
        property: column.propertyName,
        hydrate: hydration(column, (value) => driver.prepareHydratedValue(value, column)),
        // A find counts a column towards "found" unless it is a virtual property.
        counts: !column.isVirtualProperty,
      })),
      // As a find makes it (its class's constructor, then the columns).
      create: () => metadata.create(undefined, { fromDeserializer: true }) as T,
    };
    return this.built;
  }
}

/** Null when the driver leaves the column's values as they are; else the driver's conversion. */
function hydration(column: ColumnMetadata, byDriver: Hydrate): Hydrate | null {
  if (column.transformer) return byDriver;
  return UNCONVERTED_TYPES.includes(column.type) ? null : byDriver;
}
