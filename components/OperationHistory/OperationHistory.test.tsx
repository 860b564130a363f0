import { render, screen } from '@testing-library/react';
import type { ApiChange } from '@/lib/openapi/changes';
import OperationHistory from './index';

const change = (type: ApiChange['type']): ApiChange => ({ type, where: 'response 200 body', field: 'at', kind: 'removed', pointer: '#/paths' });

describe('OperationHistory', () => {
  it('names each release that changed the operation, newest first, then the one it appeared in, linked to their posts', () => {
    render(
      <OperationHistory
        operationId="getCurrentYield"
        history={{
          operationId: 'getCurrentYield',
          introducedIn: { version: '1.0.0', post: { title: 'API 1.0.0', permalink: '/changelog/api-1-0-0/' } },
          changedIn: [
            { version: '2.0.0', post: { title: 'API 2.0.0', permalink: '/changelog/api-2-0-0/' }, changes: [change('breaking'), change('annotation')], breaking: 1 },
            { version: '1.1.0', changes: [change('non-breaking')], breaking: 0 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Changed in 2.0.0: 2 changes, 1 breaking', 'Changed in 1.1.0: 1 change', 'Added in 1.0.0']);
    expect(screen.getByRole('link', { name: '2.0.0' })).toHaveAttribute('href', '/changelog/api-2-0-0/');
    expect(screen.getByRole('link', { name: '1.0.0' })).toHaveAttribute('href', '/changelog/api-1-0-0/');
    expect(screen.queryByRole('link', { name: '1.1.0' })).toBeNull();
  });

  it('says so for an operation in no release yet, with the heading level asked for', () => {
    render(<OperationHistory operationId="newCall" history={{ operationId: 'newCall', changedIn: [] }} latest="1.0.0" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('New: in no release yet (the latest is 1.0.0).');
  });

  it('reads the site\'s releases and changelog when given no history: every operation of openapi/ appeared in 1.0.0', () => {
    render(<OperationHistory operationId="getCurrentYield" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Added in 1.0.0');
    expect(screen.getByRole('link', { name: '1.0.0' })).toHaveAttribute('href', '/changelog/api-1-0-0/');
  });
});
