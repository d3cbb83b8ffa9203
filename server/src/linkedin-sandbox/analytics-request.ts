/**
 * How the sandbox reads and answers GET /rest/memberCreatorPostAnalytics, as LinkedIn's "Member
 * Post Statistics" documentation describes it (entity finder, TOTAL aggregation).
 */
import { POST_METRICS, type PostMetric } from './protocol';
import type { PostCounts } from './engagement.store';

export interface AnalyticsRequest {
  urn: string;
  /** The sandbox post's id, or null for a urn:li:ugcPost (the sandbox makes only shares). */
  postId: string | null;
  metric: PostMetric;
}

export type AnalyticsCheck =
  { ok: true; request: AnalyticsRequest } | { ok: false; message: string };

/** The figure each metric reports. */
const FIGURES: Record<PostMetric, keyof PostCounts> = {
  IMPRESSION: 'impressions',
  MEMBERS_REACHED: 'membersReached',
  REACTION: 'reactions',
  COMMENT: 'comments',
  RESHARE: 'reposts',
};

/** From this LinkedIn-Version on, metricType is the enum's name rather than a Rest.li union. */
const PLAIN_METRIC_TYPE_SINCE = 202605;

/**
 * The finder's parameters. `url` is the request's own, undecoded: Rest.li 2.0 reads the entity's
 * structure before percent-decoding, so (share:urn%3Ali%3Ashare%3A1) is a share record while
 * (share%3Aurn…) or an unescaped (share:urn:li:share:1) is not.
 */
export function readAnalyticsQuery(url: string, query: Record<string, unknown>): AnalyticsCheck {
  const fail = (message: string): AnalyticsCheck => ({ ok: false, message });
  const missing = (name: string) => fail(`A required parameter "${name}" is missing`);
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);

  const q = one('q');
  if (!q) return missing('q');
  if (q !== 'entity') {
    return fail(`The sandbox serves the entity finder only (q=entity), not q=${q}`);
  }

  const entities = (url.split('?')[1] ?? '')
    .split('&')
    .filter((param) => param.startsWith('entity='))
    .map((param) => param.slice('entity='.length));
  if (entities.length === 0) return missing('entity');
  const entity = entities.length === 1 ? readEntity(entities[0]) : null;
  if (!entity) {
    return fail(
      'entity must be (share:{URL-encoded urn:li:share URN}) or (ugc:{URL-encoded urn:li:ugcPost URN})',
    );
  }

  const metric = one('queryType');
  if (!metric) return missing('queryType');
  if (!isMetric(metric)) {
    return fail(`queryType must be one of ${POST_METRICS.join(', ')}, not ${metric}`);
  }

  const aggregation = one('aggregation');
  if (!aggregation) return missing('aggregation');
  if (aggregation === 'DAILY') return fail('The sandbox serves aggregation=TOTAL only, not DAILY');
  if (aggregation !== 'TOTAL') {
    return fail(`aggregation must be TOTAL or DAILY, not ${aggregation}`);
  }

  return { ok: true, request: { ...entity, metric } };
}

/** The documented answer: one TOTAL data point for the post. */
export function analyticsAnswer(version: string, request: AnalyticsRequest, counts: PostCounts) {
  const metricType =
    Number(version.slice(0, 6)) >= PLAIN_METRIC_TYPE_SINCE
      ? request.metric
      : {
          'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1':
            request.metric,
        };
  return {
    paging: { start: 0, count: 10, links: [] },
    elements: [
      {
        count: counts[FIGURES[request.metric]],
        metricType,
        targetEntity: { share: request.urn },
      },
    ],
  };
}

function readEntity(raw: string): Pick<AnalyticsRequest, 'urn' | 'postId'> | null {
  const record = /^\((share|ugc):([^():,']+)\)$/.exec(raw);
  if (!record) return null;
  let urn: string;
  try {
    urn = decodeURIComponent(record[2]);
  } catch {
    return null;
  }
  const id = /^urn:li:(share|ugcPost):(\d+)$/.exec(urn);
  if (!id || (id[1] === 'share') !== (record[1] === 'share')) return null;
  return { urn, postId: id[1] === 'share' ? id[2] : null };
}

function isMetric(value: string): value is PostMetric {
  return (POST_METRICS as readonly string[]).includes(value);
}
