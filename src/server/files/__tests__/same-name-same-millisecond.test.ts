import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousUser, bearer } from "~/testing/auth-users";
import { submitApplication } from "~/testing/application-requests";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { sampleVideo } from "~/testing/sample-videos";
import { uploadVideo } from "../../testing/tus-requests";

/**
 * A finished upload is stored at `creator-uploads/{uid}/{finish time in ms}-{name}`. Two
 * uploads of the same name that finish at the same server time (parallel uploads, a clock
 * stepped back) get the same path; the second must not replace the first, least of all a
 * file an application has claimed (it would come back unclaimed, deletable by its uploader).
 */

const frozen = new Date("2026-03-01T10:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => frozen } });
});
afterAll(() => server.close());

describe("an upload finishing at the same time as an earlier one of the same name", () => {
  it("leaves the earlier file, and its application's claim, as they were", async () => {
    const applicant = await anonymousUser();
    const first = await uploadVideo(server.baseUrl, applicant, { bytes: sampleVideo({ seconds: 1 }) });
    const file = { name: first.name, url: first.url, size: first.size };
    expect((await submitApplication(server.baseUrl, applicant, [file])).status).toBe(201);

    const second = await uploadVideo(server.baseUrl, applicant, { bytes: sampleVideo({ seconds: 2 }) });

    const removal = await fetch(server.baseUrl + first.url, { method: "DELETE", headers: bearer(applicant) });
    expect(removal.status).toBe(409);
    const played = await fetch(server.baseUrl + first.url);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(sampleVideo({ seconds: 1 }));
    // The later upload is stored too, under its own address.
    const later = await fetch(server.baseUrl + second.url);
    expect(new Uint8Array(await later.arrayBuffer())).toEqual(sampleVideo({ seconds: 2 }));
  });
});
