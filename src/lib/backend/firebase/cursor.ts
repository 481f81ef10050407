import { BackendError } from "../types";

/** A sort value as documents store it (ISO strings; numbers or null on odd entries). */
export type CursorValue = string | number | null;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The page cursor: the last item's sort value and its document id (the tie-breaker, so items
 * with equal timestamps are never repeated or skipped). Same form as the server's Firestore
 * adapter: base64url of `[value, id]`.
 */
export function encodeCursor(value: unknown, id: string): string {
  const sortValue = typeof value === "string" || typeof value === "number" ? value : null;
  return toBase64Url(JSON.stringify([sortValue, id]));
}

/** The caller's error (400 "Invalid cursor") for anything `encodeCursor` did not make. */
export function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const decoded: unknown = JSON.parse(fromBase64Url(cursor));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[1] === "string" && decoded[1] !== "") {
      const [value, id] = decoded as [unknown, string];
      if (value === null || typeof value === "string" || typeof value === "number") return [value, id];
    }
  } catch {
    // any undecodable cursor is the caller's error
  }
  throw new BackendError("Invalid cursor", 400, "invalid-cursor");
}
