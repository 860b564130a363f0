import HighlightedCodeBlock from '@/components/CodeBlock/Highlighted';
import { excerpt, readExample, type ExcerptOptions } from '@/lib/mdx/example-source';

interface ExampleSourceProps extends ExcerptOptions {
  /** File name in content/examples/, such as "sol-staking-example.ts". */
  file: string;
  /** Caption above the code. Defaults to the file name for a whole program and to none for an excerpt. */
  title?: string | false;
}

/**
 * Shows an example program (or an excerpt of it) from its file in content/examples/,
 * highlighted at build time. The page and `npm test` read the same file, so the
 * code on the page is the code that was type-checked against the API description.
 */
export default async function ExampleSource({ file, title, region, lines }: ExampleSourceProps) {
  const code = excerpt(await readExample(file), file, { region, lines });
  const isExcerpt = Boolean(region ?? lines);
  const caption = title ?? (isExcerpt ? false : file);
  return (
    <figure data-example-source={file} data-example-excerpt={region ?? lines ?? 'full'}>
      {caption && <figcaption>{caption}</figcaption>}
      <HighlightedCodeBlock code={code} lang="typescript" label="ts" />
    </figure>
  );
}
