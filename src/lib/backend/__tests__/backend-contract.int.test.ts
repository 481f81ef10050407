import { emailUser } from "~/testing/auth-users";
import { backendContract } from "~/testing/backend-contract";
import { startRealBackend } from "~/testing/real-backend";

// The same contract the in-memory backend keeps (src/testing/__tests__/memory-backend.test.ts).
backendContract("the embedded backend", async () => {
  const [real, member] = await Promise.all([startRealBackend(), emailUser()]);
  return {
    backend: real.backend,
    async sessionAs(role) {
      await real.sessionAs(role === "admin" ? real.admin : role === "member" ? member : role);
    },
    close: () => real.close(),
  };
});
