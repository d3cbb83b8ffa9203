import type { ReactNode } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import type { AnalyticsQuery } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/layout/SectionCard';
import { AddBestTimeButton } from './AddBestTimeButton';
import {
  capitalize,
  formatHourWindow,
  formatToneComparison,
  NOT_ENOUGH_DATA,
} from '../analyticsFormat';
import { numberFormat } from '../../../shared/format/display';

type Insights = AnalyticsQuery['analytics']['insights'];

const engagementFormat = () => numberFormat({ maximumFractionDigits: 1 });
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Posts then drew 12.5 likes, comments and shares on average (4 posts).' */
const drew = (averageEngagement: number, posts: number) =>
  `${engagementFormat().format(averageEngagement)} likes, comments and shares on average ` +
  `(${plural(posts, 'post')})`;

function Insight({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ listStyle: 'none' }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(10, 102, 194, 0.08)',
          '& svg': { fontSize: 20 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function NotEnoughData({ insights }: { insights: Insights }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3, px: 1 }}>
      <InsightsOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{NOT_ENOUGH_DATA}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Insights appear once {insights.minimumSample} posts published in this period have
        statistics; {insights.sampleSize} so far.
      </Typography>
    </Box>
  );
}

const value = { fontWeight: 600 } as const;
const detail = { color: 'text.secondary', display: 'block' } as const;

/**
 * Performance Insights, drawn from the period's posts that have statistics (fixed texts in the
 * specification, made real): the best time window and day to post, and how each tone does.
 */
export function InsightsCard({ insights }: { insights: Insights | undefined }) {
  let body;
  if (!insights) {
    body = (
      <Stack spacing={1.5} role="status" aria-label="Loading insights">
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Skeleton width="80%" />
      </Stack>
    );
  } else if (insights.sampleSize < insights.minimumSample) {
    body = <NotEnoughData insights={insights} />;
  } else {
    const { bestTime, bestDay, tones } = insights;
    body = (
      <Stack component="ul" spacing={2} aria-label="Insights" sx={{ m: 0, p: 0 }}>
        <Insight icon={<AccessTimeIcon />} label="Best time to post">
          {bestTime ? (
            <>
              <Typography sx={value}>
                {formatHourWindow(bestTime.startHour, bestTime.endHour)} ({insights.timezone})
              </Typography>
              <Typography variant="caption" sx={detail}>
                {drew(bestTime.averageEngagement, bestTime.posts)}
              </Typography>
              <AddBestTimeButton hour={bestTime.startHour} />
            </>
          ) : (
            <Typography sx={value}>{NOT_ENOUGH_DATA}</Typography>
          )}
        </Insight>
        <Insight icon={<CalendarTodayOutlinedIcon />} label="Best day to post">
          {bestDay ? (
            <>
              <Typography sx={value}>{capitalize(bestDay.day)}</Typography>
              <Typography variant="caption" sx={detail}>
                {drew(bestDay.averageEngagement, bestDay.posts)}
              </Typography>
            </>
          ) : (
            <Typography sx={value}>{NOT_ENOUGH_DATA}</Typography>
          )}
        </Insight>
        <Insight icon={<RecordVoiceOverOutlinedIcon />} label="By tone">
          {tones.length === 0 ? (
            <Typography sx={value}>No tone recorded for these posts</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} aria-label="Tones" sx={{ m: 0, p: 0 }}>
              {tones.map((tone) => (
                <Typography
                  key={tone.tone}
                  component="li"
                  variant="body2"
                  data-tone={tone.tone}
                  sx={{ listStyle: 'none' }}
                >
                  {formatToneComparison(tone.tone, tone.versusAverage)}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({plural(tone.posts, 'post')})
                  </Box>
                </Typography>
              ))}
            </Stack>
          )}
        </Insight>
      </Stack>
    );
  }
  return (
    <SectionCard id="performance-insights" title="Performance Insights">
      {body}
    </SectionCard>
  );
}
