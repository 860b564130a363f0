import { render, screen, within } from '@testing-library/react';
import { releaseNotes, releaseNotesMarkdown } from '@/lib/blog/release-notes';
import { listReleases, type Release } from '@/lib/openapi/changes/releases';
import type { JsonObject } from '@/lib/openapi/document/walk';
import { listOperations } from '@/lib/openapi/pages/operation-list';
import ReleaseChanges from './index';
import ReleaseBadge from './ReleaseBadge';

const answer = (properties: Record<string, object>) => ({
  200: {
    description: 'ok',
    content: {
      'application/json': {
        schema: { type: 'object', required: Object.keys(properties), properties },
      },
    },
  },
});
const document = (version: string, paths: object) =>
  ({
    openapi: '3.0.3',
    info: { title: 'T', version },
    tags: [{ name: 'Status' }],
    paths,
  }) as JsonObject;
const release = (version: string, paths: object): Release => ({
  version,
  file: `openapi/releases/${version}.json`,
  document: document(version, paths),
});
const status = (properties: Record<string, object>, summary = 'Status', deprecated = false) => ({
  get: {
    operationId: 'getStatus',
    tags: ['Status'],
    summary,
    ...(deprecated && { deprecated }),
    responses: answer(properties),
  },
});
const ping = {
  get: { operationId: 'ping', tags: ['Status'], summary: 'Ping', responses: answer({}) },
};
const RELEASES = [
  release('1.0.0', {
    '/status': status({ up: { type: 'boolean' }, since: { type: 'string' } }),
    '/ping': ping,
  }),
  release('2.0.0', {
    '/status': status({ up: { type: 'boolean' }, region: { type: 'string' } }, 'API status', true),
  }),
];
/** The description the site serves after both releases: getStatus and a new call, no ping. */
const CURRENT = document('2.1.0', {
  '/status': status({ up: { type: 'boolean' }, region: { type: 'string' } }, 'API status', true),
  '/echo': {
    post: { operationId: 'echo', tags: ['Status'], summary: 'Echo', responses: answer({}) },
  },
});

/** Every link to the reference in what was rendered names an operation the current description has. */
function referenceLinks(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href^="/api/operations/"]')].map((link) =>
    link.getAttribute('href')!,
  );
}

