import { createContext } from 'react';

export type ToastVariant = 'success' | 'error';

/** Shows a toast (success or error). Given by the session's root, which draws the toasts. */
export type ShowToast = (message: string, variant: ToastVariant) => void;

export const ToastContext = createContext<ShowToast | null>(null);
