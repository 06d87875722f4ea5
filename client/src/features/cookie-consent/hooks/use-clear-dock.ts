import { useLayoutEffect, useState, type RefObject } from 'react';

/** The controls a fixed banner must never cover: every form's submit button and the marked calls to action. */
const KEPT_VISIBLE = 'form button[type="submit"], form button:not([type]), [data-keep-visible]';

type Dock = 'bottom' | 'top';

const overlaps = (a: DOMRect, top: number, bottom: number) => a.width > 0 && a.height > 0 && a.top < bottom && a.bottom > top;

/**
 * Where a fixed banner can sit without covering a submit control (issue 31): the bottom of the
 * screen (the spec's place) unless a control is there, then the top, rechecked as the page scrolls
 * or resizes. The banner's own height is measured, so a tall phone banner counts as tall.
 */
export function useClearDock(banner: RefObject<HTMLElement | null>): Dock {
  const [dock, setDock] = useState<Dock>('bottom');
  useLayoutEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const height = banner.current?.getBoundingClientRect().height ?? 0;
      if (height === 0) return;
      const viewport = window.innerHeight;
      const controls = [...document.querySelectorAll<HTMLElement>(KEPT_VISIBLE)]
        .filter((el) => !banner.current?.contains(el))
        .map((el) => el.getBoundingClientRect());
      const coversBottom = controls.some((r) => overlaps(r, viewport - height, viewport));
      const coversTop = controls.some((r) => overlaps(r, 0, height));
      setDock(coversBottom && !coversTop ? 'top' : 'bottom');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // content that arrives later (lazy sections, fonts) moves the controls too; browsers without
    // ResizeObserver (and jsdom) still get the scroll and resize checks
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [banner]);
  return dock;
}
