// A text file as the couple's spreadsheet saved it: UTF-8, or Windows-1252, which French Excel uses for
// « CSV (séparateur : point-virgule) ». Read as UTF-8 first; bytes that are no UTF-8 mean the older encoding.
export function decodeText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readTextFile(file: Blob): Promise<string> {
  return decodeText(await file.arrayBuffer());
}
