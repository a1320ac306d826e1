import { Eye, EyeOff } from 'lucide-react';

/**
 * Shows or hides a Wi-Fi password: a toggle button (aria-pressed) whose name stays "Show password", as a screen
 * reader then says "pressed" or "not pressed". `compact` keeps only the eye, with the name for screen readers.
 */
export function PasswordToggle({
  shown,
  onToggle,
  label,
  compact = false,
}: {
  shown: boolean;
  onToggle: (shown: boolean) => void;
  label: string;
  compact?: boolean;
}) {
  const Icon = shown ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={() => onToggle(!shown)}
      title={compact ? label : undefined}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 aria-pressed:bg-slate-100 ${
        compact ? 'p-1.5' : 'px-3 py-2'
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className={compact ? 'sr-only' : undefined}>{label}</span>
    </button>
  );
}
