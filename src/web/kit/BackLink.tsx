import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back up, above a screen's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-2 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
