import { Box, Stack, Typography } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { POLL_DURATION_LABELS } from '@postpilot/common';
import { countOf, domainOf } from './attachmentForm';
import type { PreviewAttachment } from './previewOf';

type ImagesPreview = Extract<PreviewAttachment, { kind: 'images' }>['images'];

/** One picture of the grid, cropped to its cell; `more` covers it with '+N'. */
function Cell({
  image,
  ratio,
  more = 0,
}: {
  image: ImagesPreview[number];
  ratio: string;
  more?: number;
}) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, minWidth: 0, bgcolor: 'action.hover' }}>
      <Box
        component="img"
        src={image.src}
        alt={image.alt}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
        }}
      />
      {more > 0 && (
        <Box
          aria-label={`${more} more images`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(0, 0, 0, 0.55)',
            color: '#fff',
            fontSize: 28,
            fontWeight: 600,
          }}
        >
          +{more}
        </Box>
      )}
    </Box>
  );
}

/**
 * LinkedIn's layouts: one image full width; two side by side; three as one large over two;
 * four or more as a grid of four, the last saying how many more there are.
 */
function ImageGrid({ images }: { images: ImagesPreview }) {
  const [first, second, third, fourth] = images;
  const layout =
    images.length === 1
      ? 'one'
      : images.length === 2
        ? 'two'
        : images.length === 3
          ? 'three'
          : 'grid';
  return (
    <Box
      data-layout={layout}
      role="group"
      aria-label={countOf(images.length, 'image')}
      sx={{
        display: 'grid',
        gap: '2px',
        gridTemplateColumns: layout === 'one' ? '1fr' : '1fr 1fr',
      }}
    >
      {layout === 'one' && <Cell image={first!} ratio="1.91 / 1" />}
      {layout === 'two' &&
        images.map((image) => <Cell key={image.key} image={image} ratio="4 / 5" />)}
      {layout === 'three' && (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Cell image={first!} ratio="16 / 9" />
          </Box>
          <Cell image={second!} ratio="1 / 1" />
          <Cell image={third!} ratio="1 / 1" />
        </>
      )}
      {layout === 'grid' && (
        <>
          {[first!, second!, third!].map((image) => (
            <Cell key={image.key} image={image} ratio="1 / 1" />
          ))}
          <Cell image={fourth!} ratio="1 / 1" more={images.length - 4} />
        </>
      )}
    </Box>
  );
}

/** What the post carries, laid out as LinkedIn's feed lays it out under the text. */
export function AttachmentPreview({ attachment }: { attachment: PreviewAttachment }) {
  switch (attachment.kind) {
    case 'images':
      return <ImageGrid images={attachment.images} />;
    case 'document':
      return (
        <Box
          role="group"
          aria-label="Document"
          sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ bgcolor: '#1d2226', color: '#fff', px: 1.5, py: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {attachment.title}
              {attachment.pages ? ` · ${countOf(attachment.pages, 'page')}` : ''}
            </Typography>
          </Box>
          <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
            {attachment.firstPage ? (
              <Box
                component="img"
                src={attachment.firstPage}
                alt={`${attachment.title}, page 1`}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'contain',
                  display: 'block',
                }}
              />
            ) : (
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <DescriptionOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
              </Box>
            )}
            {attachment.pages ? (
              <Box
                sx={{
                  position: 'absolute',
                  right: 8,
                  bottom: 8,
                  bgcolor: 'rgba(0, 0, 0, 0.7)',
                  color: '#fff',
                  borderRadius: 1,
                  px: 1,
                  py: 0.25,
                  fontSize: 12,
                  fontWeight: 600,
                }}
              >
                {countOf(attachment.pages, 'page')}
              </Box>
            ) : null}
          </Box>
        </Box>
      );
    case 'link':
      return (
        <Box
          role="group"
          aria-label="Link"
          sx={{ bgcolor: 'action.hover', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {attachment.thumbnail && (
            <Box
              component="img"
              src={attachment.thumbnail}
              alt=""
              sx={{ width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover', display: 'block' }}
            />
          )}
          <Box sx={{ px: 1.5, py: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {attachment.title}
            </Typography>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {domainOf(attachment.url)}
            </Typography>
          </Box>
        </Box>
      );
    case 'poll':
      return (
        <Box
          role="group"
          aria-label="Poll"
          sx={{ mx: 2, border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {attachment.question}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {attachment.options.map((option, index) => (
              <Box
                component="li"
                key={index}
                sx={{
                  listStyle: 'none',
                  border: 1,
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  borderRadius: 5,
                  textAlign: 'center',
                  py: 0.5,
                  px: 1.5,
                  fontSize: 14,
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                }}
              >
                {option}
              </Box>
            ))}
          </Stack>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            0 votes • {POLL_DURATION_LABELS[attachment.duration]} left
          </Typography>
        </Box>
      );
  }
}
