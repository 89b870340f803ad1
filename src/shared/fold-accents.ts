/** Lower case with the accents taken off (é → e, Ç → c): how searches, slugs and the assistant compare words. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
