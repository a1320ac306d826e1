/** One term and its value in a resource's facts (a `<dl>`); long values wrap rather than overflow their column. */
export function Fact({
  term,
  children,
  className = '',
}: {
  term: string;
  children: React.ReactNode;
  /** Its place in the list's grid, e.g. `col-span-2` for a value that needs the whole width. */
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}
