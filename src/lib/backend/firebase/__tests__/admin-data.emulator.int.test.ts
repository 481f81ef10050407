import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emulatorFirestore, TEST_PROJECT_ID } from "@testing/emulators/firestore-app";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";
import { adminUser, emailUser } from "@testing/emulators/auth-users";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import type { Backend } from "../../types";
import { firebaseBackendOnEmulators } from "@testing/emulators/firebase-backend";

// Listen-based reads, cursors, nested filters and rules, on the official Firestore emulator with
// firestore.rules loaded. Skipped, saying why, where it is absent.
const emulators = await officialEmulators();
const suite = "Firebase admin data on the official Firestore emulator";
announceSkip(suite, emulators.firestore ? null : emulators.firestoreSkipReason);
if (emulators.firestore) announceRun(suite, `Google's Firestore emulator at ${emulators.firestore}`);

describe.skipIf(!emulators.firestore)(
  `${suite}${emulators.firestore ? "" : ` (skipped: ${emulators.firestoreSkipReason})`}`,
  () => {
    let backend: Backend;
    let server: ReturnType<typeof emulatorFirestore>;
    let admin: Awaited<ReturnType<typeof adminUser>>;
    let member: Awaited<ReturnType<typeof emailUser>>;

    beforeAll(async () => {
      await fetch(
        `http://${emulators.firestore}/emulator/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents`,
        {
          method: "DELETE",
        },
      );
      server = emulatorFirestore(emulators.firestore!);
      backend = firebaseBackendOnEmulators({
        firestore: emulators.firestore!,
        storage: emulators.storage ?? "127.0.0.1:9199",
        hostingOrigin: "http://127.0.0.1:5000",
      });
      [admin, member] = await Promise.all([adminUser(), emailUser()]);
      const batch = server.db.batch();
      for (let index = 0; index < 120; index += 1) {
        const entry = {
          name: index === 7 ? "Maya Patel" : `Brand ${index}`,
          company_name: "Glow",
          email: `b${index}@example.com`,
          website: "",
          status: index % 2 ? ("contacted" as const) : ("pending" as const),
          notes: "",
          email_list_opt_in: false,
          meeting_signed_up: false,
          // Three timestamps shared by 40 documents each: only the id tie-breaker keeps paging exact.
          created_at: `2026-01-0${(index % 3) + 1}T00:00:00.000Z`,
          updated_at: "2026-01-01T00:00:00.000Z",
        };
        batch.set(server.db.collection("brand_signups").doc(`b${String(index).padStart(3, "0")}`), entry);
      }
      batch.set(server.db.collection("newsletter_subscribers").doc("n1"), {
        email: "n@example.com",
        createdAt: "2026-01-01T00:00:00.000Z",
        consent: { status: "confirmed" },
      });
      // The configured admin e-mail firestore.rules compare with the caller's (`npm run admin:create`).
      batch.set(server.db.doc("settings/admin"), { email: admin.email, secondFactor: "waived-in-emulator" });
      await batch.commit();
      await backend.auth.signInWithEmail(admin.email, admin.password);
    });
    afterAll(async () => {
      await backend.auth.signOut();
      await server.close();
    });

    it("pages through 120 sign-ups on three timestamps exactly once each, newest first", async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<Backend["adminData"]["list"]>> = await backend.adminData.list("brand-signups", {
          cursor,
        });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        if (cursor) expect(page.items).toHaveLength(ADMIN_LIST_LIMIT);
      } while (cursor);
      expect(seen).toHaveLength(120);
      expect(new Set(seen).size).toBe(120);
      expect(seen.slice(0, 2)).toEqual(["b119", "b116"]);
    });

    // A search goes to the adminData function (the backend contract runs it on the whole stack).
    it("filters by status and nested status", async () => {
      const contacted = await backend.adminData.list("brand-signups", { status: "contacted" });
      expect(contacted.items.every((item) => item.status === "contacted")).toBe(true);
      expect((await backend.adminData.list("newsletter-subscribers", { status: "confirmed" })).items).toHaveLength(1);
      expect(await backend.adminData.counts("newsletter-subscribers")).toMatchObject({ byStatus: { confirmed: 1 } });
    });

    it("opens one record by id, and answers null for a missing one", async () => {
      expect(await backend.adminData.get("brand-signups", "b007")).toMatchObject({ id: "b007", name: "Maya Patel" });
      expect(await backend.adminData.get("brand-signups", "nope")).toBeNull();
    });

    it("keeps a live page current, and only that page", async () => {
      const pages: string[][] = [];
      const stop = backend.adminData.watch("brand-signups", { status: "pending" }, (page) =>
        pages.push(page.items.map((item) => item.id)),
      );
      await vi.waitFor(() => expect(pages.length).toBeGreaterThan(0));
      await server.db.collection("brand_signups").doc("b200").set({
        status: "pending",
        created_at: "2026-02-01T00:00:00.000Z",
        updated_at: "2026-02-01T00:00:00.000Z",
      });
      await vi.waitFor(() => expect(pages.at(-1)?.[0]).toBe("b200"));
      expect(pages.at(-1)).toHaveLength(ADMIN_LIST_LIMIT);
      stop();
    });

    it("refuses a signed-in account without the admin claim (firestore.rules)", async () => {
      await backend.auth.signOut();
      await backend.auth.signInWithEmail(member.email, member.password);
      await expect(backend.adminData.list("brand-signups")).rejects.toMatchObject({ status: 403 });
      await expect(backend.adminData.counts("brand-signups")).rejects.toMatchObject({ status: 403 });
      await backend.auth.signOut();
      await backend.auth.signInWithEmail(admin.email, admin.password);
    });
  },
);
