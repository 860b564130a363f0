/**
 * The languages of the operations' code samples and the keys Stoplight Elements files them
 * under. Plain data without the generator (httpsnippet-lite), so the browser can read it when it
 * hands the description to Elements (components/ApiReference/elements-loader.ts).
 */

export interface CodeSampleTarget {
  /** The tab's name on the page. */
  label: string;
  /** httpsnippet's target and client, which are also Elements' language and library keys. */
  lang: 'shell' | 'javascript' | 'python' | 'go';
  lib: string;
  /** The library key Elements files the sample under; none where its language has no libraries (Go). */
  elementsLib?: string;
  /** The language name shiki highlights it as. */
  highlight: string;
}

/** The languages of the samples, in the order the page shows them. */
export const CODE_SAMPLE_TARGETS: readonly CodeSampleTarget[] = [
  { label: 'curl', lang: 'shell', lib: 'curl', elementsLib: 'curl', highlight: 'bash' },
  {
    label: 'JavaScript',
    lang: 'javascript',
    lib: 'fetch',
    elementsLib: 'fetch',
    highlight: 'javascript',
  },
  {
    label: 'Python',
    lang: 'python',
    lib: 'requests',
    elementsLib: 'requests',
    highlight: 'python',
  },
  { label: 'Go', lang: 'go', lib: 'native', highlight: 'go' },
];

interface PublishedCodeSample {
  lang: string;
  label: string;
  source: string;
  lib?: string;
}

type Operations = Record<
  string,
  Record<string, { 'x-codeSamples'?: PublishedCodeSample[] } | unknown>
>;

/**
 * The published description with each `x-codeSamples` entry filed under its Elements library
 * (`lib`). The published file leaves `lib` out: the extension's schema has `lang`, `label` and
 * `source` only, and Redocly's linter refuses anything more. Without it Elements shows a sample
 * for every library of its language ("Shell / HTTPie" would show the curl command), so the copy
 * Elements renders gets it back here. Returns a copy; `paths` is the only part that changes.
 */
export function withElementsLibraries<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Operations;
  const filed: Operations = {};
  for (const [path, item] of Object.entries(paths)) {
    filed[path] = Object.fromEntries(
      Object.entries(item).map(([key, operation]) => {
        const samples = (operation as { 'x-codeSamples'?: PublishedCodeSample[] } | null)?.[
          'x-codeSamples'
        ];
        if (!Array.isArray(samples)) return [key, operation];
        const withLib = samples.map((sample) => {
          const lib = CODE_SAMPLE_TARGETS.find(
            (target) => target.label === sample.label && target.lang === sample.lang,
          )?.elementsLib;
          return lib ? { ...sample, lib } : sample;
        });
        return [key, { ...(operation as object), 'x-codeSamples': withLib }];
      }),
    );
  }
  return { ...document, paths: filed };
}
