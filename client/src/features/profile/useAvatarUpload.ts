import { useEffect, useState } from 'react';
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

/** A picture chosen in edit mode, shown at once and uploaded only when the profile is saved. */
interface ChosenAvatar {
  file: File;
  previewUrl: string;
}

/**
 * The profile picture of the edit mode: a chosen image is checked and shown at once, uploaded
 * (REST: POST /api/user/avatar, the file in field "avatar") with Save Changes, and forgotten with
 * Cancel, so Cancel undoes a picture change as it undoes the other fields. The uploaded address
 * goes onto the cached user, so the nav bar and the profile show it at once.
 */
export function useAvatarUpload() {
  const request = useRestRequest();
  const client = useApolloClient();
  const toast = useToast();
  const [chosen, setChosen] = useState<ChosenAvatar | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  /** Checks the file and shows it; answers whether it was taken. */
  const choose = (file: File): boolean => {
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) {
      setError(VALIDATION.avatarTooLarge);
      return false;
    }
    // An empty type means the browser could not tell; the server still can.
    if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      setError(ACCOUNT_MESSAGES.avatarType);
      return false;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
    return true;
  };

  /** Forgets the chosen picture and any message about it (Cancel, or leaving edit mode). */
  const discard = () => {
    setChosen(null);
    setError(null);
  };

  /**
   * Uploads the chosen picture, if any. Answers false when it was refused (the message shows
   * under the picture and the choice stays, so the user can pick another or cancel).
   */
  const save = async (): Promise<boolean> => {
    if (!chosen) return true;
    const form = new FormData();
    form.append('avatar', chosen.file);
    setError(null);
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
      setChosen(null);
      toast.success(SUCCESS.avatar);
      return true;
    } catch (failure) {
      // An expired session has already said so, and signed out.
      if (!(failure instanceof SessionExpiredError)) {
        setError(failure instanceof Error ? failure.message : AVATAR_UPLOAD_FAILED);
      }
      return false;
    } finally {
      setUploading(false);
    }
  };

  return { choose, discard, save, preview: chosen?.previewUrl ?? null, uploading, error };
}

export type AvatarUpload = ReturnType<typeof useAvatarUpload>;
