import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { cn } from '@/lib/cn';

/** Active or disabled, in words (not only colour). */
export function AccessBadge({ disabled }: { disabled: boolean }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        // danger-hover, not danger, on the soft red: 5.4:1 for the small text (axe)
        disabled ? 'bg-danger-soft text-danger-hover' : 'bg-primary-soft text-primary-strong',
      )}
    >
      {disabled ? C.disabled : C.active}
    </span>
  );
}
