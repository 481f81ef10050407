import { test } from "./fixtures";
import { expectMovementOnSlowUplink } from "./support/slow-uplink";

test("an upload visibly moves on a 150 KB/s uplink: bytes sent at once, confirmed bytes after a small first chunk", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's connection: one project is enough");
  test.setTimeout(60_000);
  await expectMovementOnSlowUplink(page, testInfo);
});
