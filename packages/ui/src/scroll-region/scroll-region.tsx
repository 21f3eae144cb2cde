import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `.table-responsive` for a table without anything to focus in it (WCAG 2.1.1): while the table is
 * wider than its box, the scroller is a named region in the tab order, so the keyboard can scroll it;
 * when it fits, it is a plain box and no extra tab stop. It scrolls sideways only: a bordered table's
 * half pixel below it would otherwise make it a vertical scroller too (a scroll box with nothing to focus).
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={`table-responsive stempeluhr-scroll-x ${className}`.trim()}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}
