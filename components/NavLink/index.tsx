'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import Link from '@/components/Link';
import { isUnderPath, linkKind, samePath, siteHref } from '@/lib/urls';

/**
 * What each link of a navigation claims: a page (`under: false`) or every page under a path. A
 * page claimed by a longer path than a link's activeBasePath belongs to that other link.
 */
export interface NavClaim {
  path: string;
  under: boolean;
}

const NavClaimsContext = createContext<NavClaim[]>([]);

/** The claims of every link of one navigation (the navbar's items), for the NavLinks in it. */
export function NavClaims({ claims, children }: { claims: NavClaim[]; children: ReactNode }) {
  return <NavClaimsContext.Provider value={claims}>{children}</NavClaimsContext.Provider>;
}

/** Whether a link with this activeBasePath holds `pathname`: under it, claimed by none closer. */
export function holdsPath(pathname: string, activeBasePath: string, claims: NavClaim[]): boolean {
  if (!isUnderPath(pathname, activeBasePath)) return false;
  return !claims.some(
    (claim) =>
      claim.path.replace(/\/+$/, '').length > activeBasePath.replace(/\/+$/, '').length &&
      (claim.under ? isUnderPath(pathname, claim.path) : samePath(pathname, claim.path)),
  );
}

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

/**
 * A navigation link that knows whether it points at the current page, or holds it (under its
 * activeBasePath, unless another link of its navigation claims the page more closely: one
 * navbar item is highlighted, that of the page's own section).
 */
export default function NavLink({
  to,
  activeBasePath,
  className,
  activeClassName,
  children,
  onClick,
}: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const claims = useContext(NavClaimsContext);
  const isPage = linkKind(to) === 'page';
  const isCurrent = isPage && samePath(pathname, siteHref(to).split(/[?#]/)[0]);
  const isActive =
    isCurrent || (activeBasePath !== undefined && holdsPath(pathname, activeBasePath, claims));
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
