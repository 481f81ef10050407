import { createHash } from "node:crypto";
import type { z } from "zod";
import { parseRequest } from "~/shared/schemas/request-issues";
import type { Decoded } from "~/shared/wire/codec";
import { fail, requireAdmin, type Caller, type ErrorStatus, type HandlerResult, type RequestContext } from "../context";
import type { CoreConfig, CorePorts, HumanCheckAction } from "../ports";

type Failure = { status: ErrorStatus; body: { error: string } };

/** Parses with a shared schema; a failure answers 400 with the first message in product.md order. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; failure: Failure } {
  const result = parseRequest(schema, input ?? {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, failure: fail(400, result.message) };
}

/** A form's body through its wire decoder (~/shared/wire/decoders): camelCase values, or 400 with the first message. */
export function decodeInput<Values>(
  decode: (input: unknown) => Decoded<Values>,
  input: unknown,
): { ok: true; data: Values } | { ok: false; failure: Failure } {
  const decoded = decode(input);
  return decoded.ok ? decoded : { ok: false, failure: fail(400, decoded.error) };
}

/** A request the admin made: past `adminOnly`, `caller` is the admin. */
export type AdminContext = RequestContext & { caller: Caller };

type Handler<R> = (input: unknown, context: RequestContext, ports: CorePorts) => Promise<HandlerResult<R>>;

/** An admin-only handler: anyone else is answered 401 (signed out or anonymous) or 403 before `run` starts. */
export function adminOnly<R>(
  run: (input: unknown, context: AdminContext, ports: CorePorts) => Promise<HandlerResult<R>>,
): Handler<R> {
  return async (input, context, ports) => {
    const denied = requireAdmin(context);
    return denied ?? run(input, context as AdminContext, ports);
  };
}

/** An admin-only handler whose input is parsed with `schema` first (parseInput): `run` gets what it parsed to. */
export function adminHandler<S extends z.ZodType, R>(
  schema: S,
  run: (input: z.infer<S>, context: AdminContext, ports: CorePorts) => Promise<HandlerResult<R>>,
): Handler<R> {
  return adminOnly(async (input, context, ports) => {
    const parsed = parseInput(schema, input);
    return parsed.ok ? run(parsed.data, context, ports) : parsed.failure;
  });
}

export const HUMAN_CHECK_FAILED = "reCAPTCHA verification failed. Please try again.";
export const HUMAN_CHECK_UNCONFIGURED = "Human verification is not configured on the server";
export const MAIL_UNCONFIGURED = "E-mail delivery is not configured on the server";

/**
 * Production fails closed: a skipped human check is refused there (docs/security.md). Elsewhere a
 * skipped check still asks its adapter, so the emulators' stand-in refuses a token made for another form.
 */
export async function checkHuman(
  token: string,
  context: RequestContext,
  ports: Pick<CorePorts, "humanCheck"> & { config: Pick<CoreConfig, "production"> },
  action?: HumanCheckAction,
): Promise<Failure | null> {
  if (ports.humanCheck.mode === "skipped" && ports.config.production) return fail(500, HUMAN_CHECK_UNCONFIGURED);
  if (!token && ports.humanCheck.mode === "enforced") return fail(400, HUMAN_CHECK_FAILED);
  return (await ports.humanCheck.verify(token, context.remoteIp, action)) ? null : fail(400, HUMAN_CHECK_FAILED);
}

export function nowIso(ports: CorePorts): string {
  return ports.clock.now().toISOString();
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * Document key of e-mail keyed collections: the SHA-256 of the normalised e-mail, so every
 * key is 64 safe characters (the admin can always address it) and never holds a `/`.
 */
export function emailKey(normalisedEmail: string): string {
  return sha256Hex(normalisedEmail);
}
