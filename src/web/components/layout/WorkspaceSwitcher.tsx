import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronsUpDown, Plus, Settings, UserPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '../../../shared/account.js';
import { errorText } from '../../i18n/errors.js';
import { isOwnPersonal, useCan } from '../../session/use-can.js';
import { useEnterWorkspace } from '../../session/workspace-switch.js';
import { switchWorkspace } from '../../session/workspaces-api.js';
import { Spinner } from '../ui/Spinner.js';
import { WorkspaceMark } from '../WorkspaceMark.js';
import { switcherOrder, useWorkspaces, type WorkspaceItem } from './workspace-list.js';
import '../ui/csp-nonce.js';

// The form (react-hook-form, the schema resolver) loads when it is asked for, not with every signed-in screen.
const CreateWorkspaceDialog = lazy(() =>
  import('./CreateWorkspaceDialog.js').then((m) => ({ default: m.CreateWorkspaceDialog })),
);

// Keyboard focus shows as a ring inside the item, as well as its highlight: the menu's items take the focus.
const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 focus-visible:outline-solid';

/**
 * The current workspace's name, and the menu of the person's workspaces (their own first, the role in each, a check
 * on the current one) to switch to another or create one. `bar`: the top bar of large screens, beside the rail;
 * `sidebar`: the top of the phone's overlay sidebar, the full width.
 */
export function WorkspaceSwitcher({
  me,
  variant,
  onNavigate,
}: {
  me: Me;
  variant: 'bar' | 'sidebar';
  /** After choosing a screen of the menu (the overlay sidebar closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useWorkspaces();
  const enter = useEnterWorkspace();
  const canInvite = useCan('manage_members');
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu gives the focus back to its button as it closes: not when the dialog takes it, which would close it.
  const choseCreate = useRef(false);
  const current = me.workspace;
  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };

  const choose = async (workspace: WorkspaceItem) => {
    if (workspace.id === current.id || switching) return;
    setSwitching(workspace.id);
    setFailure(null);
    try {
      await switchWorkspace(workspace.id);
      // The frame is drawn anew for the workspace chosen (RequireAuth keys it by the workspace).
      await enter({ kind: 'switched', name: workspace.name });
    } catch (error) {
      setFailure(error);
      setSwitching(null);
      // Removed from it meanwhile, or it was deleted: the menu shows what is left.
      void list.refetch();
    }
  };

  const roleLine = (workspace: Pick<WorkspaceItem, 'role' | 'personal'>) =>
    isOwnPersonal(workspace)
      ? t('workspaces.personal_role', { role: t(`roles.${workspace.role}`) })
      : t(`roles.${workspace.role}`);

  const bar = variant === 'bar';
  return (
    <div className={bar ? 'relative min-w-0' : 'min-w-0'}>
      <Menu.Root modal={false} onOpenChange={(open) => open && setFailure(null)}>
        <Menu.Trigger
          ref={trigger}
          data-testid="workspace-switcher"
          aria-busy={switching ? true : undefined}
          className={`group flex min-w-0 items-center gap-2.5 text-left transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 ${
            bar ? 'max-w-xs rounded-xl py-1.5 pr-2 pl-1.5' : 'w-full rounded-xl border border-slate-200 px-2.5 py-2'
          }`}
        >
          <WorkspaceMark id={current.id} name={current.name} size={bar ? 'sm' : 'md'} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-slate-900">{current.name}</span>
            <span className="block truncate text-xs text-slate-600">{roleLine(current)}</span>
            {/* The name it is announced by begins with what it shows (WCAG 2.5.3), then says what it does. */}
            <span className="sr-only">, {t('workspaces.switch')}</span>
          </span>
          {switching ? (
            <Spinner className="size-4 shrink-0 text-brand-600" />
          ) : (
            <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          )}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            onCloseAutoFocus={(event) => {
              if (!choseCreate.current) return;
              choseCreate.current = false;
              event.preventDefault();
            }}
            className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <Menu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('workspaces.menu_title')}
            </Menu.Label>
            {list.isPending ? (
              <div className="flex justify-center py-3 text-brand-600" role="status">
                <Spinner className="size-5" />
                <span className="sr-only">{t('common.loading')}</span>
              </div>
            ) : list.isError ? (
              <>
                <p role="alert" className="px-2.5 py-2 text-sm text-red-700">
                  {errorText(t, list.error)}
                </p>
                <Menu.Item
                  className={itemClass}
                  onSelect={(event) => {
                    event.preventDefault();
                    void list.refetch();
                  }}
                >
                  {t('common.retry')}
                </Menu.Item>
              </>
            ) : (
              <Menu.RadioGroup value={current.id} className="max-h-[min(20rem,50dvh)] overflow-y-auto">
                {switcherOrder(list.data.items).map((workspace) => (
                  <Menu.RadioItem
                    key={workspace.id}
                    value={workspace.id}
                    className={itemClass}
                    data-testid="workspace-option"
                    onSelect={() => void choose(workspace)}
                  >
                    <WorkspaceMark id={workspace.id} name={workspace.name} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words text-slate-900">{workspace.name}</span>
                      <span className="block text-xs text-slate-600">{roleLine(workspace)}</span>
                    </span>
                    <span className="flex size-4 shrink-0 items-center justify-center">
                      <Menu.ItemIndicator>
                        <Check className="size-4 text-brand-700" aria-hidden="true" />
                      </Menu.ItemIndicator>
                    </span>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            )}
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Menu.Item
              className={itemClass}
              onSelect={() => {
                choseCreate.current = true;
                setCreating(true);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('workspaces.create')}
            </Menu.Item>
            {canInvite && (
              <Menu.Item className={itemClass} onSelect={() => go('/settings/members')}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('workspaces.invite')}
              </Menu.Item>
            )}
            <Menu.Item className={itemClass} onSelect={() => go('/settings/workspace')}>
              <Settings className="size-4" aria-hidden="true" />
              {t('workspaces.settings')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {failure !== null && (
        <p
          role="alert"
          className={`rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ${
            bar ? 'absolute top-full left-0 z-30 mt-2 w-72' : 'mt-2'
          }`}
        >
          {errorText(t, failure)}
        </p>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            open
            onOpenChange={(open) => {
              if (open) return;
              setCreating(false);
              // Back where the person was: the switcher's button.
              requestAnimationFrame(() => trigger.current?.focus());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
