import { BRAND } from '@/content/brand';
import { cn } from '@/lib/cn';
import { PlayIcon } from './icons';

/** The brand mark: a play triangle on a violet-to-indigo tile (matches the favicon). Size it with `size-*`. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-[28%] bg-linear-to-br from-brand-500 to-accent text-white', className)}
    >
      <PlayIcon className="size-[45%] translate-x-[6%]" />
    </span>
  );
}

/** Mark plus product name, as used in headers; `nameClassName` can hide the name (still read out) where a header is short of room. */
export function Wordmark({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink', className)}>
      <LogoMark className="size-8" />
      <span className={nameClassName}>{BRAND.name}</span>
    </span>
  );
}
