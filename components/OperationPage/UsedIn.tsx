import Link from '@/components/Link';
import type { GuideLink } from '@/lib/openapi/pages/guides';
import { apiGuidesPath } from '@/lib/urls';
import { SECTION } from '@/lib/openapi/pages/sections';

interface UsedInProps {
  operationId: string;
  /**
   * The guides the page names: the first ones in the docs' reading order
   * (lib/openapi/pages/guides.ts GUIDES_SHOWN).
   */
  shown: GuideLink[];
  /** How many guides use the operation in all. */
  total: number;
}

/**
 * The guides and examples that call the operation: the first few, then a link to the list of
 * all of them, so the page weighs the same however many guides call the operation.
 */
export default function UsedIn({ operationId, shown, total }: UsedInProps) {
  return (
    <section aria-labelledby={SECTION.guides.id}>
      <h2 id={SECTION.guides.id}>{SECTION.guides.title}</h2>
      <ul>
        {shown.map((guide) => (
          <li key={guide.href}>
            <Link href={guide.href}>{guide.title}</Link>
          </li>
        ))}
      </ul>
      {total > shown.length && (
        <p>
          <Link
            href={apiGuidesPath(operationId)}
          >{`All ${total} guides and examples that use this operation`}</Link>
        </p>
      )}
    </section>
  );
}
