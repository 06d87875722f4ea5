/** The studio's textarea and native select look (as the video maker's description field). */
export const TEXTAREA_CLASS =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-danger';
export const SELECT_CLASS =
  'h-11 rounded-control border border-border-strong bg-surface px-3 text-sm text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none';
