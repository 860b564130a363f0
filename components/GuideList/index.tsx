import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import Pager from '@/components/Pager';
import styles from '@/components/DocsShell/index-page.module.css';
import type { GuideLink } from '@/lib/openapi/pages/guides';
import type { ApiOperation } from '@/lib/openapi/pages/operation-list';
import { apiGuidesPath, apiOperationPath } from '@/lib/urls';

interface GuideListProps {
  operation: ApiOperation;
  /** This page's guides, in the docs' reading order. */
  guides: GuideLink[];
  /** How many guides use the operation in all. */
  total: number;
  /** The place of this page's first guide in the whole list (1 on the first page). */
  firstNumber: number;
  page: number;
  pageCount: number;
}

/** One page of the list of every guide and example that calls an operation, in the docs' reading order. */
export default function GuideList({
  operation,
  guides,
  total,
  firstNumber,
  page,
  pageCount,
}: GuideListProps) {
  return (
    <div className={styles.wrapper}>
      <h1 className={styles.title}>Guides that use “{operation.summary}”</h1>
      <p className={styles.lead}>
        {total} guides and examples call <MethodBadge method={operation.method} />{' '}
        <code>{operation.path}</code>, in the order of the docs.{' '}
        <Link href={apiOperationPath(operation.operationId)}>The operation’s reference</Link>.
      </p>
      <ol className={styles.list} start={firstNumber}>
        {guides.map((guide) => (
          <li key={guide.href}>
            <Link href={guide.href}>{guide.title}</Link>
          </li>
        ))}
      </ol>
      <Pager
        label="Pages of this list"
        page={page}
        pageCount={pageCount}
        href={(n) => apiGuidesPath(operation.operationId, n)}
      />
    </div>
  );
}
