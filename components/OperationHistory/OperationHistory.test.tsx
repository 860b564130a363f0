import { render, screen } from '@testing-library/react';
import type { ApiChange } from '@/lib/openapi/changes/compare';
import type { Release } from '@/lib/openapi/changes/releases';
import type { JsonObject } from '@/lib/openapi/document/walk';
import OperationHistory from './index';

const change = (type: ApiChange['type']): ApiChange => ({
  type,
  rule: 'response.property-removed',
  where: 'response 200 body',
  field: 'at',
  kind: 'removed',
  pointer: '#/paths',
});

/** Releases this test builds itself: 1.0.0 with getYield, 1.1.0 adds a field to its answer, 2.0.0 removes it. */
function releases(): Release[] {
  const getYield = (properties: Record<string, object>) => ({
    get: {
      operationId: 'getYield',
      summary: 'Yield',
      responses: {
        200: {
          description: 'ok',
          content: { 'application/json': { schema: { type: 'object', properties } } },
        },
      },
    },
  });
  const release = (version: string, paths: object): Release => ({
    version,
    file: `openapi/releases/${version}.json`,
    document: { openapi: '3.0.3', info: { title: 'T', version }, paths } as JsonObject,
  });
  return [
    release('1.0.0', { '/yield': getYield({ apr: { type: 'number' } }) }),
    release('1.1.0', { '/yield': getYield({ apr: { type: 'number' }, apy: { type: 'number' } }) }),
    release('2.0.0', {
      '/status': { get: { operationId: 'getStatus', responses: { 204: { description: 'up' } } } },
    }),
  ];
}

describe('OperationHistory', () => {
  it(
    'names each release that changed the operation, newest first, then the one it appeared in, ' +
      'linked to their posts',
    () => {
      render(
        <OperationHistory
          operationId="getCurrentYield"
          history={{
            operationId: 'getCurrentYield',
            introducedIn: {
              version: '1.0.0',
              post: { title: 'API 1.0.0', permalink: '/changelog/api-1-0-0/' },
            },
            changedIn: [
              {
                version: '2.0.0',
                post: { title: 'API 2.0.0', permalink: '/changelog/api-2-0-0/' },
                changes: [change('breaking'), change('internal')],
                breaking: 1,
              },
              { version: '1.1.0', changes: [change('notable')], breaking: 0 },
            ],
          }}
        />,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toEqual([
        'Changed in 2.0.0: 2 changes, 1 breaking',
        'Changed in 1.1.0: 1 change',
        'Added in 1.0.0',
      ]);
      expect(screen.getByRole('link', { name: '2.0.0' })).toHaveAttribute(
        'href',
        '/changelog/api-2-0-0/',
      );
      expect(screen.getByRole('link', { name: '1.0.0' })).toHaveAttribute(
        'href',
        '/changelog/api-1-0-0/',
      );
      expect(screen.queryByRole('link', { name: '1.1.0' })).toBeNull();
    },
  );

  it('says so for an operation in no release yet, with the heading level asked for', () => {
    render(
      <OperationHistory
        operationId="newCall"
        history={{ operationId: 'newCall', changedIn: [] }}
        latest="1.0.0"
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'New: in no release yet (the latest is 1.0.0).',
    );
  });

  it(
    'reads the releases it is given, 1.1.0 among them: a change in 1.1.0, and the removal in ' +
      '2.0.0 named without a link to a post it lacks',
    () => {
      render(<OperationHistory operationId="getYield" releases={releases()} />);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Removed in 2.0.0',
        'Changed in 1.1.0: 1 change',
        'Added in 1.0.0',
      ]);
    },
  );

  it('reads an operation added in 2.0.0 as new there, with no removal', () => {
    render(<OperationHistory operationId="getStatus" releases={releases()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Added in 2.0.0',
    ]);
  });
});
