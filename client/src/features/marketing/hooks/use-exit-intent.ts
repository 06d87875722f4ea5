import { useEffect, useState } from 'react';
import { OPT_IN_TIMINGS } from '@/content/opt-in-copy';

/**
 * Spec section 4: armed 3 seconds after the page loads, fires once when the pointer leaves the
 * window through the top, never while `disabled` (after an opt-in success). Calls `onArm` when
 * armed so the modal's code can load before it is needed.
 */
export function useExitIntent({ disabled, onArm }: { disabled: boolean; onArm?: () => void }): [boolean, (open: boolean) => void] {
  const [armed, setArmed] = useState(false);
  const [fired, setFired] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setArmed(true);
      onArm?.();
    }, OPT_IN_TIMINGS.exitIntentArmMs);
    return () => clearTimeout(timer);
  }, [onArm]);

  useEffect(() => {
    if (!armed || fired || disabled) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      setFired(true);
      setOpen(true);
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, [armed, fired, disabled]);

  return [open && !disabled, setOpen];
}
