import HighlightedCodeBlock from '@/components/CodeBlock/Highlighted';
import CodeTabs, { CodeTab } from '@/components/CodeTabs';
import { API_KEY_PLACEHOLDER, type CodeSample } from '@/lib/openapi/pages/code-samples';
import { SECTION } from '@/lib/openapi/pages/sections';

/**
 * The request example as code in each language (lib/openapi/pages/code-samples.ts), highlighted at
 * build time, as tabs that remember the reader's language across pages.
 */
export default function CodeSamples({
  samples,
  secured,
}: {
  samples: CodeSample[];
  secured: boolean;
}) {
  return (
    // Not searched: the samples repeat the request example and the URL on every operation page.
    <section aria-labelledby={SECTION.codeSamples.id} data-pagefind-ignore="">
      <h2 id={SECTION.codeSamples.id}>{SECTION.codeSamples.title}</h2>
      <p>
        The request example of this page
        {secured ? (
          <>
            ; put your key in place of <code>{API_KEY_PLACEHOLDER}</code>.
          </>
        ) : (
          '.'
        )}
      </p>
      <CodeTabs label="Code sample language">
        {samples.map((sample) => (
          <CodeTab key={sample.label} label={sample.label}>
            <HighlightedCodeBlock code={sample.source} lang={sample.highlight} />
          </CodeTab>
        ))}
      </CodeTabs>
    </section>
  );
}
