import { useContext, useMemo } from 'react';
import { errorMessage, SessionExpiredError } from './apollo/errors';
import { ToastContext } from './toastContext';

/** Toasts after an action: a success text, or the server's message with the screen's fallback. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show)
    throw new Error('useToast must be used inside the app (SessionRoot) or renderComponent');
  return useMemo(
    () => ({
      success: (message: string) => show(message, 'success'),
      /** Says nothing for an expired session: the session has already said so. */
      error: (failure: unknown, fallback: string) => {
        if (failure instanceof SessionExpiredError) return;
        show(errorMessage(failure, fallback), 'error');
      },
      errorText: (message: string) => show(message, 'error'),
    }),
    [show],
  );
}
