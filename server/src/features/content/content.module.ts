import type { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AI_CONNECTION_MESSAGES as AM } from '@postpilot/common';
import type { Config } from '../../kernel/config';
import type { FeatureModule, Runner } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import type { ActivityService } from '../activity/activity.service';
import type { TokenCipher } from '../linkedin/token-cipher';
import { AiConnectionResolver } from './ai-connection/ai-connection.resolver';
import { aiConnectionRoutes } from './ai-connection/ai-connection.rest';
import { AiConnectionService } from './ai-connection/ai-connection.service';
import { LocalAiFinder } from './ai-connection/local-ai';
import { EndpointPolicy, guardedFetch } from '../../kernel/guarded-fetch';
import { generateJobs } from './content.jobs';
import { GenerationError } from './generation';
import { ContentResolver } from './content.resolver';
import { contentRoutes } from './content.rest';
import { ContentService, type IdeaSource, type RequestSources } from './content.service';
import { Writers } from './writers';
import { grammarChecker } from './editing/checker';

/** Keeps the grammar checker's thread ready while the worker runs, and ends it as it stops. */
function grammarCheckerRunner(): Runner {
  return {
    // A failed set-up is tried again by the first check, which reports it to the user.
    start: () => void grammarChecker.warmUp().catch(() => undefined),
    stop: () => grammarChecker.close(),
  };
}

/**
 * Content: writing posts in the user's voice, by the user's own AI connection, the server's AI
 * endpoint or the built-in writer (`writers`, which auto-post uses too).
 */
export function contentModule(deps: {
  dataSource: DataSource;
  queue: Queue;
  events: QueueEvents;
  config: Config;
  activity: ActivityService;
  limiter: RateLimiter;
  /** The token key's cipher, which seals users' API keys as it seals LinkedIn's tokens. */
  cipher: TokenCipher;
  /** The user's voice and latest posts, which every request carries. */
  sources: RequestSources;
  /** The idea bank, which Generate may start from. */
  ideas?: IdeaSource;
}) {
  const { config } = deps;
  // The Ollama the server was pointed at may be connected, wherever it runs; no other internal
  // service is opened by it.
  const policy = new EndpointPolicy(
    config.aiConnectionPrivateHosts,
    config.ollamaUrl ? [config.ollamaUrl] : [],
  );
  const localAi = new LocalAiFinder({ ollamaUrl: config.ollamaUrl });
  const userFetch = guardedFetch(policy, {
    privateAddress: () => new GenerationError('bad_request', AM.privateAddress, false),
    badUrl: () => new GenerationError('bad_request', AM.baseUrlInvalid, false),
    tooLarge: () => new GenerationError('malformed', AM.tooLarge, false),
  });
  const connections = new AiConnectionService(deps.dataSource, deps.cipher, deps.limiter, {
    policy,
    fetch: userFetch,
  });
  const writers = new Writers(connections, {
    ai: config.ai,
    userFetch,
    userTimeoutMs: config.aiConnectionTimeoutMs,
  });
  const content = new ContentService(
    deps.queue,
    deps.events,
    deps.activity,
    deps.limiter,
    { generationTimeoutMs: config.generationTimeoutMs },
    writers,
    deps.sources,
    deps.ideas,
  );
  const module: FeatureModule = {
    resolvers: [new ContentResolver(content), new AiConnectionResolver(connections, localAi)],
    routes: [...contentRoutes({ content }), ...aiConnectionRoutes({ connections, localAi })],
    jobs: generateJobs(writers),
    // The writing tools run on the worker: harper is set up as it starts, so the first Fix
    // grammar does not wait 1.5 s for it; tests set it up at their first check.
    runners: config.env === 'test' ? [] : [grammarCheckerRunner()],
  };
  return { content, connections, writers, localAi, module };
}
