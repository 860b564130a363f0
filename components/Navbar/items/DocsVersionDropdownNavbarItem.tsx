import { siteConfig } from '@/lib/config';
import type { DocsVersion } from '@/lib/config/schema';
import { hasVersionChoice } from '@/lib/versions';
import type { NavbarItemProps } from './types';
import { VersionsDropdown } from './VersionLinks';

/** The docs versions; shown only when there is more than one, 'Versions' in the mobile menu. */
export default function DocsVersionDropdownNavbarItem({
  item,
  mobile,
  versions = siteConfig.docs.versions,
}: NavbarItemProps<'docsVersionDropdown'> & { versions?: DocsVersion[] }) {
  const listed = item.versions ? versions.filter((v) => item.versions!.includes(v.name)) : versions;
  if (!hasVersionChoice(listed)) return null;
  return <VersionsDropdown versions={listed} mobile={mobile} />;
}
