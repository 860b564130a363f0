/**
 * The theme's own words in English: every string the site's components show or announce, by id.
 * Each other locale's file (fr.ts beside it) gives the same ids in its language; an id it lacks
 * shows in English, and the build warns about it (lib/i18n/ui/index.ts). Placeholders use the
 * {name} form.
 */
export const en = {
  'theme.TOC.title': 'On this page',
  'theme.docs.paginator.label': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.atDate': 'Last updated on {date}',
  'theme.feedback.question': 'Was this page helpful?',
  'theme.feedback.yes': 'Yes',
  'theme.feedback.no': 'No',
  'theme.feedback.thanks': 'Thank you for your feedback.',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.CodeBlock.copiedStatus': 'Code copied to clipboard',
  'theme.pageActions.copyMarkdown': 'Copy page as Markdown',
  'theme.pageActions.copyMarkdown.short': 'Markdown',
  'theme.pageActions.copyMcp.short': 'MCP',
  'theme.pageActions.copied': 'Copied to the clipboard.',
  'theme.pageActions.copyFailed': 'Could not copy. The Markdown is at {href}.',
  'theme.pageActions.openIn': 'Open in {name}',
  'theme.pageActions.copyMcp': 'Copy MCP set-up',
  'theme.pageActions.copyMcpFailed': 'Could not copy. The set-up is at {href}.',
  'theme.pageActions.mcpGuide': 'How to set up the docs MCP server',
  'theme.SearchBar.label': 'Search',
  'theme.SearchBar.loading': 'Loading search…',
  'theme.SearchBar.loadFailed': 'The search could not be loaded.',
  'theme.SearchBar.retry': 'Retry',
  'theme.SearchBar.closeError': 'Close',
  'theme.SearchModal.title': 'Search the docs',
  'theme.SearchModal.close': 'Close',
  'theme.SearchModal.placeholder': 'Search guides and API operations',
  'theme.SearchModal.inputLabel': 'Search terms',
  'theme.SearchModal.hint':
    'Guides, examples and every API operation: try a call name (submitHash), a chain and an ' +
    'action (SOL unstake) or a field (unbondNonce).',
  'theme.SearchModal.noIndex':
    'No search index yet: the search uses the index of the last build. Run "npm run build" ' +
    'once, then restart "npm run dev".',
  'theme.SearchModal.loadFailed':
    'The search index could not be loaded. Check your connection and try again.',
  'theme.SearchModal.searching': 'Searching…',
  'theme.SearchModal.oneResult': '1 result for "{query}".',
  'theme.SearchModal.results': '{count} results for "{query}".',
  'theme.SearchModal.noResults': 'No results for "{query}".',
  'theme.SearchModal.apiHint': 'Looking for an API call? Every operation is listed in the ',
  'theme.SearchModal.apiReference': 'API reference',
  'theme.SearchModal.resultsLabel': 'Search results',
  'theme.SearchModal.kind.operation': 'API operation',
  'theme.SearchModal.kind.example': 'Example',
  'theme.SearchModal.kind.changelog': 'Changelog',
  'theme.SearchModal.kind.guide': 'Guide',
  'theme.SearchModal.keys.move': 'to move',
  'theme.SearchModal.keys.open': 'to open',
  'theme.SearchModal.keys.close': 'to close',
  'theme.colorToggle.light': 'light mode',
  'theme.colorToggle.dark': 'dark mode',
  'theme.colorToggle.system': 'system mode',
  'theme.colorToggle.ariaLabel': 'Switch to {next} (currently {current})',
  'theme.colorToggle.ariaLabelUnknown': 'Switch color mode',
  'theme.mobileSidebar.label': 'Navigation menu',
  'theme.mobileSidebar.close': 'Close navigation menu',
  'theme.mobileSidebar.back': 'Back to main menu',
  'theme.navbar.mobileVersionsDropdown.label': 'Versions',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.navbar.itemError':
    'The navbar item "{name}" failed to render. Check the navbar item configuration ' +
    '(navbar.items in content/site.config.ts).',
  'theme.skipToContent': 'Skip to main content',
  'theme.link.opensInNewTab': '(opens in a new tab)',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.ErrorPageContent.causes': 'Caused by',
  'theme.ErrorPageContent.cause': 'Cause:',
  'theme.NotFound.title': 'Page not found',
  'theme.NotFound.text':
    'We could not find what you were looking for. The page may have moved, or the link may be ' +
    'mistyped.',
  'theme.NotFound.home': 'Home',
  'theme.NotFound.welcome': 'Welcome guide',
  'theme.NotFound.api': 'API Reference',
} as const;

export type UiStringId = keyof typeof en;

/** A locale's UI strings: some or all of the ids of en.ts. */
export type UiStrings = Partial<Record<UiStringId, string>>;
