import { useTranslation } from 'react-i18next';
import type { Role } from '../../shared/workspaces.js';

const TONES: Record<Role, string> = {
  owner: 'bg-brand-50 text-brand-700 ring-brand-100',
  admin: 'bg-violet-50 text-violet-800 ring-violet-200',
  editor: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  viewer: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A member's, an invitation's or an API key's role, named in the interface language. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONES[role]}`}
    >
      {t(`roles.${role}`)}
    </span>
  );
}
