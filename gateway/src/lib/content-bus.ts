import { EventEmitter } from 'node:events';

export type ContentType = 'home' | 'intro' | 'tag' | 'area' | 'event' | 'news' | 'media';
export interface ContentChange {
  type: ContentType;
  id: string;
}

/**
 * In-process bus for domain events: content changes (cache invalidation, `contentChanged`
 * subscription), new bookings and contact messages. Several gateways would bridge it to a shared
 * broker (Redis pub/sub or MongoDB change streams) by re-emitting what the broker delivers.
 */
export const bus = new EventEmitter();
bus.setMaxListeners(0);

export function publishChange(change: ContentChange): void {
  bus.emit('contentChanged', change);
}
