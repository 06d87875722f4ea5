let installed = false;

/**
 * Stops stray window errors and unhandled promise rejections from surfacing to the user (spec:
 * "suppressed"); developers still see them in the console. Returns an uninstall function.
 */
export function installGlobalErrorSuppression(target: Window = window): () => void {
  if (installed) return () => {};
  installed = true;

  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    if (import.meta.env.DEV) console.error('[window error]', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    if (import.meta.env.DEV) console.error('[unhandled rejection]', event.reason);
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    installed = false;
  };
}
