import { translator } from '@/lib/i18n/ui';
import { NEW_TAB_NOTE_ID } from './index';

/**
 * The note every outbound link of the page is described by, once per page in the page's language
 * (SiteShell renders it): a hidden element still gives its text to the links that reference it.
 */
export default function NewTabNote({ locale = 'en' }: { locale?: string }) {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden data-pagefind-ignore="">
      {translator(locale)('theme.link.opensInNewTab')}
    </span>
  );
}
