/**
 * The reason part of a screen's "Failed to load …: <reason>". The backend clients already word a
 * failed read as "Failed to load brand signups: network error"; the screen adds its own prefix, so
 * the client's is taken off first and the admin reads the prefix once.
 */
export function loadFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Failed to (?:load|count) [^:]*: /, "");
}
