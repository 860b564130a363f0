import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageActions from './index';

const PROMPT_START =
  'Read https://docs.staking-api.example/docs/core-concepts.md so I can ask questions about it.';

describe('PageActions', () => {
  beforeEach(() => {
    render(<PageActions markdownHref="/docs/core-concepts.md" />);
  });

  it("opens the page in ChatGPT and in Claude with links that hand over the page's Markdown URL, in a new tab", () => {
    const chatgpt = screen.getByRole('link', { name: /^Open in ChatGPT/ });
    const claude = screen.getByRole('link', { name: /^Open in Claude/ });
    const chatgptUrl = new URL(chatgpt.getAttribute('href')!);
    expect(chatgptUrl.origin + chatgptUrl.pathname).toBe('https://chatgpt.com/');
    expect(chatgptUrl.searchParams.get('hints')).toBe('search');
    expect(chatgptUrl.searchParams.get('q')).toBe(
      `${PROMPT_START} It is a page of the Staking API documentation; ` +
        `https://docs.staking-api.example/llms.txt lists every page.`,
    );
    const claudeUrl = new URL(claude.getAttribute('href')!);
    expect(claudeUrl.origin + claudeUrl.pathname).toBe('https://claude.ai/new');
    expect(claudeUrl.searchParams.get('q')).toBe(chatgptUrl.searchParams.get('q'));
    for (const link of [chatgpt, claude]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('aria-describedby', 'new-tab-note');
    }
  });

  it('links the guide to the MCP set-up beside its button', () => {
    expect(screen.getByRole('link', { name: 'How to set up the docs MCP server' })).toHaveAttribute(
      'href',
      '/docs/ai-assistants/#the-docs-mcp-server',
    );
  });

  it('copies the MCP set-up, fetched on click from /downloads/mcp-servers.json, and says so', async () => {
    const setup = '{ "mcpServers": {} }\n';
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(setup));
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(fetched).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy MCP set-up' }));
    expect(fetched).toEqual(['/downloads/mcp-servers.json']);
    expect(writeText).toHaveBeenCalledWith(setup);
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says where the set-up is when the copy fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: Promise<string>) => text },
      configurable: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy MCP set-up' }));
    expect(
      await screen.findByText('Could not copy. The set-up is at /downloads/mcp-servers.json.'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps "Copy page as Markdown" beside them', () => {
    expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toBeInTheDocument();
  });
});
