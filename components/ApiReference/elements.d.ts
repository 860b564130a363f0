// @stoplight/elements 9 ships declarations, but its package `exports` map does not point
// to them, so TypeScript cannot find them (TS7016). These are the parts /api uses.
declare module '@stoplight/elements' {
  import type { ComponentType } from 'react';

  export interface APIProps {
    apiDescriptionDocument: string | object;
    router?: 'history' | 'hash' | 'memory' | 'static';
    basePath?: string;
    layout?: 'sidebar' | 'stacked' | 'responsive';
    hideTryIt?: boolean;
    hideTryItPanel?: boolean;
    hideExport?: boolean;
    hideSchemas?: boolean;
    hideInternal?: boolean;
    tryItCredentialsPolicy?: 'omit' | 'include' | 'same-origin';
  }

  export const API: ComponentType<APIProps>;
}
