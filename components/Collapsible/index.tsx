'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { collapseTransition } from '@/lib/collapse';

interface CollapsibleProps {
  collapsed: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: 0 };

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Shows or hides its children with a height transition (duration and easing from
 * lib/collapse.ts). The first render is not animated and is right on the server too:
 * a collapsed section starts with display:none, so its links are not focusable.
 */
export default function Collapsible({ collapsed, id, className, children }: CollapsibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    let frame = 0;
    const finish = () => {
      el.style.transition = '';
      if (collapsed) {
        Object.assign(el.style, { display: 'none', height: '0px', overflow: 'hidden' });
      } else {
        Object.assign(el.style, { display: '', height: '', overflow: '' });
      }
    };
    el.style.display = '';
    el.style.overflow = 'hidden';
    const fullHeight = el.scrollHeight;
    el.style.transition = collapseTransition(fullHeight, prefersReducedMotion());
    el.style.height = collapsed ? `${fullHeight}px` : '0px';
    frame = requestAnimationFrame(() => {
      // Read layout so the start height is applied before the end height.
      void el.offsetHeight;
      el.style.height = collapsed ? '0px' : `${fullHeight}px`;
    });
    el.addEventListener('transitionend', finish, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('transitionend', finish);
    };
  }, [collapsed]);

  return (
    <div ref={ref} id={id} className={className} style={collapsed ? COLLAPSED_STYLE : undefined}>
      {children}
    </div>
  );
}
