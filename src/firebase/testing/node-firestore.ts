import { FirestoreServer } from "@firestore-emulator/server";
import { createRequire } from "node:module";

interface GrpcServer {
  bindAsync(address: string, credentials: unknown, done: (error: Error | null, port: number) => void): void;
}

/** The emulator's own copy of grpc-js (credentials must come from the same copy as its server). */
function insecureCredentials(): unknown {
  const load = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
  const grpc = load("@grpc/grpc-js") as { ServerCredentials: { createInsecure(): unknown } };
  return grpc.ServerCredentials.createInsecure();
}

export interface NodeFirestore {
  /** `host:port`, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Forgets every document. */
  clear(): void;
  stop(): void;
}

/**
 * The open-source Node Firestore emulator (`@firestore-emulator/server`, gRPC like firebase-admin),
 * on a free loopback port. It supports commits with exists preconditions, batch gets, queries with
 * where/orderBy/limit and counts; not cursors, id tie-breaks, nested-field filters or rules, and its
 * transactions have no isolation (docs/deploy.md lists what is proven where).
 */
export async function startNodeFirestore(): Promise<NodeFirestore> {
  const emulator = new FirestoreServer();
  // Its own start() binds 0.0.0.0; a test emulator stays on loopback.
  const server = (emulator as unknown as { server: GrpcServer }).server;
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", insecureCredentials(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return {
    host: `127.0.0.1:${port}`,
    clear: () => emulator.state.clear(),
    stop: () => emulator.stop(),
  };
}
