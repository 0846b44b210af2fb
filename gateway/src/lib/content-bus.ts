import { EventEmitter } from 'node:events';

export type ContentType = 'home' | 'intro' | 'tag' | 'area' | 'event' | 'news' | 'media' | 'capacity';
export interface ContentChange {
  type: ContentType;
  id: string;
}

/** The domain events other gateways must hear about too. */
export type BusEventName =
  'contentChanged' | 'bookingCreated' | 'bookingUpdated' | 'contactMessageCreated' | 'contactMessageUpdated';
export const BUS_EVENTS: readonly BusEventName[] = [
  'contentChanged',
  'bookingCreated',
  'bookingUpdated',
  'contactMessageCreated',
  'contactMessageUpdated',
];

/**
 * In-process bus for domain events: content changes (cache invalidation, `contentChanged`
 * subscription), new bookings and contact messages. `publish` also hands each event to the
 * forwarder that lib/bus-bridge.ts installs, which shares it with the other gateways on the same
 * database; what arrives from them is emitted here directly (never forwarded again).
 */
export const bus = new EventEmitter();
bus.setMaxListeners(0);

type Forwarder = (name: BusEventName, payload: unknown) => void;
let forwarder: Forwarder | undefined;

/** Installs (or with undefined removes) the forwarder of locally published events. */
export function setBusForwarder(next: Forwarder | undefined): void {
  forwarder = next;
}

export function publish(name: BusEventName, payload: unknown): void {
  bus.emit(name, payload);
  forwarder?.(name, payload);
}

export function publishChange(change: ContentChange): void {
  publish('contentChanged', change);
}
