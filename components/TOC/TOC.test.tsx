import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TOC, { TOCCollapsible } from './index';

const items = [
  {
    id: 'forge',
    text: 'Forge',
    level: 2,
    children: [{ id: 'sign', text: 'Sign', level: 3, children: [] }],
  },
];

describe('TOC', () => {
  it('links to each heading, nesting level 3 under level 2', () => {
    render(<TOC items={items} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Forge' })).toHaveAttribute('href', '#forge');
    const nested = within(nav).getByRole('link', { name: 'Sign' });
    expect(nested).toHaveAttribute('href', '#sign');
    expect(nested.closest('ul')?.parentElement?.closest('li')).toContainElement(
      within(nav).getByRole('link', { name: 'Forge' }),
    );
  });

  it(
    'folds the same links into a disclosure for narrow screens, with no second landmark of the ' +
      'same name',
    async () => {
      render(
        <>
          <TOC items={items} />
          <TOCCollapsible items={items} />
        </>,
      );
      expect(screen.getAllByRole('navigation')).toHaveLength(1);
      const summary = screen.getByText('On this page', { selector: 'summary' });
      const folded = summary.closest('details')!;
      expect(within(folded).getByRole('link', { name: 'Sign', hidden: true })).toHaveAttribute(
        'href',
        '#sign',
      );
    },
  );

  it('renders nothing without headings', () => {
    const { container } = render(
      <>
        <TOC items={[]} />
        <TOCCollapsible items={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
