/**
 * Behaviour constants of the product spec, in one place. Code and tests import
 * them from here; CSS repeats DESKTOP_BREAKPOINT_PX in media queries (see
 * app/globals.css) because CSS cannot import it, and a test keeps both in step.
 */

/** Below this width the layout is mobile. */
export const DESKTOP_BREAKPOINT_PX = 996;

/** The table of contents shows heading levels 2 to 3. */
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;

/** A lazily loaded part shows its loading state only after this delay. */
export const LAZY_LOAD_DELAY_MS = 200;

/** The route-change progress bar appears after this delay and trickles at this rate. */
export const PROGRESS_BAR_DELAY_MS = 200;
export const PROGRESS_BAR_TRICKLE_MS = 800;

/** How long a lazily loaded part waits for its stylesheet before it shows without it. */
export const STYLESHEET_LOAD_TIMEOUT_MS = 60_000;

/** Page titles are "Page | Site" with a vertical bar. */
export const TITLE_DELIMITER = '|';

/** The footer's copyright year. */
export const COPYRIGHT_YEAR = 2025;

/** The id the skip link targets: every page's <main> carries it. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The local API sandbox (`npm run sandbox`): the only server the interactive
 * reference's Try It may call from a visitor's browser.
 */
export const SANDBOX_SERVER_URL = 'http://127.0.0.1:4010';
