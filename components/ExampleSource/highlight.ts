import { highlightCode } from '@/lib/highlight';

/** An example program's TypeScript, highlighted at build time (lib/highlight.ts). */
export function highlightTypeScript(code: string): Promise<string> {
  return highlightCode(code, 'typescript');
}
