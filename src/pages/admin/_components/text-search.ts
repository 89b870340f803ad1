// Case- and accent-insensitive matching for the back office's search boxes.
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return fields.some((f) => f && fold(f).includes(q));
}
