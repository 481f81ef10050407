import type { IncomingMessage } from "node:http";
import { HttpError } from "./respond";

export const TOO_LARGE = "Request body is too large.";

/** Reads the whole body, refusing (413) as soon as it passes `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new HttpError(413, TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, TOO_LARGE);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!String(req.headers["content-type"] ?? "").includes("application/json")) {
    throw new HttpError(415, "Send the request body as JSON.");
  }
  const raw = await readBody(req, limit);
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

/**
 * Multipart (or url-encoded) text fields only: uploads go through tus, so a file part is refused.
 * Node's fetch `Request` parses the form, so no extra parser is needed.
 */
export async function readFormFields(req: IncomingMessage, limit: number): Promise<Record<string, string>> {
  const contentType = String(req.headers["content-type"] ?? "");
  if (!contentType.startsWith("multipart/form-data") && !contentType.startsWith("application/x-www-form-urlencoded")) {
    throw new HttpError(415, "Send the application as multipart form data.");
  }
  const raw = await readBody(req, limit);
  let form: FormData;
  try {
    form = await new Request("http://local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw new HttpError(400, "The form data could not be read.");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string")
      throw new HttpError(400, "Upload files before submitting; the form takes text fields only.");
    fields[key] = value;
  }
  return fields;
}
