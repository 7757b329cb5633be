/** Phone digits after removing spaces, dashes, brackets, dots and one leading "+". */
export function phoneDigits(raw: string): string {
  return raw
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-().]/g, '');
}
