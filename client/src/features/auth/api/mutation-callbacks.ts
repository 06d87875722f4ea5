import type { ApiError } from '@/lib/api-client';

/** What a screen adds to a mutation hook: its toasts and navigation, after the hook's own work. */
export type MutationCallbacks<T> = {
  onSuccess?: (data: T) => void;
  onError?: (error: ApiError | Error) => void;
};
