import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface Built<T> {
  select: string;
  table: string;
  columns: { key: string; column: ColumnMetadata; counts: boolean }[];
  create: () => T;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * An entity's columns in a statement written once: its table, its select list under an alias
 * (each column as `alias_column`), and a result row made into the entity as a find makes it (the
 * entity's class, each column converted by the driver). For the look-ups every request makes,
 * where building the query each time costs more than running it.
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

  /** `"alias"."column" AS "alias_column", …`: every column of the entity. */
  get select(): string {
    return this.build().select;
  }

  /** The entity's table, quoted, for FROM and JOIN. */
  get table(): string {
    return this.build().table;
  }

  /**
   * The entity in a row the select list was part of; null when none of its columns has a value
   * (an outer join that found nothing), as a find leaves a relation it did not find.
   */
  from(row: Record<string, unknown>): T | null {
    const { columns, create } = this.build();
    const driver = this.dataSource.driver;
    const entity = create();
    let found = false;
    for (const { key, column, counts } of columns) {
      const value = row[key];
      if (value === undefined) continue;
      if (value !== null && counts) found = true;
      column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return found ? entity : null;
  }

  private build(): Built<T> {
    if (this.built) return this.built;
    const metadata = this.dataSource.getMetadata(this.target);
    const alias = this.alias;
    const columns = metadata.columns
      .filter((column) => !column.isVirtual)
      .map((column) => ({
        key: `${alias}_${column.databaseName}`,
        column,
        counts: !column.isVirtualProperty,
      }));
    this.built = {
      table: metadata.tablePath.split('.').map(quote).join('.'),
      select: columns
        .map(({ key, column }) => `${quote(alias)}.${quote(column.databaseName)} AS ${quote(key)}`)
        .join(', '),
      columns,
      // As a find makes it (its class's constructor, then the columns).
      create: () => metadata.create(undefined, { fromDeserializer: true }) as T,
    };
    return this.built;
  }
}
