import { expect, type APIRequestContext } from "@playwright/test";
import type { Seed } from "./seed";

export interface StoredSignup {
  id: string;
  email: string;
  [field: string]: unknown;
}

/** A test's own sign-up, read back through the admin API as the admin panel reads it (searched by its address). */
export async function storedSignup(
  request: APIRequestContext,
  seed: Seed,
  email: string,
): Promise<StoredSignup | undefined> {
  const response = await request.get(`/api/admin/brand-signups?search=${encodeURIComponent(email)}`, {
    headers: await seed.adminHeaders(),
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: StoredSignup[] };
  return items.find((item) => item.email.toLowerCase() === email.toLowerCase());
}

/** Deletes what a test's own sign-up stored, by the id the admin API lists it under. */
export async function removeSignup(request: APIRequestContext, seed: Seed, email: string) {
  const stored = await storedSignup(request, seed, email);
  if (!stored) return;
  const response = await request.delete(`/api/admin/brand-signups/${encodeURIComponent(stored.id)}`, {
    headers: await seed.adminHeaders(),
  });
  expect(response.ok()).toBe(true);
}
