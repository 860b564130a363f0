// What the content check's modules pass each other: a problem found, and a page read from its source.
import type { Root } from 'mdast';

/** One mistake: where it is and what to do about it. */
export interface Problem {
  /** Relative to the project, "/" separators. */
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * A page read from its source: its id, where it is served, its tree (undefined when it does not
 * parse).
 */
export interface SourcePage {
  file: string;
  id: string;
  route: string;
  tree?: Root;
  ids: Set<string>;
  unlisted: boolean;
}
