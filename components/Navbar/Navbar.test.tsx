import { testRouter } from '@/tests/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocsVersion } from '@/lib/config/schema';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { UiStringsProvider } from '@/components/UiStrings';
import { NAVBAR_ITEM_COMPONENTS, getNavbarItemComponent } from './items';
import NavbarItem from './items/NavbarItem';
import { navbarClaims } from './items/claims';
import { NavClaims } from '@/components/NavLink';
import DocsVersionDropdownNavbarItem from './items/DocsVersionDropdownNavbarItem';
import LocaleDropdown from './items/LocaleDropdown';
import { VersionsDropdown } from './items/VersionLinks';
import { commonBasePath } from './items/DocSidebarNavbarItem';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => testRouter,
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

// Items as the validated config hands them over (any type, on purpose: the unknown-type path is tested too).
const item = (config: Record<string, unknown>): never =>
  ({ type: 'default', position: 'left', ...config }) as never;

beforeEach(() => {
  navigation.pathname = '/';
});

describe('navbar item types: one component for each of the nine', () => {
  it('has one component for each of the nine types', () => {
    expect(Object.keys(NAVBAR_ITEM_COMPONENTS).sort()).toEqual(
      [
        'default',
        'doc',
        'docSidebar',
        'docsVersion',
        'docsVersionDropdown',
        'dropdown',
        'html',
        'localeDropdown',
        'search',
      ].sort(),
    );
  });

  it('fails on an unknown type', () => {
    expect(() => getNavbarItemComponent('fancyLink')).toThrow(
      'No NavbarItem component found for type "fancyLink".',
    );
    expect(() => render(<NavbarItem item={item({ type: 'toString' })} />)).toThrow(
      'No NavbarItem component found for type "toString".',
    );
  });

  it('default: an internal link marked as the current page, an outbound link opening a new tab', () => {
    navigation.pathname = '/api/';
    render(
      <>
        <NavbarItem item={item({ to: '/api', label: 'API Reference' })} />
        <NavbarItem
          item={item({ href: 'https://www.staking-api.example/contact', label: 'Contact' })}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'API Reference' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Contact/ })).toHaveAttribute('target', '_blank');
  });

  it('doc: links the doc; activeBasePath marks it active under that path without aria-current', () => {
    navigation.pathname = '/docs/reporting/';
    render(
      <NavbarItem
        item={item({ type: 'doc', docId: 'welcome', label: 'Guides', activeBasePath: '/docs' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Guides' });
    expect(link).toHaveAttribute('href', '/docs/welcome/');
    expect(link.className).toContain('active');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('on a page of a category with its own navbar item, only that item is highlighted', () => {
    const guides = item({
      type: 'doc',
      docId: 'welcome',
      label: 'Guides',
      activeBasePath: '/docs',
    });
    const examples = item({
      type: 'doc',
      docId: 'examples/index',
      label: 'Examples',
      activeBasePath: '/docs/examples',
    });
    for (const pathname of ['/docs/examples/', '/docs/examples/cosmos-staking-example/']) {
      navigation.pathname = pathname;
      const { unmount } = render(
        <NavClaims claims={navbarClaims([guides, examples])}>
          <NavbarItem item={guides} />
          <NavbarItem item={examples} />
        </NavClaims>,
      );
      expect(screen.getByRole('link', { name: 'Examples' }).className).toContain('active');
      expect(screen.getByRole('link', { name: 'Guides' }).className).not.toContain('active');
      unmount();
    }
    navigation.pathname = '/docs/reporting/';
    render(
      <NavClaims claims={navbarClaims([guides, examples])}>
        <NavbarItem item={guides} />
        <NavbarItem item={examples} />
      </NavClaims>,
    );
    expect(screen.getByRole('link', { name: 'Guides' }).className).toContain('active');
    expect(screen.getByRole('link', { name: 'Examples' }).className).not.toContain('active');
  });

  it('doc: the current doc link has aria-current="page"', () => {
    navigation.pathname = '/docs/welcome/';
    render(<NavbarItem item={item({ type: 'doc', docId: 'welcome', label: 'Guides' })} />);
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  });

  it('docSidebar: links the first doc of the sidebar and is active on its pages', () => {
    navigation.pathname = '/docs/examples/sol-staking-example/';
    render(<NavbarItem item={item({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' })} />);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs/welcome/');
    expect(link.className).toContain('active');
    expect(commonBasePath(['/docs/a', '/docs/b/c'])).toBe('/docs');
  });

  it('html: shows the configured HTML', () => {
    render(<NavbarItem item={item({ type: 'html', value: '<strong>Beta</strong>' })} />);
    expect(screen.getByText('Beta').tagName).toBe('STRONG');
  });

  it('dropdown: a button that opens its links', async () => {
    render(
      <NavbarItem
        item={item({
          type: 'dropdown',
          label: 'Chains',
          items: [
            { label: 'Examples', to: '/docs/examples/' },
            { label: 'Status', href: 'https://status.example' },
          ],
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chains' }));
    expect(screen.getByRole('link', { name: 'Examples' })).toHaveAttribute(
      'href',
      '/docs/examples/',
    );
    expect(screen.getByRole('link', { name: /Status/ })).toHaveAttribute('target', '_blank');
  });

  it('search: a button in the bar, nothing in the mobile menu', () => {
    const { unmount } = render(<NavbarItem item={item({ type: 'search' })} />);
    expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
    unmount();
    const { container } = render(<NavbarItem item={item({ type: 'search' })} mobile />);
    expect(container).toBeEmptyDOMElement();
  });

  it('docsVersion: links the version main doc and stores it as the preferred version on click', async () => {
    render(<NavbarItem item={item({ type: 'docsVersion', label: 'Latest docs' })} />);
    const link = screen.getByRole('link', { name: 'Latest docs' });
    expect(link).toHaveAttribute('href', '/docs/welcome/');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.localStorage.getItem(STORAGE_KEYS.docsPreferredVersion)).toBe('current');
  });

  it('localeDropdown: lists the site locale', async () => {
    render(<NavbarItem item={item({ type: 'localeDropdown', position: 'right' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('keeps the rest of the navbar working when one item throws, naming it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <NavbarItem item={item({ type: 'doc', docId: 'no-such-doc', label: 'Broken' })} />
        </li>
        <li>
          <NavbarItem item={item({ to: '/api', label: 'API Reference' })} />
        </li>
      </ul>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The navbar item "Broken" failed to render. Check the navbar item configuration',
    );
    expect(screen.getByRole('link', { name: 'API Reference' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

// One version and one locale exist; fixtures of two show the switching.
const versions: DocsVersion[] = [
  { name: 'current', label: '1.0.0', mainDocId: 'welcome', path: '/docs', folder: 'docs' },
  { name: '0.9', label: '0.9.0', mainDocId: 'welcome', path: '/docs/0.9', folder: 'versions/0.9' },
];

describe('docs versions dropdown: shown with more than one version', () => {
  it('is not shown with a single version', () => {
    const { container } = render(
      <DocsVersionDropdownNavbarItem item={item({ type: 'docsVersionDropdown' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('with two versions, links each main doc, labelled by the version being read', async () => {
    navigation.pathname = '/docs/0.9/reporting/';
    render(
      <DocsVersionDropdownNavbarItem
        item={item({ type: 'docsVersionDropdown' })}
        versions={versions}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '0.9.0' }));
    expect(screen.getByRole('link', { name: '1.0.0' })).toHaveAttribute('href', '/docs/welcome/');
    expect(screen.getByRole('link', { name: '0.9.0' })).toHaveAttribute(
      'href',
      '/docs/0.9/welcome/',
    );
  });

  it('remembers the chosen version and shows it outside the docs', async () => {
    const { unmount } = render(<VersionsDropdown versions={versions} />);
    await userEvent.click(screen.getByRole('button', { name: '1.0.0' }));
    const older = screen.getByRole('link', { name: '0.9.0' });
    older.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(older);
    expect(window.localStorage.getItem(STORAGE_KEYS.docsPreferredVersion)).toBe('0.9');
    unmount();
    navigation.pathname = '/api/';
    render(<VersionsDropdown versions={versions} />);
    expect(await screen.findByRole('button', { name: '0.9.0' })).toBeInTheDocument();
  });

  it("is labelled 'Versions' in the mobile menu, expanded when it holds the current page", () => {
    navigation.pathname = '/docs/0.9/welcome/';
    render(
      <DocsVersionDropdownNavbarItem
        item={item({ type: 'docsVersionDropdown' })}
        versions={versions}
        mobile
      />,
    );
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('locale dropdown: the same page in every locale', () => {
  const settings = {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      fr: { label: 'Français', htmlLang: 'fr' },
    },
  };

  it('links the same page in the other locale, keeping query and hash', async () => {
    navigation.pathname = '/docs/reporting/';
    window.history.replaceState(null, '', '/docs/reporting/?range=3m#by-day');
    render(<LocaleDropdown settings={settings} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/docs/reporting/?range=3m#by-day');
    expect(french).toHaveAttribute('hreflang', 'fr');
    window.history.replaceState(null, '', '/');
  });

  it("is labelled 'Languages' in the mobile menu", () => {
    render(<LocaleDropdown settings={settings} mobile />);
    expect(screen.getByRole('button', { name: 'Languages' })).toBeInTheDocument();
  });

  it("is labelled in the page's locale when the page hands its strings in", () => {
    render(
      <UiStringsProvider strings={{ 'theme.navbar.mobileLanguageDropdown.label': 'Langues' }}>
        <LocaleDropdown settings={settings} mobile />
      </UiStringsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Langues' })).toBeInTheDocument();
  });
});

describe('Navbar layout', () => {
  it('puts items left by default and right when asked', async () => {
    const { default: Navbar } = await import('.');
    const { MobileSidebarProvider } = await import('@/components/MobileSidebar/context');
    render(
      <MobileSidebarProvider>
        <Navbar />
      </MobileSidebarProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const lists = within(nav).getAllByRole('list');
    expect(within(lists[0]).getByRole('link', { name: 'Guides' })).toBeInTheDocument();
    expect(within(lists[1]).getByRole('link', { name: /Contact/ })).toBeInTheDocument();
    expect(within(lists[1]).getByRole('button', { name: /Search/ })).toBeInTheDocument();
  });
});
