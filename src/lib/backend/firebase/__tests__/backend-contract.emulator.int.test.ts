import { describe } from "vitest";
import { announceSkip, officialEmulators } from "~/firebase/testing/official-emulators";
import { adminUser, emailUser } from "~/server/testing/auth-users";
import { backendContract } from "~/testing/backend-contract";
import { firebaseBackendOnEmulators, hostingEmulatorOrigin } from "~/testing/firebase-backend";

// The contract the in-memory and embedded backends keep, kept by the browser's Firebase backend on
// the official emulators (Firestore under firestore.rules, Storage under storage.rules, the /api
// functions behind Hosting). Needs Java 21: `npm run test:firebase`, or CI's emulator workflow.
const emulators = await officialEmulators();
const hostingOrigin = await hostingEmulatorOrigin();
const skipReason =
  emulators.skipReason ??
  (hostingOrigin
    ? null
    : "the Hosting emulator (which rewrites /api/* to the Functions emulator) is not announced by FIREBASE_EMULATOR_HUB; run under `firebase emulators:exec`.");
const suite = "the browser's Firebase backend on the official emulators";
announceSkip(suite, skipReason);

describe.skipIf(skipReason !== null)(`${suite}${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  backendContract("the Firebase backend", async () => {
    const backend = firebaseBackendOnEmulators({
      firestore: emulators.firestore!,
      storage: emulators.storage!,
      hostingOrigin: hostingOrigin!,
    });
    const [admin, member] = await Promise.all([adminUser(), emailUser()]);
    return {
      backend,
      uploadUrl: /^http:\/\/[^/]+\/v0\/b\/[^/]+\/o\/creator-uploads%2F/,
      async sessionAs(role) {
        await backend.auth.signOut();
        if (role === "anonymous") await backend.auth.signInAnonymously();
        else if (role === "admin") await backend.auth.signInWithEmail(admin.email, admin.password);
        else if (role === "member") await backend.auth.signInWithEmail(member.email, member.password);
      },
      close: () => backend.auth.signOut(),
    };
  });
});
