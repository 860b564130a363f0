import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import ElementsReference from './ElementsReference.client';

const chunk = vi.hoisted(() => ({ failuresLeft: 0 }));

// The real chunk is Stoplight Elements; here a stand-in that says when it is shown.
vi.mock('./ElementsApi.client', () => ({
  default: function FakeElements({ onShown }: { onShown(): void }) {
    useEffect(onShown, [onShown]);
    return <p>Interactive reference</p>;
  },
}));

// next/dynamic with ssr: false is React.lazy in the browser; this one can fail on demand.
vi.mock('next/dynamic', () => ({
  default: (load: () => Promise<{ default: ComponentType<object> }>) => {
    const Lazy = lazy(async () => {
      if (chunk.failuresLeft > 0) {
        chunk.failuresLeft -= 1;
        throw new Error('Loading chunk 4711 failed.');
      }
      return load();
    });
    return (props: object) => (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  },
}));

/** Lets React finish the lazy import inside act(), as it would in a browser. */
async function settle(action: () => void = () => undefined) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const stylesheet = () => document.head.querySelector<HTMLLinkElement>('link[href="/vendor/elements.css"]')!;

function renderReference() {
  return render(
    <ElementsReference document={{ openapi: '3.0.3' }}>
      <p>Static list of calls</p>
    </ElementsReference>,
  );
}

describe('ElementsReference', () => {
  beforeEach(() => {
    chunk.failuresLeft = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the static list first, then swaps in Elements once its stylesheet has loaded', async () => {
    renderReference();
    expect(screen.getByText('Static list of calls')).toBeInTheDocument();
    expect(screen.queryByText('Interactive reference')).not.toBeInTheDocument();
    await settle(() => stylesheet().dispatchEvent(new Event('load')));
    expect(screen.getByText('Interactive reference')).toBeInTheDocument();
    expect(screen.queryByText('Static list of calls')).not.toBeInTheDocument();
  });

  it('shows the loading state only after the lazy-load delay', () => {
    vi.useFakeTimers();
    renderReference();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the interactive reference');
  });

  it('offers Retry when the chunk fails, and Retry imports it again', async () => {
    chunk.failuresLeft = 1;
    renderReference();
    await settle(() => stylesheet().dispatchEvent(new Event('load')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    expect(screen.getByText('Static list of calls')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Interactive reference', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the stylesheet when the page is left', () => {
    const { unmount } = renderReference();
    expect(stylesheet()).not.toBeNull();
    unmount();
    expect(stylesheet()).toBeNull();
  });
});
