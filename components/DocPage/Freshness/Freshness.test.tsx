import { render, screen } from '@testing-library/react';
import Freshness from './index';

describe('Freshness: "Edit this page" and "Last updated" at the foot of a docs page', () => {
  it("links to the page's file in the editor of the site config, and shows the date of its last commit", () => {
    render(
      <Freshness
        file="content/docs/welcome.mdx"
        lastUpdated="2024-01-15T22:30:00+00:00"
        editUrl="https://github.com/org/docs/edit/main/"
      />,
    );
    const edit = screen.getByRole('link', { name: /^Edit this page/ });
    expect(edit).toHaveAttribute(
      'href',
      'https://github.com/org/docs/edit/main/content/docs/welcome.mdx',
    );
    expect(edit).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/^Last updated on/)).toHaveTextContent(
      'Last updated on January 15, 2024',
    );
    expect(screen.getByText('January 15, 2024')).toHaveAttribute(
      'dateTime',
      '2024-01-15T22:30:00+00:00',
    );
  });

  it("speaks the page's locale: French words and a French date on a French page", () => {
    render(
      <Freshness
        file="content/i18n/fr/docs/welcome.mdx"
        lastUpdated="2024-01-15T22:30:00+00:00"
        editUrl="https://github.com/org/docs/edit/main/"
        locale="fr"
      />,
    );
    expect(screen.getByRole('link', { name: /^Modifier cette page/ })).toBeInTheDocument();
    expect(screen.getByText(/^Dernière mise à jour le/)).toHaveTextContent(
      'Dernière mise à jour le 15 janvier 2024',
    );
  });

  it("writes the day in UTC, whatever the commit's own time zone", () => {
    render(
      <Freshness
        file="content/docs/welcome.mdx"
        lastUpdated="2024-01-15T23:30:00-05:00"
        editUrl={null}
      />,
    );
    expect(screen.getByText(/^Last updated on/)).toHaveTextContent(
      'Last updated on January 16, 2024',
    );
  });

  it('shows no date when git cannot tell one, and no edit link without an editUrl', () => {
    render(
      <Freshness
        file="content/docs/welcome.mdx"
        lastUpdated={null}
        editUrl="https://github.com/org/docs/edit/main/"
      />,
    );
    expect(screen.queryByText(/Last updated/)).toBeNull();
    expect(screen.getByRole('link', { name: /Edit this page/ })).toBeInTheDocument();
  });

  it('renders nothing with neither', () => {
    const { container } = render(
      <Freshness file="content/docs/welcome.mdx" lastUpdated={null} editUrl={null} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
