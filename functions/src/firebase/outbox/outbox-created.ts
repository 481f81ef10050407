import { deliverOutboxEntry } from "@functions/core/handlers/outbox-delivery";
import type { RuntimeOutcome } from "../runtime/runtime";

/**
 * Runs when a request has written `outbox/{id}`: sends the e-mail it holds, or the status links it
 * asks for, and deletes it (the core's deliverOutboxEntry). A misconfigured instance throws, so the
 * log says what is missing; the entry stays for a later look.
 */
export async function sendOutboxEntry(loadRuntime: () => RuntimeOutcome, id: string): Promise<void> {
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error(`Not configured: ${loaded.problems.join("; ")}`);
  await deliverOutboxEntry(loaded.runtime.ports, id);
}
