import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import PageError from '@/app/(site)/error';
import ErrorPage from '.';
import { errorChain } from './causes';

describe('crash page: title, Try again, and the whole cause chain', () => {
  it("is titled 'This page crashed.' and shows the message with its whole cause chain", () => {
    const root = new Error('socket closed');
    const middle = new Error('Could not load the operation list', { cause: root });
    const error = new TypeError('Cannot read the page', { cause: middle });
    render(<ErrorPage error={error} onTryAgain={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page crashed.');
    expect(screen.getByText('TypeError: Cannot read the page')).toBeInTheDocument();
    const causes = screen.getByRole('list', { name: 'Caused by' });
    expect(causes).toHaveTextContent('Cause: Error: Could not load the operation list');
    expect(causes).toHaveTextContent('Cause: Error: socket closed');
  });

  it('stops on a cause chain that loops and shows thrown non-errors', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as Error & { cause?: unknown }).cause = b;
    expect(errorChain(b)).toEqual(['Error: b', 'Error: a']);
    expect(errorChain(new Error('outer', { cause: 'a string cause' }))).toEqual([
      'Error: outer',
      'a string cause',
    ]);
  });

  it("'Try again' renders the crashed part again", async () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('first render fails');
      return <p>Recovered</p>;
    }
    // The contract of Next's error boundary: reset clears the error and renders the children again.
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      render() {
        if (this.state.error)
          return (
            <PageError error={this.state.error} reset={() => this.setState({ error: null })} />
          );
        return this.props.children;
      }
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Flaky />
      </Boundary>,
    );
    expect(screen.getByText('Error: first render fails')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    spy.mockRestore();
  });
});
