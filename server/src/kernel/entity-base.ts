import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns most tables share, for an entity to extend (TypeORM's concrete table inheritance:
 * an abstract class is no table; each entity that extends it gets its columns in its own table).
 * An entity extends the one that names exactly the columns its table has, so the schema the
 * migrations made stays the entities' (the migrations test checks that).
 *
 * TypeORM lists inherited columns before the entity's own; nothing reads columns by position
 * except EntityColumns, which takes the order from the same metadata.
 */

/** created_at: the moment the row was inserted (Postgres's now() by default). */
export abstract class CreatedAt {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** created_at, and updated_at: TypeORM sets it to now() on every save or update. */
export abstract class Timestamps extends CreatedAt {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A uuid id that Postgres makes (gen_random_uuid()), and created_at. */
export abstract class IdAndCreatedAt extends CreatedAt {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}

/** A uuid id that Postgres makes, created_at and updated_at. */
export abstract class IdAndTimestamps extends Timestamps {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}
