import { Typography } from '@mui/material';

/** A post's text, cut to `lines` lines. */
export function PostExcerpt({ content, lines = 2 }: { content: string; lines?: number }) {
  return (
    <Typography
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      {content}
    </Typography>
  );
}
