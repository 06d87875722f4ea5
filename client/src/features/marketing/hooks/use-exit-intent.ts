import { useEffect, useState } from 'react';
import { OPT_IN_TIMINGS } from '@/content/opt-in-copy';

/**
 * Spec section 4: armed 3 seconds after the page loads, fires once when the pointer leaves the
 * window through the top, never while `disabled` (after an opt-in success). Calls `onArm` at the
 * first pointer move, key, touch or scroll once armed, so the modal's code loads before a pointer
 * can leave, but never for a visitor who has not interacted (the `/` budget counts what loads
 * before any interaction: docs/decisions/032).
 */
export function useExitIntent({ disabled, onArm }: { disabled: boolean; onArm?: () => void }): [boolean, (open: boolean) => void] {
  const [armed, setArmed] = useState(false);
  const [fired, setFired] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), OPT_IN_TIMINGS.exitIntentArmMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!armed || !onArm) return;
    const events = ['pointermove', 'keydown', 'touchstart', 'scroll'] as const;
    const interacted = () => {
      for (const name of events) window.removeEventListener(name, interacted, true);
      onArm();
    };
    for (const name of events) window.addEventListener(name, interacted, { capture: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, interacted, true);
    };
  }, [armed, onArm]);

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
