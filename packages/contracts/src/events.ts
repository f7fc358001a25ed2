import { z } from 'zod';
import { TOGGLE_KEYS } from './toggles';

/**
 * Domain events: one name, one payload schema. The API writes them to the outbox in the same
 * transaction as the change they report; feeds, the bell, automations and webhooks read them.
 * Each domain adds its events here.
 */
export const EVENT_PAYLOADS = {
  asset_uploaded: z.object({
    assetId: z.string(),
    originalName: z.string(),
    ownerId: z.string().nullable(),
    uploadedBy: z.string(),
    target: z.string(),
    targetId: z.string().nullable(),
  }),
  asset_deleted: z.object({
    assetId: z.string(),
    originalName: z.string(),
    ownerId: z.string().nullable(),
  }),
  toggle_changed: z.object({
    toggleId: z.enum(TOGGLE_KEYS),
    isActive: z.boolean(),
  }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOADS;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;
export const EVENT_TYPES = Object.keys(EVENT_PAYLOADS) as EventType[];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && value in EVENT_PAYLOADS;
}

/** What an event is about; events of one aggregate are delivered in the order they happened. */
export interface EventAggregate {
  type: 'asset' | 'toggle' | 'instance' | 'user' | 'project' | 'job' | 'job_type';
  id: string;
}

/** A committed event as handlers receive it. */
export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  instanceId: string;
  aggregate: EventAggregate;
  payload: EventPayload<T>;
  actorId: string | null;
  createdAt: string;
}
