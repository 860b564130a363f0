'use client';

import type { ReactNode } from 'react';
import { prefetchElements } from '@/components/ApiReference/elements-loader';
import Link from '@/components/Link';

/**
 * "Try it": opens Stoplight Elements on /api at this operation. Hovering, focusing or touching
 * it starts Elements' downloads, as the links of /api do; nothing of Elements loads
 * before that.
 */
export default function TryItLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={className}
      onMouseEnter={prefetchElements}
      onFocus={prefetchElements}
      onTouchStart={prefetchElements}
    >
      {children}
    </Link>
  );
}
