// Renders its children once their place nears the screen: a section low on a page loads its code and data only
// when the couple scrolls to it.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export default function WhenVisible({ children, minHeight = '16rem' }: { children: ReactNode; minHeight?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setShown(true),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? <>{children}</> : <div ref={place} style={{ minHeight }} aria-hidden="true" />;
}
