export interface MdxToMarkdownOptions {
  /** The page title, written as the first heading. */
  title: string;
  /** One sentence under the title. */
  description?: string;
  /** The code an <ExampleSource> shows. */
  exampleCode(file: string, options: { region?: string; lines?: string }): string | Promise<string>;
  /** The URL a link or image carries in the copy. */
  rewriteUrl?(url: string): string;
  /** Named in errors. */
  file?: string;
}
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): Promise<string>;
