import { afterAll, describe } from "vitest";
import { announceRun, announceSkip, officialEmulators } from "@testing/emulators/official-emulators";
import { startFirebaseStack, type FirebaseStack } from "@testing/emulators/firebase-stack";
import { emailUser } from "@testing/emulators/auth-users";
import { backendContract } from "@testing/contracts/backend-contract";
import { firebaseBackendOnEmulators } from "@testing/emulators/firebase-backend";

// The contract the in-memory backend keeps (testing/app/memory-backend.ts), kept by the browser's Firebase backend on
// the emulators of `npm start`: Google's Firestore emulator under firestore.rules, the
// Storage emulator, and the /api functions behind the Hosting emulator (scripts/firebase-stack.mjs).
const emulators = await officialEmulators();
const suite = "the browser's Firebase backend on the emulators";
announceSkip(suite, emulators.firestoreSkipReason);
// Started at load: it takes about a minute, longer than a hook may.
const stack: FirebaseStack | null = emulators.firestore ? await startFirebaseStack() : null;
if (stack)
  announceRun(
    suite,
    `Google's Firestore emulator at ${stack.firestore} with the Hosting, Functions, Storage and Auth emulators`,
  );
afterAll(() => stack?.stop());

describe.skipIf(stack === null)(`${suite}${stack ? "" : ` (skipped: ${emulators.firestoreSkipReason})`}`, () => {
  backendContract("the Firebase backend", async () => {
    const backend = firebaseBackendOnEmulators({
      firestore: stack!.firestore,
      storage: stack!.storage,
      hostingOrigin: stack!.hostingOrigin,
    });
    const member = await emailUser();
    return {
      backend,
      // An object path: it opens nothing by itself (docs/security.md, "Uploads").
      uploadUrl: /^creator-uploads\/[^/]+\/\d+-clip\.mp4$/,
      async sessionAs(role) {
        await backend.auth.signOut();
        if (role === "anonymous") await backend.auth.signInAnonymously();
        else if (role === "admin") await backend.auth.signInWithEmail(stack!.admin.email, stack!.admin.password);
        else if (role === "member") await backend.auth.signInWithEmail(member.email, member.password);
      },
      close: () => backend.auth.signOut(),
    };
  });
});
