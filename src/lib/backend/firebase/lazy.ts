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

export function lazyAuth(load: () => Promise<AuthClient>): AuthClient {
  return {
    onSessionChange: (listener) => deferSubscription(load, (client) => client.onSessionChange(listener)),
    signInWithEmail: async (email, password) => (await load()).signInWithEmail(email, password),
    signInAnonymously: async () => (await load()).signInAnonymously(),
    signOut: async () => (await load()).signOut(),
    getIdToken: async () => (await load()).getIdToken(),
  };
}

export function lazyUploads(load: () => Promise<UploadsClient>): UploadsClient {
  return {
    upload: async (file, options) => (await load()).upload(file, options),
    deleteByUrl: async (url) => (await load()).deleteByUrl(url),
  };
}

export function lazyAdminData(load: () => Promise<AdminDataClient>, toError: (error: unknown) => BackendError) {
  const client: AdminDataClient = {
    list: async (list, query) => (await load()).list(list, query),
    watch: (list, query, onChange, onError) =>
      deferSubscription(
        load,
        (real) => real.watch(list, query, onChange, onError),
        (error) => onError?.(toError(error)),
      ),
    get: async (list, id) => (await load()).get(list, id),
    counts: async (list) => (await load()).counts(list),
    overview: async () => (await load()).overview(),
    exportCsv: async (list, query) => (await load()).exportCsv(list, query),
    updateBrandSignup: async (id, changes, options) => (await load()).updateBrandSignup(id, changes, options),
    deleteBrandSignup: async (id) => (await load()).deleteBrandSignup(id),
    deleteContactMessage: async (id) => (await load()).deleteContactMessage(id),
    logAdminSignIn: async () => (await load()).logAdminSignIn(),
    fileAddresses: async (id) => (await load()).fileAddresses(id),
    findPerson: async (email) => (await load()).findPerson(email),
    erasePerson: async (email) => (await load()).erasePerson(email),
  };
  return client;
}
