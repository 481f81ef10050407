import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { STATUS_LINK_RESENT } from "~/shared/application-status";
import { applicationForm } from "~/testing/application-requests";
import { anonymousUser, bearer } from "~/testing/auth-users";
import { startTestServer } from "../../testing/test-server";
import { uploadVideo } from "../../testing/tus-requests";
import { suiteInbox, suiteServer } from "../../testing/suite-server";

const inbox = suiteInbox();
const server = suiteServer(() => ({ smtpPort: inbox.smtpPort }));

const postJson = (url: string, body: unknown) =>
  fetch(server.baseUrl + url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const onDisk = (url: string) =>
  path.join(server.dataDir, "files", "objects", decodeURIComponent(url.replace(/^\/files\//, "")));
const tokenIn = (text: string) => decodeURIComponent(/\/application-status\?token=([^\s"<]+)/.exec(text)?.[1] ?? "");

it("acknowledgement link → status → withdraw: application and files gone, link dead, nothing else said", async () => {
  const applicant = await anonymousUser();
  const file = await uploadVideo(server.baseUrl, applicant, { name: "clip.mp4" });
  const email = `status-${Date.now()}@example.com`;
  const created = await fetch(`${server.baseUrl}/api/creator-application`, {
    method: "POST",
    headers: bearer(applicant),
    body: applicationForm(email, [{ name: file.name, url: file.url, size: file.size }]),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const [ack] = await inbox.to(email);
  const token = tokenIn(ack!.text);
  expect(token).not.toBe("");

  const status = await postJson("/api/application-status", { token });
  expect(status.status).toBe(200);
  expect(await status.json()).toMatchObject({
    outcome: "found",
    status: "in_review",
    files: [{ name: "clip.mp4", size: file.size, durationSeconds: expect.any(Number) }],
  });
  // The page itself sends no referrer; other pages keep the site's policy.
  const page = await fetch(`${server.baseUrl}/application-status?token=${encodeURIComponent(token)}`);
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  expect((await fetch(`${server.baseUrl}/creator-signup`)).headers.get("referrer-policy")).toBe(
    "strict-origin-when-cross-origin",
  );

  for (const bad of [`${token}A`, "", "a.b.c.d", 7]) {
    expect(await (await postJson("/api/application-status", { token: bad })).json()).toEqual({ outcome: "invalid" });
    expect(await (await postJson("/api/application-status/withdraw", { token: bad })).json()).toEqual({
      outcome: "invalid",
    });
  }
  expect(existsSync(onDisk(file.url))).toBe(true);

  const withdrawn = await postJson("/api/application-status/withdraw", { token });
  expect(await withdrawn.json()).toEqual({ outcome: "withdrawn" });
  expect(await server.ports.documents.get("creator_applications", id)).toBeNull();
  expect(existsSync(onDisk(file.url))).toBe(false);
  expect(await (await postJson("/api/application-status", { token })).json()).toEqual({
    outcome: "no_longer_on_file",
  });
  expect(await (await postJson("/api/application-status/withdraw", { token })).json()).toEqual({
    outcome: "invalid",
  });
});

it("send me my link again: one answer for known and unknown addresses, and a working link", async () => {
  const email = `resend-${Date.now()}@example.com`;
  const created = await fetch(`${server.baseUrl}/api/creator-application`, {
    method: "POST",
    body: applicationForm(email),
  });
  expect(created.status).toBe(201);
  await inbox.to(email);
  const known = await postJson("/api/application-status/resend", { email: email.toUpperCase() });
  const unknown = await postJson("/api/application-status/resend", { email: `nobody-${email}` });
  expect([known.status, unknown.status]).toEqual([200, 200]);
  expect(await known.json()).toEqual(await unknown.json());
  const mails = await inbox.to(email, { atLeast: 2 });
  const again = mails.find((mail) => mail.subject.includes("application link"));
  expect(again).toBeDefined();
  const answer = await (await postJson("/api/application-status", { token: tokenIn(again!.text) })).json();
  expect(answer).toMatchObject({ outcome: "found", status: "in_review", files: [] });
  expect((await postJson("/api/application-status/resend", { email: "nope" })).status).toBe(400);
});

it("rate-limits the resend form per client", async () => {
  const limited = await startTestServer({ rateLimitPerMinute: 3 });
  try {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await fetch(`${limited.baseUrl}/api/application-status/resend`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
      statuses.push(response.status);
      if (response.status === 200) expect(await response.json()).toEqual({ ok: true, message: STATUS_LINK_RESENT });
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  } finally {
    await limited.close();
  }
});
