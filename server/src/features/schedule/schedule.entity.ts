import type { ScheduleFrequency, Weekday } from '@postpilot/common';
import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import { IdAndTimestamps } from '../../kernel/entity-base';
import { User } from '../users/user.entity';

/** When a user posts (one schedule per user; SCHEDULE_DEFAULTS until one is saved). */
@Entity('schedules')
export class Schedule extends IdAndTimestamps {
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 64 })
  timezone: string;

  @Column({ type: 'varchar', length: 10 })
  frequency: ScheduleFrequency;

  @Column({ name: 'custom_days', type: 'text', array: true, default: () => "'{}'" })
  customDays: Weekday[];

  @Column({ name: 'time_slots', type: 'text', array: true })
  timeSlots: string[];

  @Column({ name: 'auto_post', type: 'boolean', default: false })
  autoPost: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /**
   * When auto-post plans this schedule next: at once after a save with auto-post on, then when
   * its next slot comes into the planning horizon; null while auto-post is off or paused.
   */
  @Column({ name: 'next_plan_at', type: 'timestamptz', nullable: true })
  nextPlanAt: Date | null;
}
