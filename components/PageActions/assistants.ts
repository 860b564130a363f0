/**
 * Links that open a new conversation in an assistant with a prompt already typed: the
 * assistant is asked to read the page's Markdown copy (`markdownUrl`), with the docs' index
 * (llms.txt) for what the page links to. Both take the prompt in `q`; ChatGPT's `hints=search`
 * lets it fetch the page.
 */
export function assistantPrompt(markdownUrl: string, indexUrl: string): string {
  return (
    `Read ${markdownUrl} so I can ask questions about it. It is a page of the Staking API ` +
    `documentation; ${indexUrl} lists every page.`
  );
}

export function assistantLinks(
  markdownUrl: string,
  indexUrl: string,
): { name: string; href: string }[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl, indexUrl));
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}` },
    { name: 'Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
}
