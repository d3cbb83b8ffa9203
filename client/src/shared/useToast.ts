import { useMemo } from 'react';
import { useSnackbar } from 'notistack';
import { errorMessage, SessionExpiredError } from './apollo/errors';

/** Toasts of spec §8: a success text, or the server's message with the screen's fallback. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      /** Says nothing for an expired session: the session has already said so. */
      error: (failure: unknown, fallback: string) => {
        if (failure instanceof SessionExpiredError) return;
        enqueueSnackbar(errorMessage(failure, fallback), { variant: 'error' });
      },
      errorText: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
