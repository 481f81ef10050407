import { describe } from "vitest";
import { describeFileClaimsContract } from "@testing/contracts/file-claims-contract";
import { describeFileStoreContract } from "@testing/contracts/file-store-contract";
import { announceSkip, officialEmulators } from "@testing/emulators/official-emulators";
import { cloudStorageHarness, TEST_BUCKET } from "@testing/emulators/storage-app";

const emulators = await officialEmulators();
announceSkip("Cloud Storage adapter on the official Storage and Firestore emulators", emulators.skipReason);

async function emptyEmulators(storage: string, firestore: string) {
  await fetch(`http://${firestore}/emulator/v1/projects/demo-ugc-marketplace/databases/(default)/documents`, {
    method: "DELETE",
  });
  const listing = await fetch(`http://${storage}/storage/v1/b/${TEST_BUCKET}/o`, {
    headers: { authorization: "Bearer owner" },
  });
  const { items = [] } = (await listing.json()) as { items?: Array<{ name: string }> };
  for (const item of items) {
    await fetch(`http://${storage}/storage/v1/b/${TEST_BUCKET}/o/${encodeURIComponent(item.name)}`, {
      method: "DELETE",
      headers: { authorization: "Bearer owner" },
    });
  }
}

const title = `official Storage + Firestore emulators${emulators.skipReason ? ` (skipped: ${emulators.skipReason})` : ""}`;
describe.skipIf(emulators.skipReason !== null)(title, () => {
  const harness = async () => {
    await emptyEmulators(emulators.storage!, emulators.firestore!);
    return cloudStorageHarness(emulators.storage!, emulators.firestore!);
  };
  describeFileStoreContract("Cloud Storage adapter on the official emulators", harness);
  describeFileClaimsContract("Cloud Storage adapter on the official emulators", harness);
});
