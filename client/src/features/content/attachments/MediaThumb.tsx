import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface MediaThumbProps {
  /** The picture; while there is none, `icon` stands in its place. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /**
   * Shown on a grey box where there is no picture (a document without page pictures, a link
   * without a thumbnail). Without one, the picture is always shown: its alt names it meanwhile.
   */
  icon?: ReactNode;
}

/** A small picture of what a post carries, as the attachment fields show it beside its details. */
export function MediaThumb({ src, alt, width, height, icon }: MediaThumbProps) {
  const box = { width, height, borderRadius: 1, flexShrink: 0 } as const;
  if (!src && icon) {
    return (
      <Box
        aria-hidden
        sx={{ ...box, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}
      >
        {icon}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src || undefined}
      alt={alt}
      sx={{
        ...box,
        display: 'block',
        objectFit: 'cover',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    />
  );
}
