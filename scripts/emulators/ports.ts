// The emulators' project and ports: firebase.json's, which the emulator build of the site has baked in.
import net from "node:net";
import firebaseJson from "../../firebase.json" with { type: "json" };

export const PROJECT_ID = "demo-ugc-marketplace";
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const REGION = "europe-west2";

export type EmulatorName = "auth" | "firestore" | "storage" | "functions" | "hosting";

export const emulatorPort = (name: EmulatorName): number => firebaseJson.emulators[name].port;
export const emulatorHost = (name: EmulatorName): string => `127.0.0.1:${emulatorPort(name)}`;

/** Whether something on this machine already listens on `port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** A port that was free a moment ago, for programs that cannot listen on port 0 themselves. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something listens on `port`; rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (Date.now() > deadline) throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
