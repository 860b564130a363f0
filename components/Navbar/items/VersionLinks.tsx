'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import Dropdown from '@/components/Dropdown';
import MobileDropdown from '@/components/Dropdown/MobileDropdown';
import NavLink from '@/components/NavLink';
import { useTranslate } from '@/components/UiStrings';
import type { DocsVersion } from '@/lib/config/schema';
import {
  readPreferredVersion,
  savePreferredVersion,
  versionMainDocHref,
  versionOfPath,
} from '@/lib/versions';
import styles from '../styles.module.css';

/** A link to a version's main doc that remembers the reader's choice. */
export function VersionLink({
  version,
  label,
  className,
}: {
  version: DocsVersion;
  label?: string;
  className?: string;
}) {
  return (
    <NavLink
      to={versionMainDocHref(version)}
      activeBasePath={version.path}
      className={className}
      activeClassName={styles.active}
      onClick={() => savePreferredVersion(version.name)}
    >
      {label ?? version.label}
    </NavLink>
  );
}

const subscribeToNothing = () => () => {};

interface VersionsDropdownProps {
  versions: DocsVersion[];
  mobile?: boolean;
}

/** Every docs version; the label is the version being read, else the preferred one, else the latest. */
export function VersionsDropdown({ versions, mobile }: VersionsDropdownProps) {
  const pathname = usePathname() ?? '/';
  const t = useTranslate();
  // Read from the browser's storage after hydration, and again at each render (a new page
  // renders it again): unknown to the server's HTML.
  const preferred = useSyncExternalStore(
    subscribeToNothing,
    () => readPreferredVersion(versions),
    () => undefined,
  );
  const shown = versionOfPath(pathname, versions) ?? preferred ?? versions[0];
  const links = versions.map((version) => (
    <li key={version.name}>
      <VersionLink version={version} className={styles.dropdownLink} />
    </li>
  ));
  const paths = versions.map(versionMainDocHref);
  if (mobile)
    return (
      <MobileDropdown label={t('theme.navbar.mobileVersionsDropdown.label')} paths={paths}>
        {links}
      </MobileDropdown>
    );
  return (
    <Dropdown label={shown.label} paths={paths} align="right">
      {links}
    </Dropdown>
  );
}
