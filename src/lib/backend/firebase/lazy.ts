import type { AdminDataClient, AuthClient, BackendError, UploadsClient } from "../types";

/**
 * Stand-ins that load the real client on first use, so a page pays for Firebase Auth, Firestore or
 * the upload machinery only when it calls them (a newsletter sign-up loads none of them).
 */

/** Runs `subscribe` once `load` answers; stopping before that stops it as soon as it starts. */
function deferSubscription<T>(
  load: () => Promise<T>,
  subscribe: (client: T) => () => void,
  fail?: (error: unknown) => void,
) {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (client) => {
      if (!stopped) stop = subscribe(client);
    },
    (error: unknown) => {
      if (!stopped) fail?.(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** A client's methods that answer a promise (the ones a stand-in can forward before the client is loaded). */
type AsyncMethodOf<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** Method `name` of the client `load` answers, called with every argument it is given. */
function forwarded<T, K extends AsyncMethodOf<T>>(load: () => Promise<T>, name: K): T[K] {
  const call = async (...args: unknown[]) => {
    const client = await load();
    return (client[name] as (...all: unknown[]) => Promise<unknown>).apply(client, args);
  };
  return call as T[K];
}

export function lazyAuth(load: () => Promise<AuthClient>): AuthClient {
  return {
    onSessionChange: (listener) => deferSubscription(load, (client) => client.onSessionChange(listener)),
    signInWithEmail: forwarded(load, "signInWithEmail"),
    signInAnonymously: forwarded(load, "signInAnonymously"),
    signOut: forwarded(load, "signOut"),
    getIdToken: forwarded(load, "getIdToken"),
  };
}

export function lazyUploads(load: () => Promise<UploadsClient>): UploadsClient {
  return { upload: forwarded(load, "upload"), deleteByUrl: forwarded(load, "deleteByUrl") };
}

export function lazyAdminData(load: () => Promise<AdminDataClient>, toError: (error: unknown) => BackendError) {
  const client: AdminDataClient = {
    list: forwarded(load, "list"),
    watch: (list, query, onChange, onError) =>
      deferSubscription(
        load,
        (real) => real.watch(list, query, onChange, onError),
        (error) => onError?.(toError(error)),
      ),
    get: forwarded(load, "get"),
    counts: forwarded(load, "counts"),
    overview: forwarded(load, "overview"),
    exportCsv: forwarded(load, "exportCsv"),
    updateBrandSignup: forwarded(load, "updateBrandSignup"),
    deleteBrandSignup: forwarded(load, "deleteBrandSignup"),
    deleteContactMessage: forwarded(load, "deleteContactMessage"),
    logAdminSignIn: forwarded(load, "logAdminSignIn"),
    fileAddresses: forwarded(load, "fileAddresses"),
    findPerson: forwarded(load, "findPerson"),
    erasePerson: forwarded(load, "erasePerson"),
  };
  return client;
}
