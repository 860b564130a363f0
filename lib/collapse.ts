/**
 * A collapsible section animates its height for
 * round((4 + 15 * (h / 36) ** 0.25 + (h / 36) / 5) * 10) ms, h being the content
 * height in px: short sections move fast, tall ones a little slower. Readers who
 * prefer reduced motion get 1 ms, so transitionend still fires and the end state applies.
 */
export const COLLAPSE_EASING = 'ease-in-out';
export const REDUCED_MOTION_COLLAPSE_MS = 1;

export function collapseDurationMs(heightPx: number, prefersReducedMotion = false): number {
  if (prefersReducedMotion) return REDUCED_MOTION_COLLAPSE_MS;
  const constant = Math.max(heightPx, 0) / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** The CSS transition for a height change of that size. */
export function collapseTransition(heightPx: number, prefersReducedMotion = false): string {
  return `height ${collapseDurationMs(heightPx, prefersReducedMotion)}ms ${COLLAPSE_EASING}`;
}
