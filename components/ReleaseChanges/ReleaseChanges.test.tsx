import { render, screen, within } from '@testing-library/react';
import { releaseNotes } from '@/lib/blog/release-notes';
import type { JsonObject } from '@/lib/openapi';
import type { Release } from '@/lib/openapi/releases';
import ReleaseChanges from './index';
import ReleaseBadge from './ReleaseBadge';

const answer = (properties: Record<string, object>) => ({
  200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: Object.keys(properties), properties } } } },
});
const release = (version: string, paths: object): Release => ({
  version,
  file: `openapi/releases/${version}.json`,
  document: { openapi: '3.0.3', info: { title: 'T', version }, tags: [{ name: 'Status' }], paths } as JsonObject,
});
const status = (properties: Record<string, object>, summary = 'Status') => ({ get: { operationId: 'getStatus', tags: ['Status'], summary, responses: answer(properties) } });
const RELEASES = [
  release('1.0.0', { '/status': status({ up: { type: 'boolean' }, since: { type: 'string' } }), '/ping': { get: { operationId: 'ping', tags: ['Status'], summary: 'Ping', responses: answer({}) } } }),
  release('2.0.0', { '/status': status({ up: { type: 'boolean' }, region: { type: 'string' } }, 'API status') }),
];
/** The description the site serves now: it still has getStatus, not ping. */
const CURRENT = RELEASES[1].document;

describe('ReleaseChanges: the generated list under a release post', () => {
  it('lists the breaking changes first, by operation, linking operations the reference still has', () => {
    render(<ReleaseChanges version="2.0.0" notes={releaseNotes(RELEASES, '2.0.0', CURRENT)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Changes in 2.0.0' })).toBeInTheDocument();
    expect(screen.getByText(/^Since 1\.0\.0:/)).toHaveTextContent('Since 1.0.0: 2 breaking changes, 2 other changes and 1 change to the documentation. Generated from the descriptions of both releases.');
    const breaking = screen.getByRole('heading', { level: 3, name: 'Breaking changes' }).nextElementSibling as HTMLElement;
    expect(within(breaking).getByRole('link', { name: 'GET /status (getStatus)' })).toHaveAttribute('href', '/api/operations/getStatus/');
    expect(within(breaking).getByText('response 200 body: since: removed')).toBeInTheDocument();
    // ping is gone from the reference: named, not linked.
    expect(within(breaking).getByText('GET /ping (ping)').tagName).toBe('SPAN');
    expect(within(breaking).getByText('operation: operation removed')).toBeInTheDocument();
    const other = screen.getByRole('heading', { level: 3, name: 'Other changes' }).nextElementSibling as HTMLElement;
    expect(within(other).getByText('response 200 body: region: added')).toBeInTheDocument();
    expect(screen.getByText('Documentation changes (1)')).toBeInTheDocument();
  });

  it('lists the operations of the first release, all new', () => {
    render(<ReleaseChanges version="1.0.0" notes={releaseNotes(RELEASES, '1.0.0', RELEASES[0].document)} />);
    expect(screen.getByText('1.0.0 is the first release: its 2 operations are all new.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET /ping' })).toHaveAttribute('href', '/api/operations/ping/');
  });

  it('says on the badge whether a release breaks callers', () => {
    const { rerender } = render(<ReleaseBadge version="2.0.0" notes={releaseNotes(RELEASES, '2.0.0', CURRENT)} />);
    expect(screen.getByText('API 2.0.0 · 2 breaking changes')).toBeInTheDocument();
    rerender(<ReleaseBadge version="1.0.0" notes={releaseNotes(RELEASES, '1.0.0', CURRENT)} />);
    expect(screen.getByText('API 1.0.0 · first release')).toBeInTheDocument();
  });
});
