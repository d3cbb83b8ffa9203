import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES, SUCCESS, VALIDATION } from '@postpilot/common';
import { SessionExpiredError } from '../../shared/apollo/errors';
import { useRestRequest } from '../../shared/rest/useRestRequest';
import { useToast } from '../../shared/useToast';

/** The image types the server stores (it judges the bytes; this only spares a doomed upload). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Said when an upload fails without a message from the server (the network dropped). */
export const AVATAR_UPLOAD_FAILED = 'Profile picture upload failed';

interface AvatarUploadAnswer {
  user: { id: string; profilePicture: string | null };
}

/**
 * Uploads a new profile picture (REST: POST /api/user/avatar, the file in field "avatar") and
 * puts its address on the cached user, so the nav bar and the profile show it at once.
 */
export function useAvatarUpload() {
  const request = useRestRequest();
  const client = useApolloClient();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) return setError(VALIDATION.avatarTooLarge);
    // An empty type means the browser could not tell; the server still can.
    if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      return setError(ACCOUNT_MESSAGES.avatarType);
    }
    const form = new FormData();
    form.append('avatar', file);
    setUploading(true);
    try {
      const { user } = await request<AvatarUploadAnswer>('/user/avatar', {
        method: 'POST',
        body: form,
        fallback: AVATAR_UPLOAD_FAILED,
      });
      client.cache.modify({
        id: client.cache.identify({ __typename: 'User', id: user.id }),
        fields: { profilePicture: () => user.profilePicture },
      });
      toast.success(SUCCESS.avatar);
    } catch (failure) {
      // An expired session has already said so, and signed out.
      if (failure instanceof SessionExpiredError) return;
      setError(failure instanceof Error ? failure.message : AVATAR_UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, error };
}
