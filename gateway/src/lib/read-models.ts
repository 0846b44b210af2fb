import { logger } from './logger.ts';

/** A part of the gateway's read model: loaded from the database at start, kept current by writes. */
export interface ReadModel {
  readonly name: string;
  readonly ready: boolean;
  start(): Promise<void>;
}

const models: ReadModel[] = [];

/**
 * How often content read models read their collection again in the background, repairing what a
 * missed bus event (a long database outage on another gateway) left behind. Content is small
 * (0.3 s for 1,400 events on FerretDB); the inboxes are not resynced this way.
 */
export const RESYNC_MS = 10 * 60_000;

export function registerReadModel(model: ReadModel): void {
  models.push(model);
}

/** True once every part is loaded: `/readyz` answers 503 until then. */
export function readModelsReady(): boolean {
  return models.every((m) => m.ready);
}

/**
 * Loads every part in the background (the server already listens; requests that need a part wait
 * for it). A part that fails to load is tried again by its next use.
 */
export function startReadModels(): Promise<void> {
  const started = Date.now();
  return Promise.all(
    models.map((m) =>
      m.start().catch((error: unknown) => {
        logger.error({ err: error, readModel: m.name }, 'read model failed to load');
      }),
    ),
  ).then(() =>
    logger.info({ ms: Date.now() - started, parts: models.map((m) => m.name) }, 'read model loaded'),
  );
}
