import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InlineScript from '.';

const CODE = 'document.documentElement.dataset.ran = "yes"';

afterEach(() => vi.restoreAllMocks());

describe('InlineScript', () => {
  it("is in the server's HTML as the script itself", () => {
    expect(renderToString(<InlineScript code={CODE} />)).toBe(`<script>${CODE}</script>`);
  });

  it('hydrates without a mismatch or an error', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<InlineScript code={CODE} />);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <InlineScript code={CODE} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders nothing, and React reports nothing, when rendered in the browser alone', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<InlineScript code={CODE} />));
    expect(container.innerHTML).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
