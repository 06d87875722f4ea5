import { startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@/components/ui/spinner';

type LazySectionProps = {
  component: LazyExoticComponent<ComponentType>;
  /** Accessible name of the placeholder (and a handle for tests). */
  label: string;
  /** Reserved height so nothing jumps when the section arrives. */
  minHeight?: number;
};

/**
 * Loads an interactive section's chunk only when it comes within a screen of the viewport, so
 * the landing's first paint pays for none of them.
 */
export function LazySection({ component: Section, label, minHeight = 480 }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the section simply loads at once. The
  // server (prerender) renders the placeholder, as the browser's first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // A transition, so React renders the arriving section in slices instead of one long task
    // that would hold up input (and Lighthouse's total blocking time).
    const reveal = (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true));
    const observer = new IntersectionObserver(reveal, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div className="flex items-center justify-center" style={{ minHeight }} aria-label={label} role="status">
      <Spinner />
    </div>
  );
  return (
    <div ref={ref} data-section={label}>
      {near ? <Suspense fallback={placeholder}>{<Section />}</Suspense> : placeholder}
    </div>
  );
}
