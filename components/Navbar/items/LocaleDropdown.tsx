'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import Dropdown from '@/components/Dropdown';
import MobileDropdown from '@/components/Dropdown/MobileDropdown';
import { useTranslate } from '@/components/UiStrings';
import { localizedHref, splitLocale, type LocaleSettings } from '@/lib/i18n/locale-path';
import { withBasePath } from '@/lib/urls';
import styles from '../styles.module.css';

export interface LocaleDropdownProps {
  settings: LocaleSettings & { localeConfigs: Record<string, { label: string; htmlLang: string }> };
  /** The unprefixed paths each locale other than the default has (lib/docs/locales.ts). */
  available?: Record<string, string[]>;
  label?: string;
  mobile?: boolean;
}

/** The query string and hash, read after hydration (the static HTML has neither). */
function useSearchAndHash() {
  const pathname = usePathname();
  const [parts, setParts] = useState({ search: '', hash: '' });
  useEffect(() => {
    const read = () => setParts({ search: window.location.search, hash: window.location.hash });
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [pathname]);
  return parts;
}

/** Links to the current page in every locale. */
export default function LocaleDropdown({
  settings,
  available,
  label,
  mobile,
}: LocaleDropdownProps) {
  const pathname = usePathname() ?? '/';
  const t = useTranslate();
  const { search, hash } = useSearchAndHash();
  const current = splitLocale(pathname, settings).locale;
  // Plain links: another locale has its own root layout, so the switch is a full page load.
  const links = settings.locales.map((locale) => {
    const config = settings.localeConfigs[locale];
    return (
      <li key={locale}>
        <a
          href={withBasePath(
            localizedHref({ pathname, search, hash }, locale, settings, available),
          )}
          lang={config.htmlLang}
          hrefLang={config.htmlLang}
          className={[styles.dropdownLink, locale === current ? styles.active : ''].join(' ')}
          aria-current={locale === current ? 'true' : undefined}
        >
          {config.label}
        </a>
      </li>
    );
  });
  if (mobile)
    return (
      <MobileDropdown label={t('theme.navbar.mobileLanguageDropdown.label')} paths={[pathname]}>
        {links}
      </MobileDropdown>
    );
  return (
    <Dropdown label={label ?? settings.localeConfigs[current].label} align="right">
      {links}
    </Dropdown>
  );
}
