import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import Admonition, { Danger, Info, Note, Tip, Warning } from '@/components/Admonition';
import {
  ChainFacts,
  ChainKeywords,
  ChainOverview,
  CosmosChains,
  EthereumKeyIdentifiers,
  FamilyFacts,
  FamilySigning,
  FamilySize,
  FeeCeilings,
  IdentifierCount,
  MinimumAmount,
  OtherChains,
  SupportedChains,
  UnbondingPeriod,
} from '@/components/ChainFacts';
import { DeprecationPeriod, OperationChanges, SchemaChanges } from '@/components/ChangePolicy';
import CodeBlock from '@/components/CodeBlock';
import CodeTabs, { CodeTab } from '@/components/CodeTabs';
import ExampleSource from '@/components/ExampleSource';
import Link from '@/components/Link';
import TransactionCheck from '@/components/TransactionCheck';
import type { MdxComponentName } from '@/lib/mdx/components';

/**
 * Wide tables scroll on their own instead of widening the page. The scrolling box takes the
 * keyboard focus (tabIndex 0), so a keyboard can scroll it too (WCAG 2.1.1; axe
 * scrollable-region-focusable); a <section> is a box of content a focus stop may be, where a
 * plain <div> would be a focus stop without a role.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box (above)
    <section tabIndex={0} style={{ overflowX: 'auto', marginBottom: '1.25rem' }}>
      <table {...props} />
    </section>
  );
}

/**
 * Every component authors may use in MDX: a page uses it by name, without an import. The names
 * are those of lib/mdx/components.ts, which gives each its Markdown form, so a component cannot
 * reach the pages without one (TypeScript checks the names here, lib/mdx/components.test.ts at
 * run time). A client component among them (CodeTabs; TransactionCheck's loader, whose check
 * loads only when shown) reaches every docs page's shared chunk, as the pages are one route:
 * keep them small.
 */
export const AUTHOR_COMPONENTS = {
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  CodeTabs,
  CodeTab,
  ExampleSource,
  TransactionCheck,
  ChainFacts,
  FamilyFacts,
  FamilySigning,
  FeeCeilings,
  ChainKeywords,
  ChainOverview,
  SupportedChains,
  CosmosChains,
  OtherChains,
  IdentifierCount,
  FamilySize,
  EthereumKeyIdentifiers,
  UnbondingPeriod,
  MinimumAmount,
  SchemaChanges,
  OperationChanges,
  DeprecationPeriod,
} satisfies Record<MdxComponentName, MDXComponents[string]>;

const components: MDXComponents = {
  a: Link as MDXComponents['a'],
  pre: CodeBlock,
  table: Table,
  ...AUTHOR_COMPONENTS,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
