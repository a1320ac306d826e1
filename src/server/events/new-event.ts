import { newId } from '../db/ids.js';
import type { Viewer } from '../http/kit/viewer.js';
import type { DomainEvent, EventActor, EventData, EventType } from './catalogue.js';

/** Who a change is published for: the caller of a workspace route, or a workspace when the product itself acts. */
export type EventOrigin = Viewer | { workspaceId: string };

/** The same caller, acting in another workspace (one they made, joined or deleted with their account). */
export function originIn(origin: EventOrigin, workspaceId: string): EventOrigin {
  return 'workspace' in origin ? { ...origin, workspace: { ...origin.workspace, id: workspaceId } } : { workspaceId };
}

/** A new event of `type` with its id, time, actor and subject filled in. */
export function newEvent<T extends EventType>(
  type: T,
  origin: EventOrigin,
  data: EventData<T>,
  /** Who acted when the origin is a workspace but a person did it (a sign-in, before any workspace route). */
  actor: EventActor | null = null,
): DomainEvent<T> {
  const workspaceId = 'workspace' in origin ? origin.workspace.id : origin.workspaceId;
  return {
    id: newId(),
    type,
    workspaceId,
    subject: subjectOf(type, workspaceId, data),
    actor: 'workspace' in origin ? actorOf(origin) : actor,
    occurredAt: Date.now(),
    data,
  };
}

function actorOf(viewer: Viewer): EventActor {
  return {
    userId: viewer.userId,
    apiKeyId: viewer.credential.kind === 'apiKey' ? viewer.credential.keyId : null,
    country: viewer.client.country,
    device: viewer.client.device,
  };
}

// A resource's events are ordered per resource; a form's responses per form; batches per workspace.
function subjectOf(type: EventType, workspaceId: string, data: EventData<EventType>): string {
  if (type === 'feedback.response') return `form:${(data as EventData<'feedback.response'>).feedbackId}`;
  if ('id' in data && typeof data.id === 'string') return `${type.slice(0, type.indexOf('.'))}:${data.id}`;
  return `workspace:${workspaceId}`;
}

/** The fields a partial update was given, by their API names (`changed` of an `*.updated` event). */
export function changedFields(input: object): string[] {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}
