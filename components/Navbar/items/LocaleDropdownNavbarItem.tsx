import { siteConfig } from '@/lib/config';
import { localePaths } from '@/lib/docs/locales';
import LocaleDropdown from './LocaleDropdown';
import type { NavbarItemProps } from './types';

/** The locale switcher; labelled 'Languages' in the mobile menu. */
export default function LocaleDropdownNavbarItem({
  item,
  mobile,
}: NavbarItemProps<'localeDropdown'>) {
  return (
    <LocaleDropdown
      settings={siteConfig.i18n}
      available={localePaths()}
      label={item.label}
      mobile={mobile}
    />
  );
}
