import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { leastRoleFor, type Permission } from '../../shared/workspaces.js';
import { ButtonLink } from '../components/ui/ButtonLink.js';
import { useMe } from '../session/session.js';

/**
 * What a role without `permission` sees where a screen or section needs it: who may (editors and up, admins and
 * owners, owners), the person's own role, and whom to ask, instead of a page of failed requests. `standalone`: it is
 * the whole screen (with its title as the page's heading and the way home), not a section of one.
 */
export function RoleRequired({ permission, standalone = false }: { permission: Permission; standalone?: boolean }) {
  const { t } = useTranslation();
  const workspace = useMe().data?.workspace;
  if (!workspace) return null;
  const needed = leastRoleFor(permission);
  const level = needed === 'viewer' ? 'editor' : needed;
  // The whole screen (a form reached by its address) has no other heading: this is its title.
  const Title = standalone ? 'h1' : 'h2';
  return (
    <div
      role="status"
      data-testid="role-required"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <Title className="mt-4 text-base font-semibold text-slate-900">{t(`access.${level}_title`)}</Title>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t(`access.${level}_text`, { workspace: workspace.name })}</p>
      <p className="mt-3 text-sm text-slate-700">{t('access.your_role', { role: t(`roles.${workspace.role}`) })}</p>
      {standalone && (
        <ButtonLink to="/" variant="secondary" className="mt-6">
          {t('access.back_home')}
        </ButtonLink>
      )}
    </div>
  );
}
