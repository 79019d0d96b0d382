import pg from 'pg';

/** The channel the session-end trigger announces on (migration 20261127T010000). */
const SESSION_END_CHANNEL = 'session_ended';

type SessionEnd = { kind: 'session'; sessionId: string } | { kind: 'user'; userId: string };

export interface SessionEndHandlers {
  onEnd(end: SessionEnd): void;
  /** True once the channel is heard, false when the connection drops (notices may be missed until it is back). */
  onListening(listening: boolean): void;
}

export interface SessionEndListener {
  stop(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1_000;

function parseSessionEnd(payload: string | undefined): SessionEnd | undefined {
  if (payload?.startsWith('s:')) return { kind: 'session', sessionId: payload.slice(2) };
  if (payload?.startsWith('u:')) return { kind: 'user', userId: payload.slice(2) };
  return undefined;
}

/**
 * Hears every session that ends and every user that changes, on one connection of its own (LISTEN needs a session
 * that no pool hands to someone else). It reconnects after a drop, telling the caller it was deaf meanwhile. Resolves
 * after the first attempt, heard or not.
 */
export async function listenForSessionEnds(connectionString: string, handlers: SessionEndHandlers): Promise<SessionEndListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'adfleet-session-notices' });
    let heard = false;
    next.on('notification', (message) => {
      const end = message.channel === SESSION_END_CHANNEL ? parseSessionEnd(message.payload) : undefined;
      if (end) handlers.onEnd(end);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || !heard) return;
      client = undefined;
      handlers.onListening(false);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${SESSION_END_CHANNEL}`);
      if (stopped) return void (await next.end());
      heard = true;
      handlers.onListening(true);
    } catch {
      // Until it hears the channel the caller keeps nothing, so a database that is not up yet costs speed, not safety.
      if (client === next) client = undefined;
      await next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
