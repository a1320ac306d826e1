import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Link2, MessageSquareText, Plus, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResponseList, ResponseSummary } from '../../../shared/feedback.js';
import { api } from '../../api/client.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { Button } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { errorText } from '../../i18n/errors.js';
import { useResponseStream } from '../../kit/use-response-stream.js';
import { ratingStars, responseGist, type AnswerGist } from './response-gist.js';
import { useAgo } from './use-ago.js';
import { Can } from '../../kit/Can.js';

const SHOWN = 5;
// Under the responses' own root, so whatever refreshes the responses elsewhere refreshes these too.
const QUERY_KEY = ['responses', 'home-latest'] as const;

/**
 * The workspace's newest feedback responses (docs/product.md, Home): which form, when, through which QR code and event,
 * and the gist of their first answers. A new response refreshes the list as it arrives.
 */
export function LatestResponses() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const responses = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api<ResponseList>(`/api/responses?limit=${SHOWN}`, { signal }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  useResponseStream({ onResponse: refresh, onResync: refresh });
  const items = responses.data?.items ?? [];

  return (
    <section
      aria-labelledby="latest-responses"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="latest-responses"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="latest-responses" className="text-base font-semibold text-slate-900">
          {t('home.responses.title')}
        </h2>
        <Link to="/feedbacks" className="text-sm font-medium text-brand-700 hover:underline">
          {t('home.responses.all_forms')}
        </Link>
      </div>
      {responses.isPending ? (
        <ul className="mt-3 space-y-3" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="h-14 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : responses.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p className="text-red-700">{errorText(t, responses.error)}</p>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => void responses.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-3 text-sm text-slate-500 sm:flex-row sm:items-center">
          <p className="flex items-start gap-3">
            <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('home.responses.empty')}
          </p>
          <Can permission="edit">
            <ButtonLink to="/feedback/new" variant="secondary" className="shrink-0">
              <Plus className="size-4" aria-hidden="true" />
              {t('home.responses.create_form')}
            </ButtonLink>
          </Can>
        </div>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100" aria-live="polite" aria-relevant="additions">
          {items.map((response) => (
            <ResponseRow key={response.id} response={response} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ResponseRow({ response }: { response: ResponseSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ago = useAgo();
  const gists = responseGist(response.answers);
  const qrName = response.qrName ?? (response.qrId ? t('home.a_qr_code') : null);
  return (
    <li className="py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={`/feedback/${response.feedbackId}/statistics`}
          className="min-w-0 truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {response.feedbackName}
        </Link>
        <time
          dateTime={response.createdAt}
          title={format.date(response.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          className="shrink-0 text-xs text-slate-500"
        >
          {ago(response.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500">
        {qrName && (
          <span className="flex min-w-0 items-center gap-1">
            <QrCode className="size-3.5 shrink-0" aria-label={t('home.responses.through_qr')} />
            <span className="truncate">{qrName}</span>
          </span>
        )}
        {response.eventName && (
          <span className="flex min-w-0 items-center gap-1">
            <CalendarDays className="size-3.5 shrink-0" aria-label={t('home.responses.at_event')} />
            <span className="truncate">{response.eventName}</span>
          </span>
        )}
        {!qrName && !response.eventName && (
          <span className="flex items-center gap-1">
            <Link2 className="size-3.5 shrink-0" aria-hidden="true" />
            {t('home.responses.direct')}
          </span>
        )}
      </p>
      {gists.length > 0 && (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {gists.map(({ questionId, question, gist }) => (
            <li
              key={questionId}
              title={question}
              className="max-w-full truncate rounded-md bg-slate-50 px-2 py-0.5 text-slate-700 ring-1 ring-slate-200"
            >
              <span className="sr-only">{`${question}: `}</span>
              <GistText gist={gist} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function GistText({ gist }: { gist: AnswerGist }) {
  const { t } = useTranslation();
  const format = useFormat();
  switch (gist.type) {
    case 'rating':
      return (
        <>
          <span className="mr-1 tracking-tight text-amber-500" aria-hidden="true">
            {ratingStars(gist.value, gist.max)}
          </span>
          {t('home.responses.rating', { value: format.number(gist.value), max: format.number(gist.max) })}
        </>
      );
    case 'nps':
      return <>{t('home.responses.nps', { value: format.number(gist.value) })}</>;
    case 'text':
      return <>{t('home.responses.quoted', { text: gist.cut ? `${gist.text}…` : gist.text })}</>;
    case 'choice':
      return (
        <>
          {gist.options.join(', ')}
          {gist.more > 0 && ` ${t('home.responses.more_options', { count: gist.more })}`}
        </>
      );
  }
}
