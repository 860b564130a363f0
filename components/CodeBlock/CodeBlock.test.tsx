import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CodeBlock from './index';

afterEach(() => vi.useRealTimers());

describe('CodeBlock', () => {
  it('copies the code of its block and says so', async () => {
    // "Copied" goes after a set time: on the test's clock, so that it cannot go before it is seen.
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <CodeBlock>
        <code>curl https://api.example/status</code>
      </CodeBlock>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('curl https://api.example/status');
    // Until the clipboard has taken the text.
    await act(() => writeText.mock.results[0]!.value);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('makes the scrollable code reachable by keyboard', () => {
    render(
      <CodeBlock>
        <code>x</code>
      </CodeBlock>,
    );
    expect(screen.getByText('x').closest('pre')).toHaveAttribute('tabindex', '0');
  });
});
