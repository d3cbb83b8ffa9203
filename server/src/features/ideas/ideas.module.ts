import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { EndpointPolicy } from '../../kernel/guarded-fetch';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import { IdeaFeedsService } from './idea-feeds.service';
import { REFRESH_IDEA_FEEDS_JOB, scheduleFeedRefresh } from './ideas.jobs';
import { IdeasResolver } from './ideas.resolver';
import { ideasRoutes } from './ideas.rest';
import { IdeasService } from './ideas.service';
import { FeedReader } from './reading/feed-reader';
import { PageReader } from './reading/page-reader';

/**
 * The idea bank: ideas for posts added by hand, from a page, or from followed feeds (read again
 * by the worker). Content's Generate and publishing's auto-post take ideas from it through the
 * composition root.
 */
export function ideasModule(deps: {
  dataSource: DataSource;
  /** The `plan` queue, where the feeds' refresh runs. */
  planQueue: Queue;
  /** Which internal hosts a page or feed may be on (the rule users' AI connections follow). */
  privateHosts: ConstructorParameters<typeof EndpointPolicy>[0];
  logger: Logger;
}) {
  const policy = new EndpointPolicy(deps.privateHosts);
  const ideas = new IdeasService(deps.dataSource, new PageReader(policy));
  const feeds = new IdeaFeedsService(
    deps.dataSource,
    new FeedReader(policy),
    deps.logger.child({ component: 'idea-feeds' }),
  );
  const module: FeatureModule = {
    resolvers: [new IdeasResolver(ideas, feeds)],
    routes: ideasRoutes({ ideas, feeds }),
    jobs: [handleJob(REFRESH_IDEA_FEEDS_JOB, () => feeds.refreshDue())],
    onWorkerStart: () => scheduleFeedRefresh(deps.planQueue),
  };
  return { ideas, feeds, module };
}
