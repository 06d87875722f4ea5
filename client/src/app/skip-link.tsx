import { SHELL_COPY } from '@/content/system-copy';

/** First tab stop on every page; every shell renders its content in `<main id="main-content">`. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[300] focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary focus:shadow-elevated"
    >
      {SHELL_COPY.skipToContent}
    </a>
  );
}
