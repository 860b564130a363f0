import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import Admonition, { Danger, Info, Note, Tip, Warning } from '@/components/Admonition';
import CodeBlock from '@/components/CodeBlock';
import CodeTabs, { CodeTab } from '@/components/CodeTabs';
import ExampleSource from '@/components/ExampleSource';
import Link from '@/components/Link';

/**
 * Wide tables scroll on their own instead of widening the page. The scrolling box takes the
 * keyboard focus (tabIndex 0), so a keyboard can scroll it too (WCAG 2.1.1; axe
 * scrollable-region-focusable); a <section> is a box of content a focus stop may be, where a
 * plain <div> would be a focus stop without a role.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <section tabIndex={0} style={{ overflowX: 'auto', marginBottom: '1.25rem' }}>
      <table {...props} />
    </section>
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
