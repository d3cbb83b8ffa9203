import { Column, Entity } from 'typeorm';
import { IdAndCreatedAt } from '../../kernel/entity-base';

/** An address waiting for the launch; stored lower-cased, once. */
@Entity('waitlist_entries')
export class WaitlistEntry extends IdAndCreatedAt {
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;
}
