/**
 * The admonitions authors write in MDX (`<Note>`, `<Warning title="…">`, or
 * `<Admonition type="note">`), each type with the title it shows when given none: the page's
 * box (components/Admonition) and its Markdown copy (lib/mdx/components.ts) read both here.
 */
export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;

export type AdmonitionType = keyof typeof ADMONITION_TITLES;

export const ADMONITION_TYPES = Object.keys(ADMONITION_TITLES) as AdmonitionType[];
