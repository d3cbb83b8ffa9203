import { Fragment } from 'react';
import type { ChangeEvent } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { SessionUser } from '../../../shared/session/sessionContext';
import { avatarInitialOf } from '../profileForm';
import { AVATAR_TYPES, type AvatarUpload } from '../useAvatarUpload';

const AVATAR_SIZE = 112;

/**
 * The picture (or its initial), who the user is, and in edit mode a way to choose another
 * picture, shown at once and saved with the profile.
 */
export function ProfileAvatarCard({
  user,
  editing,
  avatar,
}: {
  user: SessionUser;
  editing: boolean;
  avatar: AvatarUpload;
}) {
  const { choose, preview, uploading, error } = avatar;
  const headline = [user.jobTitle, user.company].filter(Boolean).join(' at ');

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) choose(file);
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ position: 'relative', width: AVATAR_SIZE, height: AVATAR_SIZE }}>
            <Avatar
              src={(editing && preview) || user.profilePicture || undefined}
              alt="Profile picture"
              sx={{
                width: AVATAR_SIZE,
                height: AVATAR_SIZE,
                fontSize: 44,
                fontWeight: 700,
                bgcolor: 'primary.main',
                boxShadow: '0 0 0 4px #ffffff, 0 0 0 5px rgba(15, 23, 42, 0.08)',
              }}
            >
              {avatarInitialOf(user)}
            </Avatar>
            {uploading && (
              <Box
                role="status"
                aria-label="Uploading profile picture"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(15, 23, 42, 0.55)',
                  color: 'common.white',
                }}
              >
                <CircularProgress color="inherit" size={36} />
              </Box>
            )}
          </Box>
          <Box sx={{ minWidth: 0, width: '100%' }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {user.name || user.email}
            </Typography>
            {headline && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {headline}
              </Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <BreakableEmail email={user.email} />
            </Typography>
          </Box>
          {editing && (
            <Stack spacing={0.75} sx={{ alignItems: 'center' }}>
              <Button
                component="label"
                variant="outlined"
                size="small"
                startIcon={<PhotoCameraOutlinedIcon />}
                disabled={uploading}
              >
                Change photo
                <input hidden type="file" accept={AVATAR_TYPES.join(',')} onChange={onFileChosen} />
              </Button>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {preview
                  ? 'The new photo is saved with your changes'
                  : 'PNG, JPEG, WebP or GIF, up to 5 MB'}
              </Typography>
            </Stack>
          )}
          {error && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
              {error}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * An address that wraps where a reader expects (after the @, before a dot) rather than in the
 * middle of a word; a part longer than the line still breaks as a last resort.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
