import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A statement that never changes, run under its own name: each database connection parses and
 * plans it once, and afterwards only receives the values. For the look-ups every request makes.
 * Rows come as arrays of the selected values, in order (see EntityColumns). Its text is built at
 * first use (it may need the data source's metadata); a failure is TypeORM's QueryFailedError,
 * as from `dataSource.query`.
 */
export class PreparedStatement {
  private text: string | undefined;

  /** `name` must be unique in the process: Postgres knows each connection's statements by it. */
  constructor(
    readonly name: string,
    private readonly build: () => string,
  ) {}

  async rows(dataSource: DataSource, values: unknown[]): Promise<unknown[][]> {
    const text = (this.text ??= this.build());
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    try {
      const result = await pool.query<unknown[]>({
        name: this.name,
        text,
        values,
        rowMode: 'array',
      });
      return result.rows;
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  }
}
