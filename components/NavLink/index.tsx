'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import Link from '@/components/Link';
import { isUnderPath, linkKind, samePath, siteHref } from '@/lib/urls';

interface NavLinkProps {
  /** A page of the site, a file or any other URL: the one Link component decides how it opens. */
  to: string;
  /** Mark the link active on every page under this path (Docusaurus's activeBasePath). */
  activeBasePath?: string;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A navigation link that knows whether it points at the current page. */
export default function NavLink({
  to,
  activeBasePath,
  className,
  activeClassName,
  children,
  onClick,
}: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const isPage = linkKind(to) === 'page';
  const isCurrent = isPage && samePath(pathname, siteHref(to).split(/[?#]/)[0]);
  const isActive =
    isCurrent || (activeBasePath !== undefined && isUnderPath(pathname, activeBasePath));
  const classes =
    [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      href={to}
      className={classes}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
