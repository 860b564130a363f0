import { siteConfig } from '@/lib/config';
import type { NavbarItemProps } from './types';
import { VersionLink } from './VersionLinks';
import styles from '../styles.module.css';

/** A link to one docs version's main doc (the latest unless the item names one). */
export default function DocsVersionNavbarItem({ item, mobile }: NavbarItemProps<'docsVersion'>) {
  const { versions } = siteConfig.docs;
  const version = versions.find((v) => v.name === item.version) ?? versions[0];
  return (
    <VersionLink
      version={version}
      label={item.label}
      className={mobile ? styles.mobileLink : styles.link}
    />
  );
}
