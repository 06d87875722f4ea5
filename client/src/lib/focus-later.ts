export type FocusTiming = {
  /** Wait before the first attempt, so the element's screen has rendered. */
  delayMs: number;
  /** Wait between attempts while the element is not in the document yet. */
  retryMs: number;
  /** Attempts after the first one. */
  retries: number;
};

/**
 * Focuses the element with `id` once it exists: a screen that swaps content (or loads it lazily)
 * may not have rendered it yet. Returns a function that cancels the pending attempts.
 */
export function focusByIdLater(id: string, { delayMs, retryMs, retries }: FocusTiming): () => void {
  let retriesLeft = retries;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
    if (retriesLeft-- > 0) timer = setTimeout(attempt, retryMs);
  };
  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}
