import type { DataSource } from 'typeorm';
import type { ActivityService } from '../activity/activity.service';

/** A connection LinkedIn stopped accepting: whose, and when it was marked. */
export interface ReconnectNeeded {
  accountId: string;
  userId: string;
  at: Date;
}

export type ReconnectListener = (event: ReconnectNeeded) => Promise<void>;

/**
 * LinkedIn refused a member's token (publishing or fetching statistics): the connection is
 * marked as needing renewal, once, the activity says so, and the features above that tell the
 * user (notifications) hear of it through `subscribe`.
 */
export class ReconnectNotifier {
  private readonly listeners: ReconnectListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** Called once each time a connection becomes `needs_reconnect`. */
  subscribe(listener: ReconnectListener): void {
    this.listeners.push(listener);
  }

  /** LinkedIn refused the token: the connection needs renewing, and the user hears of it. */
  async notify(account: { id: string; userId: string }): Promise<void> {
    const result = await this.dataSource.query(
      `UPDATE linkedin_accounts SET status = 'needs_reconnect', updated_at = now()
        WHERE id = $1 AND status = 'connected' RETURNING id`,
      [account.id],
    );
    const changed = Array.isArray(result[0]) ? result[0].length > 0 : result.length > 0;
    if (!changed) return;
    await this.activity.record(
      account.userId,
      'linkedin_needs_reconnect',
      'LinkedIn no longer accepts our access: reconnect LinkedIn to keep publishing',
    );
    const event = { accountId: account.id, userId: account.userId, at: new Date() };
    for (const listener of this.listeners) await listener(event);
  }
}
