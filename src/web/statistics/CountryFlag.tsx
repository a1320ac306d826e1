// Flags are SVG files (flag-icons, MIT) served as assets, each fetched only when its country is shown: emoji flags
// are missing from Windows and from Linux without a colour emoji font, where they show as letters or empty boxes.
const FLAG_URLS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

function flagUrl(code: string | null | undefined): string | undefined {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  return FLAG_URLS[`/node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
}

/** The flag of an ISO 3166-1 alpha-2 country, decorative (the country's name is always written beside it). */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const url = flagUrl(code);
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={16}
      height={12}
      loading="lazy"
      className="mr-1.5 inline-block h-3 w-4 rounded-[2px] align-[-1px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]"
    />
  );
}
