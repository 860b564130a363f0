import type { ReactNode } from 'react';
import DocSidebar from '@/components/DocSidebar';
import { getAllDocs, sidebars } from '@/lib/docs';
import { resolveSidebar } from '@/lib/docs/sidebar';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from './styles.module.css';

export function docsSidebarNodes() {
  return resolveSidebar(sidebars.docs, getAllDocs());
}

/** The docs layout: the one sidebar beside the main area (spec §2). */
export default function DocsShell({ currentDocId, children }: { currentDocId?: string; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <DocSidebar nodes={docsSidebarNodes()} currentDocId={currentDocId} />
      </aside>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
