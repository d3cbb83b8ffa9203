import type { DataSource } from 'typeorm';
import type { CarouselThreads } from '../../kernel/config';
import { EndpointPolicy } from '../../kernel/guarded-fetch';
import type { Logger } from '../../kernel/logger';
import type { MediaStore } from '../../kernel/media/media-store';
import { periodic, type FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { ScheduleService } from '../schedule/schedule.service';
import { AttachmentsService } from './attachments/attachments.service';
import { CarouselService } from './attachments/carousel.service';
import { LinkPreviewService } from './attachments/link-preview';
import { MediaResolver } from './attachments/media.resolver';
import { mediaRoutes } from './attachments/media.rest';
import { MediaService } from './attachments/media.service';
import { PostsResolver } from './posts.resolver';
import { postsRoutes } from './posts.rest';
import { OffSchedulePosts } from './off-schedule-posts';
import { PostMoves } from './post-moves';
import { PostScheduling } from './post-scheduling';
import { PostsService } from './posts.service';
import { PublishingClaims } from './publishing-claims';
import { StatisticsClaims } from './statistics-claims';

/** How often the worker removes files no post carries. */
const MEDIA_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Posts and their lifecycle; a scheduled post is due at its time, in Postgres alone. What posts
 * carry besides their text (uploaded images and PDFs, link cards, polls) lives in attachments/.
 */
export function postsModule(deps: {
  dataSource: DataSource;
  schedules: ScheduleService;
  activity: ActivityService;
  media: MediaStore;
  /** Which internal hosts a link preview may read (the rule users' AI connections follow). */
  privateHosts: ConstructorParameters<typeof EndpointPolicy>[0];
  /** The carousel maker's threads kept between carousels (CAROUSEL_THREADS). */
  carouselThreads: CarouselThreads;
  /** How long after going out a post's statistics are first due. */
  firstStatisticsAfterMs: number;
  logger: Logger;
}) {
  const media = new MediaService(deps.dataSource, deps.media);
  const attachments = new AttachmentsService(media);
  const links = new LinkPreviewService(new EndpointPolicy(deps.privateHosts), media);
  const carousels = new CarouselService(media, deps.media, deps.logger, deps.carouselThreads);
  const moves = new PostMoves(deps.dataSource, attachments);
  const posts = new PostsService(deps.dataSource, moves, deps.activity, attachments, media);
  const scheduling = new PostScheduling(deps.dataSource, moves, deps.schedules, deps.activity);
  const offSchedule = new OffSchedulePosts(
    deps.dataSource,
    moves,
    deps.schedules,
    deps.activity,
    scheduling,
  );
  const module: FeatureModule = {
    resolvers: [
      new PostsResolver(posts, scheduling, offSchedule),
      new MediaResolver(media, links, carousels),
    ],
    routes: [...postsRoutes({ posts, scheduling }), ...mediaRoutes({ media, links, carousels })],
    runners: [
      periodic(
        MEDIA_SWEEP_EVERY_MS,
        () => media.sweepUnattached(),
        (error) => deps.logger.error({ err: error }, 'sweeping unattached media failed'),
      ),
    ],
  };
  return {
    posts,
    scheduling,
    claims: new PublishingClaims(deps.dataSource, deps.firstStatisticsAfterMs),
    statistics: new StatisticsClaims(deps.dataSource),
    media,
    module,
    /** The carousel maker made ready for its first carousel (an API that serves people). */
    warmUp: () => carousels.warmUp(),
    /** Lets carousel pictures being drawn be stored before the database closes. */
    close: () => carousels.close(),
  };
}
