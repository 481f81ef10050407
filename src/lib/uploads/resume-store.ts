/** How long the page offers to continue an unfinished upload. */
export const RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = "creator-uploads:resumable";

/** An unfinished upload the server still holds, as the page remembers it. */
export interface ResumableSession {
  /** Where the server keeps the unfinished upload (the Storage resumable session). */
  sessionUrl: string;
  /** Only this (usually anonymous) user may continue it; the server checks too. */
  ownerUid: string;
  /** When the session was opened (ms since the epoch); it expires RESUMABLE_FOR_MS later. */
  createdAt: number;
}

export interface ResumeStore {
  /** The caller's own, unexpired session for the file with this fingerprint. */
  find(fingerprint: string, ownerUid: string): ResumableSession | null;
  save(fingerprint: string, session: ResumableSession): void;
  remove(fingerprint: string): void;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A page-lifetime stand-in for localStorage where there is none (Node, storage blocked). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function pageStorage(): KeyValueStorage {
  try {
    // Reading `localStorage` throws where the browser blocks site data.
    if (typeof localStorage !== "undefined" && localStorage) return localStorage;
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

/**
 * Fingerprint → unfinished upload, in localStorage so a reload or a closed tab loses nothing.
 * Expired entries are dropped whenever the store is read. Storage failures (full, blocked, edited
 * by hand) only cost the ability to resume, never the upload.
 */
export function createResumeStore({
  storage = pageStorage(),
  now = Date.now,
}: { storage?: KeyValueStorage; now?: () => number } = {}): ResumeStore {
  function write(sessions: Record<string, ResumableSession>): void {
    try {
      if (Object.keys(sessions).length === 0) storage.removeItem(STORAGE_KEY);
      else storage.setItem(STORAGE_KEY, JSON.stringify(sessions));
    } catch {
      // Quota or blocked storage: resuming after a reload is a bonus, not a requirement.
    }
  }

  function readLive(): Record<string, ResumableSession> {
    let stored: unknown;
    try {
      stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
    } catch {
      stored = null;
    }
    const sessions: Record<string, ResumableSession> = {};
    let dropped = false;
    for (const [fingerprint, session] of Object.entries(isRecord(stored) ? stored : {})) {
      if (isSession(session) && now() - session.createdAt < RESUMABLE_FOR_MS) sessions[fingerprint] = session;
      else dropped = true;
    }
    if (dropped) write(sessions);
    return sessions;
  }

  return {
    find(fingerprint, ownerUid) {
      const session = readLive()[fingerprint];
      return session && session.ownerUid === ownerUid ? session : null;
    },
    save(fingerprint, session) {
      write({ ...readLive(), [fingerprint]: session });
    },
    remove(fingerprint) {
      const sessions = readLive();
      if (!(fingerprint in sessions)) return;
      delete sessions[fingerprint];
      write(sessions);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSession(value: unknown): value is ResumableSession {
  return (
    isRecord(value) &&
    typeof value.sessionUrl === "string" &&
    typeof value.ownerUid === "string" &&
    typeof value.createdAt === "number"
  );
}
