import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import { LinkedInConnectionService } from './linkedin-connection.service';
import { LinkedInClient } from './linkedin.client';
import { LinkedInResolver } from './linkedin.resolver';
import { linkedInCallback, linkedInRoutes } from './linkedin.rest';
import { ReconnectNotifier } from './reconnect-notifier';
import { TokenCipher } from './token-cipher';

/**
 * The LinkedIn connection: consent, tokens (encrypted), the client for LinkedIn's REST API, and
 * the "reconnect LinkedIn" mark that publishing and the statistics sync share (notifications
 * tell the user of it).
 */
export function linkedInModule(deps: {
  dataSource: DataSource;
  redis: Redis;
  config: Config;
  activity: ActivityService;
  logger: Logger;
}) {
  const { config } = deps;
  const client = new LinkedInClient(config.linkedin);
  const cipher = new TokenCipher(config.tokenEncryptionKey);
  const reconnect = new ReconnectNotifier(deps.dataSource, deps.activity);
  const linkedin = new LinkedInConnectionService(
    deps.dataSource,
    deps.redis,
    config.redisPrefix,
    client,
    cipher,
    config.linkedin,
    deps.activity,
    deps.logger.child({ feature: 'linkedin' }),
  );
  const module: FeatureModule = {
    resolvers: [new LinkedInResolver(linkedin)],
    routes: linkedInRoutes({ linkedin }),
    routers: [linkedInCallback(linkedin)],
  };
  return { linkedin, client, cipher, reconnect, module };
}
