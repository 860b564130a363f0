import type { ReactNode } from 'react';
import DocSidebar from '@/components/DocSidebar';
import SecondaryMenuFiller from '@/components/MobileSidebar/SecondaryMenuFiller';
import { getDocsSidebar } from '@/lib/docs';
import type { SidebarNode } from '@/lib/docs/sidebar';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from './styles.module.css';

/**
 * The layout of the docs, the API reference's operations and the changelog: one sidebar beside
 * the main area. Below 996 px the same sidebar, rendered here on the server, becomes
 * the mobile menu's secondary menu.
 */
export default function DocsShell({
  currentDocId,
  version,
  sidebar: ownSidebar,
  nav,
  children,
}: {
  currentDocId?: string;
  version?: string;
  /** A sidebar other than a version's (a locale's, lib/docs/locales.ts). */
  sidebar?: SidebarNode[];
  /**
   * A navigation of its own in the sidebar's place (the API reference's operations, the changelog's
   * posts by year), instead of the docs sidebar.
   */
  nav?: ReactNode;
  children: ReactNode;
}) {
  // One element for both places, so the page's payload carries it once.
  const sidebar = nav ?? docsSidebar(ownSidebar ?? getDocsSidebar(version), currentDocId);
  return (
    <div className={styles.layout}>
      <SecondaryMenuFiller>{sidebar}</SecondaryMenuFiller>
      <aside className={styles.sidebar}>{sidebar}</aside>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

function docsSidebar(nodes: SidebarNode[], currentDocId: string | undefined) {
  // /docs-sidebar.json holds the current version's sidebar: another version's stays whole.
  return (
    <DocSidebar
      nodes={nodes}
      currentDocId={currentDocId}
      collapsible={nodes === getDocsSidebar()}
    />
  );
}
