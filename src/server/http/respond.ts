import type { ServerResponse } from "node:http";

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, error: string): void {
  sendJson(res, status, { error });
}

/** An expected refusal carrying its HTTP status; anything else thrown is a real fault (500). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The request body was not read to its end, so the connection cannot carry another request. */
    readonly closeConnection = false,
  ) {
    super(message);
  }
}
