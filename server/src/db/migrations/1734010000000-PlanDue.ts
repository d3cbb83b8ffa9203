import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auto-post plans a schedule when it is due (`schedules.next_plan_at`, indexed where set): at
 * once when the schedule is saved with auto-post on, then when its next slot comes into the
 * planning horizon. A post that leaves a slot ahead (deleted, declined, moved, back to draft)
 * makes its schedule due within the hour, as the planner's hourly runs used to refill it; a
 * trigger sees every such change, whichever door made it.
 */
export class PlanDue1734010000000 implements MigrationInterface {
  name = 'PlanDue1734010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedules ADD COLUMN next_plan_at timestamptz`);
    await q.query(`UPDATE schedules SET next_plan_at = now() WHERE is_active AND auto_post`);
    await q.query(
      `CREATE INDEX schedules_next_plan ON schedules (next_plan_at) WHERE next_plan_at IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION schedule_slot_freed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE schedules
           SET next_plan_at = least(coalesce(next_plan_at, 'infinity'), now() + interval '1 hour')
         WHERE user_id = OLD.user_id AND is_active AND auto_post;
        RETURN NULL;
      END $$`);
    // A slot within the planning horizon (7 days, and a day's margin) held by a post waiting for
    // approval or scheduled; a published or publishing post keeps its slot.
    const heldAhead = `OLD.status IN ('pending_approval', 'scheduled')
      AND OLD.scheduled_time > now() AND OLD.scheduled_time < now() + interval '8 days'`;
    await q.query(`
      CREATE TRIGGER posts_slot_freed AFTER UPDATE OF status, scheduled_time ON posts
        FOR EACH ROW WHEN (${heldAhead}
          AND (NEW.status NOT IN ('pending_approval', 'scheduled', 'publishing', 'published')
               OR NEW.scheduled_time IS DISTINCT FROM OLD.scheduled_time))
        EXECUTE FUNCTION schedule_slot_freed()`);
    await q.query(`
      CREATE TRIGGER posts_slot_deleted AFTER DELETE ON posts
        FOR EACH ROW WHEN (${heldAhead}) EXECUTE FUNCTION schedule_slot_freed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER posts_slot_deleted ON posts`);
    await q.query(`DROP TRIGGER posts_slot_freed ON posts`);
    await q.query(`DROP FUNCTION schedule_slot_freed()`);
    await q.query(`DROP INDEX schedules_next_plan`);
    await q.query(`ALTER TABLE schedules DROP COLUMN next_plan_at`);
  }
}
