// How a step that starts before the export's HTML pages are final (scripts/build/postbuild.mjs
// runs the Markdown copies from the start) waits for them before it reads them.

/** What the step sends its parent, over the IPC channel, before it reads the pages. */
export const PAGES_WANTED = 'pages-wanted';

/**
 * Resolves once the pages are final: at once when the step runs on its own (no IPC channel to a
 * parent), else when the parent answers PAGES_WANTED.
 */
export async function untilPagesFinal() {
  const parent = process.send?.bind(process);
  if (!parent) return;
  await new Promise((resolve) => {
    process.once('message', resolve);
    parent(PAGES_WANTED);
  });
  // The channel would keep this process alive after its work.
  process.disconnect();
}
