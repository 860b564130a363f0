import type { ReactNode } from 'react';
import BlogSidebar from '@/components/BlogSidebar';
import SecondaryMenuFiller from '@/components/MobileSidebar/SecondaryMenuFiller';
import { getAllPosts } from '@/lib/blog/posts';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from './styles.module.css';

/**
 * The changelog's layout: its posts grouped by year beside the main area (spec §9). Below 996 px
 * the same list, rendered here on the server, becomes the mobile menu's secondary menu, as the
 * docs sidebar does.
 */
export default function BlogShell({ current, children }: { current: string; children: ReactNode }) {
  const sidebar = <BlogSidebar posts={getAllPosts()} current={current} />;
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
