import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import Admonition, { Danger, Info, Note, Tip, Warning } from '@/components/Admonition';
import CodeBlock from '@/components/CodeBlock';
import CodeTabs, { CodeTab } from '@/components/CodeTabs';
import ExampleSource from '@/components/ExampleSource';
import Link from '@/components/Link';

/** Wide tables scroll on their own instead of widening the page. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div style={{ overflowX: 'auto', marginBottom: '1.25rem' }}>
      <table {...props} />
    </div>
  );
}

const components: MDXComponents = {
  a: Link as MDXComponents['a'],
  pre: CodeBlock,
  table: Table,
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  CodeTabs,
  CodeTab,
  ExampleSource,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
