'use client';

import LazyRow from '@/components/DocSidebar/LazyRow';
import Link from '@/components/Link';
import { fetchSiteJson, loadOnce } from '@/lib/lazy';
import type { ApiSidebarTag } from '@/lib/openapi';
import { API_SIDEBAR_ASSET, apiTagHref } from '@/lib/urls';
import docs from '@/components/DocSidebar/styles.module.css';
import OperationLinks from './OperationLinks';

/** Every tag's operations, which the closed tags of the page share. */
const loadTags = loadOnce(() => fetchSiteJson<ApiSidebarTag[]>(API_SIDEBAR_ASSET));

/**
 * A tag of the API sidebar other than the one being read. Without JavaScript its label links to
 * the tag's operations in the /api list; the toggle loads them in place. Its operations are not
 * in the page: 60 links repeated in the HTML and both payloads of every operation page weighed
 * 4 kB of gzip (issue 20's size target), for a part most readers never open.
 */
export default function ClosedTag({ tag }: { tag: string }) {
  return (
    <LazyRow
      load={loadTags}
      label={
        <Link href={apiTagHref(tag)} className={docs.categoryLink}>
          {tag}
        </Link>
      }
      toggleLabel={(open) => `${tag}: ${open ? 'hide' : 'show'} operations`}
      failed="Could not load these operations."
      content={(tags, id) => <OperationLinks id={id} operations={tags.find((entry) => entry.tag === tag)?.operations ?? []} />}
    />
  );
}
