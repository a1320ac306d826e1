// A QR code's slug (its downloads' file name) is made from its name — Turkish letters mapped to Latin, other
// non-alphanumerics dropped, whitespace to hyphens, repeated hyphens collapsed, lower case.
const TURKISH: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

export function slugify(name: string): string {
  return (
    name
      // Mapped before lower-casing: 'İ'.toLowerCase() is 'i̇' (i and a combining dot), which would then be dropped
      // as a non-alphanumeric only by luck.
      .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => TURKISH[letter] ?? letter)
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
