import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';

// The loader keeps what it loaded for the page's lifetime: each test gets a fresh one.
let ElementsReference: (props: { children: ReactNode }) => ReactNode;

// The real chunk is Stoplight Elements (exercised by tests/e2e/api.e2e.ts); here a stand-in
// that shows which servers it was given and reports its title as Elements' wrapper does.
vi.mock('./ElementsApi.client', () => {
  return {
    default: function FakeElements({
      document,
      onShown,
    }: {
      document: { servers: { url: string }[] };
      onShown(title: HTMLElement): void;
    }) {
      const title = useRef<HTMLHeadingElement>(null);
      useEffect(() => onShown(title.current!), [onShown]);
      return (
        <div>
          <h1 ref={title}>Interactive reference</h1>
          <p>Servers: {document.servers.map((server) => server.url).join(', ')}</p>
        </div>
      );
    },
  };
});

const DESCRIPTION = {
  openapi: '3.0.3',
  servers: [
    { url: 'https://api.staking-api.example', description: 'Production' },
    { url: 'http://127.0.0.1:4010', description: 'Local sandbox' },
  ],
};

let failFetches = 0;
const fetchMock = vi.fn(async (url: string) => {
  if (failFetches > 0) {
    failFetches -= 1;
    return new Response('down', { status: 503 });
  }
  return Response.json(url === '/openapi.json' ? DESCRIPTION : {});
});

const stylesheet = () =>
  document.head.querySelector<HTMLLinkElement>(
    'link[rel="stylesheet"][href="/vendor/elements.css"]',
  );

async function go(hash: string) {
  await act(async () => {
    window.history.pushState(null, '', hash || window.location.pathname);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** Elements' stylesheet once it is linked, as the browser would report it loaded. */
async function stylesheetLoads() {
  const link = await waitFor(
    () => stylesheet() ?? Promise.reject(new Error('no stylesheet linked yet')),
  );
  act(() => void link.dispatchEvent(new Event('load')));
}

function renderReference() {
  return render(
    <main>
      <ElementsReference>
        <a href="#/operations/forgeSolStake">Stake SOL with a validator</a>
      </ElementsReference>
    </main>,
  );
}

describe('ElementsReference', () => {
  beforeEach(async () => {
    vi.resetModules();
    ElementsReference = (await import('./ElementsReference.client')).default;
    window.history.replaceState(null, '', '/api/');
    failFetches = 0;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('loads nothing of Elements with the page: no description, no stylesheet', async () => {
    renderReference();
    await vi.dynamicImportSettled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stylesheet()).toBeNull();
    expect(screen.getByRole('link', { name: 'Stake SOL with a validator' })).toBeVisible();
    expect(screen.queryByText('Interactive reference')).not.toBeInTheDocument();
  });

  it('starts loading the description on hover, focus or touch of an operation link', async () => {
    renderReference();
    const link = screen.getByRole('link', { name: 'Stake SOL with a validator' });
    act(() => void fireEvent.pointerOver(link));
    expect(fetchMock).toHaveBeenCalledWith('/openapi.json');
    expect(
      document.head.querySelector('link[rel="preload"][href="/vendor/elements.css"]'),
    ).not.toBeNull();
    expect(stylesheet()).toBeNull();
  });

  it(
    'opens Elements on an Elements route with only the sandbox server, focuses its title, and ' +
      'Back returns focus to the link',
    async () => {
      renderReference();
      const link = screen.getByRole('link', { name: 'Stake SOL with a validator' });
      fireEvent.click(link);
      await go('#/operations/forgeSolStake');
      await stylesheetLoads();
      const title = await screen.findByRole('heading', { name: 'Interactive reference' });
      await waitFor(() => expect(title).toHaveFocus());
      expect(screen.getByText('Servers: http://127.0.0.1:4010')).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('data-elements-open');
      await go('');
      expect(screen.queryByText('Interactive reference')).not.toBeInTheDocument();
      expect(document.documentElement).not.toHaveAttribute('data-elements-open');
      expect(link).toHaveFocus();
      expect(stylesheet()).toBeNull();
    },
  );

  it('shows the loading state only after the lazy-load delay', async () => {
    renderReference();
    vi.useFakeTimers();
    act(() => {
      window.history.pushState(null, '', '#/operations/forgeSolStake');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the interactive reference…');
  });

  it('offers Retry when loading fails, keeps the static list, and Retry loads it', async () => {
    failFetches = 1;
    renderReference();
    await go('#/operations/forgeSolStake');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The interactive reference could not be loaded.');
    expect(screen.getByRole('link', { name: 'Stake SOL with a validator' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-elements-open');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await stylesheetLoads();
    expect(
      await screen.findByRole('heading', { name: 'Interactive reference' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the stylesheet when the page is left', async () => {
    const { unmount } = renderReference();
    await go('#/');
    await waitFor(() => expect(stylesheet()).not.toBeNull());
    unmount();
    expect(stylesheet()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-elements-open');
  });
});
