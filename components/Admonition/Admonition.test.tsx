import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMONITION_TYPES } from '@/lib/mdx/admonitions';
import Admonition, { Warning } from './index';

describe('Admonition', () => {
  it('renders each type as a labelled note (not a landmark) with its default title', () => {
    for (const type of ADMONITION_TYPES) {
      render(<Admonition type={type}>Body of {type}</Admonition>);
      const title = type[0].toUpperCase() + type.slice(1);
      expect(screen.getByRole('note', { name: title })).toHaveTextContent(`Body of ${type}`);
    }
    expect(screen.queryAllByRole('complementary')).toEqual([]);
  });

  it('takes a custom title', () => {
    render(<Warning title="Keys are shown once">Store it now.</Warning>);
    expect(screen.getByRole('note', { name: 'Keys are shown once' })).toHaveTextContent(
      'Store it now.',
    );
  });
});
