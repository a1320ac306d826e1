import { KeyRound, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../shared/api-keys.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { Button } from '../../components/ui/Button.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useFormat } from '../../i18n/format.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { apiKeys, maskedKey } from './api-keys.js';

/** The workspace's keys: a table on laptops and wider, cards below; each can be revoked after a confirmation. */
export function ApiKeyList({ onCreateFirst, onRevoked }: { onCreateFirst: () => void; onRevoked: () => void }) {
  const { t } = useTranslation();
  const list = apiKeys.useList();

  if (list.isPending) return <LoadingBlock className="py-10" />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const keys = listItems(list);
  if (keys.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title={t('api_keys.empty_title')}
        action={
          <Button variant="secondary" onClick={onCreateFirst}>
            <Plus className="size-4" aria-hidden="true" />
            {t('api_keys.create_first')}
          </Button>
        }
      >
        {t('api_keys.empty_text')}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <KeyTable keys={keys} onRevoked={onRevoked} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {keys.map((key) => (
          <li key={key.id}>
            <KeyCard apiKey={key} onRevoked={onRevoked} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  );
}

function KeyTable({ keys, onRevoked }: { keys: ApiKey[]; onRevoked: () => void }) {
  const { t } = useTranslation();
  const head = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('api_keys.list_title')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t('api_keys.column_name')}
            </th>
            <th scope="col" className={head}>
              {t('api_keys.column_role')}
            </th>
            <th scope="col" className={head}>
              {t('api_keys.column_created')}
            </th>
            <th scope="col" className={head}>
              {t('api_keys.column_last_used')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('api_keys.column_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row" className="min-w-40 px-3 py-3 text-left font-medium wrap-break-word text-slate-900">
                {key.name}
                <span className="mt-0.5 block font-mono text-xs font-normal text-slate-600">
                  {maskedKey(key.prefix)}
                </span>
              </th>
              <td className="px-3 py-3">
                <RoleBadge role={key.role} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <KeyTime at={key.createdAt} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <LastUsed at={key.lastUsedAt} />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">
                <RevokeButton apiKey={key} onRevoked={onRevoked} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KeyCard({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-slate-900">{apiKey.name}</h4>
        <RoleBadge role={apiKey.role} />
      </div>
      <p className="mt-1 font-mono text-sm text-slate-700">{maskedKey(apiKey.prefix)}</p>
      <dl className="mt-3 mb-4 grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('api_keys.column_created')}</dt>
          <dd className="text-slate-700">
            <KeyTime at={apiKey.createdAt} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('api_keys.column_last_used')}</dt>
          <dd className="text-slate-700">
            <LastUsed at={apiKey.lastUsedAt} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">
        <RevokeButton apiKey={apiKey} onRevoked={onRevoked} />
      </div>
    </article>
  );
}

function KeyTime({ at }: { at: string }) {
  const format = useFormat();
  return <time dateTime={at}>{format.date(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

function LastUsed({ at }: { at: string | null }) {
  const { t } = useTranslation();
  return at === null ? <span className="text-slate-500">{t('api_keys.never_used')}</span> : <KeyTime at={at} />;
}

function RevokeButton({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const { t } = useTranslation();
  const remove = apiKeys.useRemove();
  return (
    <DeleteButton
      compact
      permission="manage_keys"
      label={t('api_keys.revoke')}
      accessibleLabel={t('api_keys.revoke_named', { name: apiKey.name })}
      title={t('api_keys.revoke_title')}
      description={t('api_keys.revoke_text', { name: apiKey.name })}
      confirmLabel={t('api_keys.revoke_confirm')}
      onDelete={() => remove.mutateAsync(apiKey.id)}
      onDeleted={onRevoked}
    />
  );
}
