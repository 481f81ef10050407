import { BackendError, type AuthClient, type SessionState } from "~/lib/backend";

/** The first answer of the session listener: Firebase gives it once the stored session is restored. */
function restoredSession(auth: AuthClient): Promise<SessionState> {
  return new Promise((resolve) => {
    let answered = false;
    const stop = auth.onSessionChange((session) => {
      if (answered) return;
      answered = true;
      resolve(session);
      queueMicrotask(() => stop());
    });
  });
}

const ready = new WeakMap<AuthClient, Promise<void>>();

/**
 * Uploads belong to a session (product.md §P9.1): the applicant's own anonymous one, started on the
 * first upload and restored after a reload, so the same owner can resume and remove its files.
 * A session that exists already (restored, or a signed-in account) is kept.
 */
export function ensureApplicantSession(auth: AuthClient): Promise<void> {
  const known = ready.get(auth);
  if (known) return known;
  const starting = restoredSession(auth)
    .then(async (session) => {
      if (session.status !== "signed-in") await auth.signInAnonymously();
    })
    .catch((error: unknown) => {
      ready.delete(auth);
      if (error instanceof BackendError) throw error;
      throw new BackendError("Could not start an upload session", 401, "storage/unauthorized");
    });
  ready.set(auth, starting);
  return starting;
}
