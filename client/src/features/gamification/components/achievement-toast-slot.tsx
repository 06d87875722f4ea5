/**
 * Fixed top-right place where achievement-unlocked toasts appear (spec section 2). It stays empty
 * until the gamification feature renders into it; the live region exists up front so screen
 * readers announce what is added later.
 */
export function AchievementToastSlot() {
  return (
    <div
      id="achievement-toast-slot"
      data-testid="achievement-toast-slot"
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[105] flex w-[calc(100%-2rem)] max-w-sm flex-col items-end gap-2"
    />
  );
}