describe('ReleaseChanges: the generated list under a release post', () => {
  it(
    'lists the breaking changes first, by operation, linking operations the reference still ' +
      'has and naming removed ones as removed',
    () => {
      render(
        <ReleaseChanges
          version="2.0.0"
          notes={releaseNotes(RELEASES, '2.0.0', CURRENT, '2027-01-15')}
        />,
      );
      expect(
        screen.getByRole('heading', { level: 2, name: 'Changes in 2.0.0' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Since 1\.0\.0:/)).toHaveTextContent(
        'Since 1.0.0: 2 breaking changes, 2 other changes and 1 change to the documentation. ' +
          'Generated from the descriptions of both releases, classed by the change policy.',
      );
      expect(screen.getByRole('link', { name: 'change policy' })).toHaveAttribute(
        'href',
        '/docs/api-change-policy/',
      );
      const breaking = screen.getByRole('heading', { level: 3, name: 'Breaking changes' })
        .nextElementSibling as HTMLElement;
      expect(
        within(breaking).getByRole('link', { name: 'GET /status (getStatus)' }),
      ).toHaveAttribute('href', '/api/operations/getStatus/');
      expect(within(breaking).getByText('response 200 body: since: removed')).toBeInTheDocument();
      // ping is gone from the reference: named, marked, not linked.
      expect(within(breaking).getByText('GET /ping (ping)').tagName).toBe('SPAN');
      expect(within(breaking).getByText('GET /ping (ping)').parentElement).toHaveTextContent(
        /^GET \/ping \(ping\) \(removed from the API\)operation: operation removed$/,
      );
      expect(within(breaking).queryByRole('link', { name: /ping/ })).toBeNull();
      const other = screen.getByRole('heading', { level: 3, name: 'Other changes' })
        .nextElementSibling as HTMLElement;
      expect(
        within(other).getByText('response 200 body: region: added, required'),
      ).toBeInTheDocument();
      expect(screen.getByText('Documentation changes (1)')).toBeInTheDocument();
    },
  );

  it(
    "announces a deprecation with the post's date and the earliest end of the deprecation " +
      'period, six months later',
    () => {
      render(
        <ReleaseChanges
          version="2.0.0"
          notes={releaseNotes(RELEASES, '2.0.0', CURRENT, '2027-01-15')}
        />,
      );
      const heading = screen.getByRole('heading', { level: 3, name: 'Deprecated' });
      expect(heading.nextElementSibling).toHaveTextContent(
        'Deprecated on 2027-01-15: each stays until at least 2027-07-15, and goes only in a major version.',
      );
      expect(
        within(heading.nextElementSibling!.nextElementSibling as HTMLElement).getByText(
          'operation: operation deprecated',
        ),
      ).toBeInTheDocument();
    },
  );

  it('lists the operations of the first release, all new, and names one a later release removed without a link', () => {
    const { container } = render(
      <ReleaseChanges version="1.0.0" notes={releaseNotes(RELEASES, '1.0.0', CURRENT)} />,
    );
    expect(
      screen.getByText('1.0.0 is the first release: its 2 operations are all new.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET /status' })).toHaveAttribute(
      'href',
      '/api/operations/getStatus/',
    );
    expect(screen.queryByRole('link', { name: 'GET /ping' })).toBeNull();
    expect(screen.getByText('GET /ping').parentElement).toHaveTextContent(
      'GET /ping (removed from the API): Ping',
    );
    expect(referenceLinks(container)).toEqual(['/api/operations/getStatus/']);
  });

  it('says on the badge whether a release breaks callers', () => {
    const { rerender } = render(
      <ReleaseBadge version="2.0.0" notes={releaseNotes(RELEASES, '2.0.0', CURRENT)} />,
    );
    expect(screen.getByText('API 2.0.0 · 2 breaking changes')).toBeInTheDocument();
    rerender(<ReleaseBadge version="1.0.0" notes={releaseNotes(RELEASES, '1.0.0', CURRENT)} />);
    expect(screen.getByText('API 1.0.0 · first release')).toBeInTheDocument();
  });
});

describe('the 1.0.0 post after a planted 2.0.0 that removes one of its operations', () => {
  const [first] = listReleases();
  const second = structuredClone(first.document) as JsonObject & {
    info: { version: string };
    paths: Record<string, unknown>;
  };
  delete second.paths['/v1/yield/current'];
  second.info.version = '2.0.0';
  const releases: Release[] = [
    first,
    { version: '2.0.0', file: 'openapi/releases/2.0.0.json', document: second },
  ];
  const current = new Set(listOperations(second).map((operation) => operation.operationId));

  it('still renders, naming the removed operation without a link, every link to an operation the reference has', () => {
    const { container } = render(
      <ReleaseChanges version="1.0.0" notes={releaseNotes(releases, '1.0.0', second)} />,
    );
    expect(screen.getByText('GET /v1/yield/current').parentElement).toHaveTextContent(
      /^GET \/v1\/yield\/current \(removed from the API\): /,
    );
    const links = referenceLinks(container);
    expect(links.length).toBe(current.size);
    expect(links.filter((href) => !current.has(href.split('/')[3]))).toEqual([]);
  });

  it('writes its Markdown copy without a link to it either', () => {
    const markdown = releaseNotesMarkdown(
      releaseNotes(releases, '1.0.0', second)!,
      (path) => `https://docs.example.com${path}`,
    );
    expect(markdown).toContain('- GET /v1/yield/current (removed from the API): ');
    expect(markdown).not.toContain('/api/operations/getCurrentYield/');
  });

  it('lists the removal as breaking in the 2.0.0 post, by name only', () => {
    render(<ReleaseChanges version="2.0.0" notes={releaseNotes(releases, '2.0.0', second)} />);
    const breaking = screen.getByRole('heading', { level: 3, name: 'Breaking changes' })
      .nextElementSibling as HTMLElement;
    expect(
      within(breaking).getByText('GET /v1/yield/current (getCurrentYield)').parentElement,
    ).toHaveTextContent(
      'GET /v1/yield/current (getCurrentYield) (removed from the API)operation: operation removed',
    );
  });
});
