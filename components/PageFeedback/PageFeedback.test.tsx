import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PageFeedback from '.';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), event: vi.fn(), isInitialized: false }));
vi.mock('react-ga4', () => ({ default: ga }));

beforeEach(() => {
  ga.initialize.mockReset();
  ga.event.mockReset();
  window.history.replaceState(null, '', '/docs/core-concepts/#transaction-states');
});

const ON = { measurementId: 'G-TEST123', anonymizeIp: true };
const OFF = { measurementId: '', anonymizeIp: true };

describe('PageFeedback: "Was this page helpful?" as one GA4 event', () => {
  it('asks with two buttons in a named group and an empty live region', () => {
    render(<PageFeedback analytics={ON} />);
    const group = screen.getByRole('group', { name: 'Was this page helpful?' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Yes', pressed: false }));
    expect(group).toContainElement(screen.getByRole('button', { name: 'No', pressed: false }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(ga.event).not.toHaveBeenCalled();
  });

  it("sends exactly one event with the page's path when analytics is on, and thanks the reader", async () => {
    const user = userEvent.setup();
    render(<PageFeedback analytics={ON} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(ga.event).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    // A second answer on the same page is not counted.
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.dynamicImportSettled();
    expect(ga.event).toHaveBeenCalledTimes(1);
    expect(ga.event).toHaveBeenCalledWith('page_feedback', {
      page_path: '/docs/core-concepts/',
      helpful: 'yes',
    });
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST123', {
      gtagOptions: { anonymize_ip: true, send_page_view: false },
    });
  });

  it('answers "No" from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PageFeedback analytics={ON} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(ga.event).toHaveBeenCalledTimes(1));
    expect(ga.event).toHaveBeenCalledWith('page_feedback', {
      page_path: '/docs/core-concepts/',
      helpful: 'no',
    });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('sends nothing and loads no GA4 without a measurement id, and still thanks the reader', async () => {
    const user = userEvent.setup();
    render(<PageFeedback analytics={OFF} />);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await vi.dynamicImportSettled();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.event).not.toHaveBeenCalled();
  });
});
