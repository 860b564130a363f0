// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTHOR_COMPONENTS } from '@/mdx-components';
import { MDX_COMPONENTS } from './components';

describe('the components authors may use in MDX', () => {
  it('are the same names on the pages as in the Markdown copies', () => {
    expect(Object.keys(AUTHOR_COMPONENTS).sort()).toEqual(Object.keys(MDX_COMPONENTS).sort());
  });
});
