import type { DataSource } from 'typeorm';
import type { ActivityService } from '../activity/activity.service';
import type { EmailService } from '../email/email.service';
import { User } from '../users/user.entity';

/**
 * LinkedIn refused a member's token (publishing or fetching statistics): the connection is
 * marked as needing renewal, once, and the user hears of it in the activity and by e-mail.
 */
export class ReconnectNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailService,
    private readonly activity: ActivityService,
    private readonly appUrl: string,
  ) {}

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
    const user = await this.dataSource.getRepository(User).findOneBy({ id: account.userId });
    if (!user) return;
    const link = `${this.appUrl}/settings?tab=linkedin`;
    await this.email.send(
      {
        to: user.email,
        subject: 'Reconnect LinkedIn to keep publishing',
        text: `Hi ${user.firstName},\n\nLinkedIn no longer accepts Postpilot's access to your account, so your scheduled posts cannot go out. Reconnect LinkedIn here:\n\n${link}\n\nPosts that could not be published are marked as failed; you can schedule them again once reconnected.\n\nPostpilot`,
        html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>LinkedIn no longer accepts Postpilot's access to your account, so your scheduled posts cannot go out.</p><p><a href="${link}">Reconnect LinkedIn</a></p><p>Posts that could not be published are marked as failed; you can schedule them again once reconnected.</p><p>Postpilot</p>`,
      },
      `linkedin-reconnect-${account.id}-${Date.now()}`,
    );
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
