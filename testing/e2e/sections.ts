import { expect, type APIRequestContext } from "@playwright/test";
import type { Seed } from "./seed";

/** A word no other test's data contains, so a search shows only this test's records. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The stored brand sign-up, read through the admin API as the panel reads it. */
export async function storedBrandSignup(request: APIRequestContext, seed: Seed, id: string) {
  const response = await request.get(`/api/admin/brand-signups/${encodeURIComponent(id)}`, {
    headers: await seed.adminHeaders(),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; notes: string; meeting_signed_up: boolean; updated_at: string };
}

/** A message sent through the public contact endpoint (as the form sends it); erased afterwards if still there. */
export async function contactMessage(
  request: APIRequestContext,
  seed: Seed,
  cleanups: Array<() => Promise<unknown>>,
  fields: { name: string; email: string; message: string },
): Promise<string> {
  const response = await request.post("/api/contact-message", { data: fields });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  cleanups.push(async () =>
    request.delete(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { headers: await seed.adminHeaders() }),
  );
  return id;
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF), so a test reads cells as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}
