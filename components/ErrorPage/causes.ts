/** An error and every cause under it (error.cause, recursively), each as one line to show. */
export function errorChain(error: unknown): string[] {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      lines.push(`${current.name}: ${current.message}`);
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      lines.push(String(current));
      current = undefined;
    }
  }
  return lines;
}
