import HighlightedCodeBlock from '@/components/CodeBlock/Highlighted';
import type { ExampleModel } from '@/lib/openapi/pages/operation';
import styles from './styles.module.css';

/** A value of the description as the code a reader copies: JSON for objects, the text itself for a string. */
export function exampleText(value: unknown): { code: string; lang: string } {
  return typeof value === 'string'
    ? { code: value, lang: 'plaintext' }
    : { code: JSON.stringify(value, null, 2), lang: 'json' };
}

function Example({ example, heading }: { example: ExampleModel; heading: string }) {
  const { code, lang } = exampleText(example.value);
  return (
    <figure className={styles.example}>
      <figcaption>{heading}</figcaption>
      <HighlightedCodeBlock code={code} lang={lang} />
    </figure>
  );
}

/** The examples of a request body or response, highlighted at build time, each under its summary. */
export default function Examples({ examples, of }: { examples: ExampleModel[]; of: string }) {
  if (examples.length === 0) return null;
  return (
    // Not searched: example values match queries by chance (another chain's address, a status
    // word); the fields and descriptions say what the operation does.
    <div className={styles.examples} data-pagefind-ignore="">
      {examples.map((example) => (
        <Example
          key={example.name}
          example={example}
          heading={
            example.summary || examples.length > 1
              ? `${of}: ${example.summary ?? example.name}`
              : of
          }
        />
      ))}
    </div>
  );
}
