/** The `id`s that more than one element of the page carries (a label can point at one only). */
export function duplicateIds(root: ParentNode = document): string[] {
  const seen = new Map<string, number>();
  for (const element of root.querySelectorAll('[id]')) {
    seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}
