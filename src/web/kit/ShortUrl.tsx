/**
 * A short address as a link that opens it. On a phone the code after the last slash goes whole onto a line of its
 * own rather than being cut in two.
 */
export function ShortUrl({ url, testId }: { url: string; testId?: string }) {
  const cut = url.lastIndexOf('/') + 1;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="min-w-0 font-mono text-lg font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline sm:text-xl"
      data-testid={testId}
    >
      {url.slice(0, cut)}
      <wbr />
      {url.slice(cut)}
    </a>
  );
}
