import { backendContract } from "@testing/contracts/backend-contract";
import { createMemoryBackend } from "../memory-backend";

backendContract("the in-memory backend", async () => {
  const backend = createMemoryBackend();
  backend.accounts.addAccount({ email: "admin@example.com", password: "admin-password", admin: true });
  backend.accounts.addAccount({ email: "member@example.com", password: "member-password" });
  return {
    backend,
    async sessionAs(role) {
      await backend.auth.signOut();
      if (role === "anonymous") await backend.auth.signInAnonymously();
      else if (role) backend.accounts.signInAs(`${role}@example.com`);
    },
  };
});
