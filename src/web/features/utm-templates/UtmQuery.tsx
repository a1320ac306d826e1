/**
 * The query string of a template as an address carries it, each parameter on a line of its own when it does not
 * fit: `?` and `&` lead, so the parameters can be read apart without decoding.
 */
export function UtmQuery({ query, className = '' }: { query: string; className?: string }) {
  const parts = query.split('&');
  return (
    <p className={`rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800 ${className}`}>
      {parts.map((part, index) => (
        <span key={part} className="inline-block">
          <span className="text-slate-500">{index === 0 ? '?' : '&'}</span>
          {part}
        </span>
      ))}
    </p>
  );
}
