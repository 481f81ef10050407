// Emulator pages talk to the http://127.0.0.1 emulators that production's CSP does not name: firebase.json's
// Hosting headers with the Auth, Firestore and Storage emulators added to connect-src, and Storage to media-src.
// Used by the local stack (firebase-stack.mjs) and the bench's own stack (bench-stack.mjs).

/**
 * @param {Array<{ source: string, headers: Array<{ key: string, value: string }> }>} headers firebase.json's hosting.headers
 * @param {(emulator: "auth" | "firestore" | "storage") => string} hostOf the emulator's `host:port`
 */
export function emulatorHeaders(headers, hostOf) {
  const hosts = ["auth", "firestore", "storage"].map((name) => `http://${hostOf(name)}`).join(" ");
  return headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === "Content-Security-Policy"
        ? {
            ...header,
            value: header.value
              .replace("connect-src 'self'", `connect-src 'self' ${hosts}`)
              .replace("media-src 'self'", `media-src 'self' http://${hostOf("storage")}`),
          }
        : header,
    ),
  }));
}
