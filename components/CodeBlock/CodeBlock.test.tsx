import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CodeBlock from './index';

describe('CodeBlock', () => {
  it('copies the code of its block and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <CodeBlock>
        <code>curl https://api.example/status</code>
      </CodeBlock>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('curl https://api.example/status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
  });

  it('makes the scrollable code reachable by keyboard', () => {
    render(<CodeBlock><code>x</code></CodeBlock>);
    expect(screen.getByText('x').closest('pre')).toHaveAttribute('tabindex', '0');
  });
});
