import { CheckIcon } from '@/components/ui/icons';

/** A row of small reassurance badges (trust badges, guarantee, cancel anytime). */
export function BadgeRow({ badges, label }: { badges: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-3">
      {badges.map((badge) => (
        <li key={badge} className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-ink">
          <CheckIcon className="size-4 text-success" />
          {badge}
        </li>
      ))}
    </ul>
  );
}
