import type { ReactElement } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import RepeatIcon from '@mui/icons-material/Repeat';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { abbreviateNumber } from '@postpilot/common';
import type { PostFiguresFragment } from '../../../gql/graphql';

const FIGURES: {
  key: keyof Omit<PostFiguresFragment, 'updatedAt' | '__typename'>;
  label: string;
  icon: ReactElement;
}[] = [
  { key: 'views', label: 'Views', icon: <VisibilityOutlinedIcon /> },
  { key: 'likes', label: 'Likes', icon: <ThumbUpOutlinedIcon /> },
  { key: 'comments', label: 'Comments', icon: <ChatBubbleOutlineIcon /> },
  { key: 'shares', label: 'Shares', icon: <RepeatIcon /> },
];

// In px: sx reads a bare 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A published post's views, likes, comments and shares as LinkedIn last reported them. */
export function PostFigures({ metrics }: { metrics: PostFiguresFragment }) {
  return (
    <Stack
      component="dl"
      direction="row"
      useFlexGap
      aria-label="Statistics"
      sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {FIGURES.map((figure) => (
        <Stack
          key={figure.key}
          direction="row"
          spacing={0.5}
          title={figure.label}
          sx={{ alignItems: 'center', color: 'text.secondary', '& svg': { fontSize: 16 } }}
        >
          <Box component="dt" sx={{ display: 'flex' }}>
            {figure.icon}
            {/* Named for screen readers; the icon says it to the eye. */}
            <Box component="span" sx={visuallyHidden}>
              {figure.label}
            </Box>
          </Box>
          <Typography
            component="dd"
            variant="body2"
            data-figure={figure.key}
            sx={{
              m: 0,
              fontWeight: 600,
              color: 'text.primary',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {abbreviateNumber(metrics[figure.key])}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
