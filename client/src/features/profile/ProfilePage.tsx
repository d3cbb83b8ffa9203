import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { PageShell } from '../../shared/layout/PageShell';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation } from '@apollo/client/react';
import { ERRORS, profileSchema, SUCCESS } from '@postpilot/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../../shared/useToast';
import { UpdateProfileDocument } from '../../gql/graphql';
import { AccountInfoCard } from './components/AccountInfoCard';
import { ProfileAvatarCard } from './components/ProfileAvatarCard';
import { ProfileDetails } from './components/ProfileDetails';
import { ProfileFields } from './components/ProfileFields';
import { useAvatarUpload } from './useAvatarUpload';
import {
  PROFILE_FIELDS,
  profileValuesOf,
  toProfileInput,
  type ProfileFormValues,
} from './profileForm';

/** The profile page: view mode, and an edit mode that saves or cancels back to it. */
export function ProfilePage() {
  const { user } = useSession();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  // The returned user replaces the cached one, so the session and nav bar follow.
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const avatar = useAvatarUpload();

  if (!user) return <LoadingView />;

  const onSubmit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    // A refused picture keeps the form open with the reason under the picture.
    if (!(await avatar.save())) return;
    try {
      const { data } = await updateProfile({ variables: { input: toProfileInput(values) } });
      if (!data) throw new Error(ERRORS.profileUpdate);
      toast.success(SUCCESS.profile);
      helpers.resetForm({ values: profileValuesOf(data.updateProfile) });
      setEditing(false);
    } catch (failure) {
      helpers.setErrors(serverFieldErrors(failure, PROFILE_FIELDS));
      toast.error(failure, ERRORS.profileUpdate);
    }
  };

  return (
    <PageShell
      title="Profile"
      subtitle="Your personal information, and how you appear in Postpilot."
    >
      <Formik
        initialValues={profileValuesOf(user)}
        validationSchema={profileSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, resetForm }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            }}
          >
            <Stack spacing={3}>
              <ProfileAvatarCard user={user} editing={editing} avatar={avatar} />
              <AccountInfoCard user={user} />
            </Stack>
            <Card component="section" aria-labelledby="personal-information">
              <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}
                >
                  <Typography id="personal-information" variant="h6" component="h2">
                    Personal Information
                  </Typography>
                  {!editing && (
                    <Button
                      variant="outlined"
                      startIcon={<EditOutlinedIcon />}
                      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                      onClick={() => {
                        // Starts from what is stored now, whatever was typed before a cancel.
                        resetForm({ values: profileValuesOf(user) });
                        avatar.discard();
                        setEditing(true);
                      }}
                    >
                      Edit Profile
                    </Button>
                  )}
                </Stack>
                {editing ? (
                  <Form noValidate>
                    <ProfileFields email={user.email} />
                    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 4 }}>
                      <Button
                        onClick={() => {
                          resetForm({ values: profileValuesOf(user) });
                          avatar.discard();
                          setEditing(false);
                        }}
                        disabled={isSubmitting || avatar.uploading}
                      >
                        Cancel
                      </Button>
                      <Button type="submit" variant="contained" disabled={isSubmitting}>
                        {isSubmitting ? 'Saving...' : 'Save Changes'}
                      </Button>
                    </Stack>
                  </Form>
                ) : (
                  <ProfileDetails user={user} />
                )}
              </CardContent>
            </Card>
          </Box>
        )}
      </Formik>
    </PageShell>
  );
}
