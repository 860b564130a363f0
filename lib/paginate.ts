/** Items split into pages of `size` each, in their order; at least one page, even for no item. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}
