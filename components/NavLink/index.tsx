'use client';

import Link from '@/components/IntentLink';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isUnderPath, normalizeInternalHref, samePath } from '@/lib/urls';

interface NavLinkProps {
  to: string;
  /** Mark the link active on every page under this path (spec §3: activeBasePath). */
  activeBasePath?: string;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** An internal link that knows whether it points at the current page. */
export default function NavLink({ to, activeBasePath, className, activeClassName, children, onClick }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const href = normalizeInternalHref(to);
  const isCurrent = samePath(pathname, href.split(/[?#]/)[0]);
  const isActive = isCurrent || (activeBasePath !== undefined && isUnderPath(pathname, activeBasePath));
  const classes = [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link href={href} className={classes} aria-current={isCurrent ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
