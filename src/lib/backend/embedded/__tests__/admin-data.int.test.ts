import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactMessageDocument, WithId } from "~/shared/documents";
import { emailUser, type TestAccount } from "~/testing/auth-users";
import { startRealBackend, type RealBackend } from "~/testing/real-backend";

let real: RealBackend;
let member: TestAccount;
const SEEDED = 53;

beforeAll(async () => {
  [real, member] = await Promise.all([startRealBackend(), emailUser()]);
  // Distinct times a day apart, so "newest first" has one right answer.
  for (let day = 1; day <= SEEDED; day++) {
    await real.server.ports.documents.create("contact_messages", {
      name: `Sender ${day}`,
      email: `sender-${day}@example.com`,
      message: `Message ${day}`,
      createdAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    });
  }
});
afterAll(() => real.close());

describe("admin data client against the embedded server", () => {
  it("lists 50 newest first with a cursor for the rest", async () => {
    await real.sessionAs(real.admin);
    const first = await real.backend.adminData.list("contact-messages");
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      name: `Sender ${SEEDED}`,
      email: `sender-${SEEDED}@example.com`,
      message: `Message ${SEEDED}`,
      createdAt: new Date(Date.UTC(2025, 0, SEEDED)).toISOString(),
    });
    expect(first.nextCursor).toEqual(expect.any(String));

    const rest = await real.backend.adminData.list("contact-messages", { cursor: first.nextCursor });
    expect(rest.items.map((item) => item.name)).toEqual(["Sender 3", "Sender 2", "Sender 1"]);
    expect(rest.nextCursor).toBeNull();

    await expect(real.backend.adminData.list("contact-messages", { cursor: "not-a-cursor" })).rejects.toMatchObject({
      status: 400,
      message: "Invalid cursor",
    });
  });

  it("updates a brand signup's status, notes and meeting flag, then deletes it", async () => {
    await real.sessionAs(null);
    const signup = { name: "Ola", companyName: "Oat Co", website: "", botField: "", emailListOptIn: false };
    await real.backend.api.joinBrandWaitlist({ ...signup, email: "ola@oat.example", recaptchaToken: "" });

    await real.sessionAs(real.admin);
    const listed = (await real.backend.adminData.list("brand-signups")).items[0]!;
    expect(listed).toMatchObject({ email: "ola@oat.example", company_name: "Oat Co", status: "pending", notes: "" });
    await new Promise((resolve) => setTimeout(resolve, 5));

    await real.backend.adminData.updateBrandSignup(listed.id, {
      status: "meeting_scheduled",
      notes: "Call on Tuesday",
      meeting_signed_up: true,
    });
    const updated = (await real.backend.adminData.list("brand-signups")).items[0]!;
    expect(updated).toMatchObject({ id: listed.id, status: "meeting_scheduled", notes: "Call on Tuesday" });
    expect(updated.meeting_signed_up).toBe(true);
    expect(updated.updated_at).not.toBe(listed.updated_at);
    await expect(
      real.backend.adminData.updateBrandSignup(listed.id, { status: "lost" as never }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Status must be one of: pending, /) });

    await real.backend.adminData.deleteBrandSignup(listed.id);
    expect((await real.backend.adminData.list("brand-signups")).items).toEqual([]);
    await expect(real.backend.adminData.deleteBrandSignup(listed.id)).rejects.toMatchObject({
      status: 404,
      message: "Brand signup not found",
    });
  });

  it("logs the admin's sign-in with the e-mail from the verified token", async () => {
    const admin = await real.sessionAs(real.admin);
    await real.backend.adminData.logAdminSignIn();
    const logins = await real.server.ports.documents.list<{ email: string; uid: string }>("adminLogins", {
      orderBy: "timestamp",
      limit: 5,
      cursor: null,
    });
    expect(logins.items.map((item) => item.data)).toContainEqual(
      expect.objectContaining({ email: real.admin.email, uid: admin!.uid }),
    );
  });

  it("refuses a signed-in non-admin and a signed-out visitor", async () => {
    await real.sessionAs(member);
    await expect(real.backend.adminData.list("creator-applications")).rejects.toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });
    const onError = vi.fn();
    real.backend.adminData.watch("creator-applications", {}, vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 403 });

    await real.sessionAs(null);
    await expect(real.backend.adminData.logAdminSignIn()).rejects.toMatchObject({
      status: 401,
      message: "Authentication required",
    });
  });

  it("streams the live list: the first page at once, then again after each change, until unsubscribed", async () => {
    await real.sessionAs(real.admin);
    const snapshots: Array<Array<WithId<ContactMessageDocument>>> = [];
    const stop = real.backend.adminData.watch("contact-messages", {}, ({ items }) => snapshots.push(items));
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(snapshots[0]).toHaveLength(50);
    expect(snapshots[0]![0]).toMatchObject({ id: expect.any(String), name: `Sender ${SEEDED}` });

    await real.backend.contact.sendContactMessage({ name: "Live", email: "live@example.com", message: "New!" });
    await vi.waitFor(() => expect(snapshots).toHaveLength(2));
    expect(snapshots[1]![0]).toMatchObject({ name: "Live", email: "live@example.com", message: "New!" });
    expect(snapshots[1]).toHaveLength(50);

    stop();
    await real.backend.contact.sendContactMessage({ name: "Late", email: "late@example.com", message: "After" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(snapshots).toHaveLength(2);
  });

  it("reconnects with a fresh ticket after the stream drops, and carries on", async () => {
    await real.sessionAs(real.admin);
    const snapshots: Array<Array<WithId<ContactMessageDocument>>> = [];
    const stop = real.backend.adminData.watch("contact-messages", {}, ({ items }) => snapshots.push(items));
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));

    real.dropStreams();
    await real.backend.contact.sendContactMessage({ name: "After drop", email: "drop@example.com", message: "Hi" });
    // The client waits a second before reconnecting; the new stream starts with the current page.
    await vi.waitFor(() => expect(snapshots.at(-1)?.[0]?.name).toBe("After drop"), { timeout: 5_000 });
    stop();
  });
});
