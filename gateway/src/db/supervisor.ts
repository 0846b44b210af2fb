import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';

/** First wait before a restart; it doubles with each restart of the last minute, up to the cap. */
const FIRST_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 10_000;
/** A signal sent to the whole process group reaches the gateway a moment after FerretDB's exit. */
const GRACE_MS = 100;

interface SupervisorLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

export interface SupervisedDatabase {
  uri: string;
  port: number;
  /** The FerretDB running now (a new one after each restart). */
  current(): EmbeddedDatabase;
  /** True from an unexpected exit until the restart is up. */
  down(): boolean;
  /** Unexpected exits so far. */
  outages(): number;
  /** Stops FerretDB for good: no restart follows. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded FerretDB and starts it again, on the same data and port, whenever it exits
 * without being asked to (a crash, the out-of-memory killer). Each exit is logged with its code or
 * signal and FerretDB's last stderr lines; restarts back off (0.2 s doubling to 10 s) and after
 * `maxRestartsPerMinute` in a minute `onGiveUp` is called instead of looping.
 */
export async function superviseEmbeddedDatabase(options: {
  dataDir: string;
  maxRestartsPerMinute: number;
  log: SupervisorLog;
  onGiveUp: () => void;
}): Promise<SupervisedDatabase> {
  const { dataDir, log } = options;
  let db = await startEmbeddedDatabase({ dataDir });
  const port = db.port;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let downSince = 0;
  let down = false;
  let outages = 0;
  const restarts: number[] = [];

  // Restarts of the last minute decide both the next wait and when to give up.
  const failed = (how: string, stderr: string[]) => {
    if (stopping) return;
    const now = Date.now();
    while (restarts.length && now - restarts[0]! >= 60_000) restarts.shift();
    downSince ||= now;
    if (restarts.length >= options.maxRestartsPerMinute) {
      log.fatal(
        { exit: how, stderr, restartsInLastMinute: restarts.length },
        `embedded FerretDB exited (${how}) after ${restarts.length} restarts within a minute: giving up`,
      );
      options.onGiveUp();
      return;
    }
    const delay = Math.min(FIRST_BACKOFF_MS * 2 ** restarts.length, MAX_BACKOFF_MS);
    restarts.push(now);
    log.error(
      { exit: how, stderr, port, dataDir, restartInMs: delay },
      `embedded FerretDB exited unexpectedly (${how}); restarting it in ${delay / 1000} s`,
    );
    timer = setTimeout(() => void restart(), delay);
  };

  const watch = (running: EmbeddedDatabase) => {
    running.process.once('exit', (code, signal) => {
      if (!stopping) {
        down = true;
        outages++;
      }
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      // Ctrl-C without setpriv reaches FerretDB and the gateway together: let the gateway's
      // own handler mark the stop before this is taken for a crash.
      setTimeout(() => failed(how, running.stderrTail()), GRACE_MS);
    });
  };

  const restart = async () => {
    if (stopping) return;
    try {
      const next = await startEmbeddedDatabase({ dataDir, port });
      if (stopping) return void (await next.stop());
      db = next;
      watch(db);
      log.info(
        { port, downMs: Date.now() - downSince, restartsInLastMinute: restarts.length },
        'embedded FerretDB restarted',
      );
      downSince = 0;
      down = false;
    } catch (error) {
      failed(`did not start: ${(error as Error).message.split('\n')[0]}`, []);
    }
  };

  watch(db);
  // Last resort if the gateway exits without a graceful stop: never leave FerretDB behind.
  const killOnExit = () => {
    const child = db.process;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  return {
    uri: db.uri,
    port,
    current: () => db,
    down: () => down,
    outages: () => outages,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      await db.stop();
    },
  };
}
