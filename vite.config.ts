import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const EMBEDDED_SERVER = process.env.EMBEDDED_SERVER_URL ?? "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // The embedded backend serves the API, admin data, and uploads (ARCHITECTURE §2).
    proxy: {
      "/api": EMBEDDED_SERVER,
      "/data": EMBEDDED_SERVER,
      "/uploads": EMBEDDED_SERVER,
      "/files": EMBEDDED_SERVER,
    },
  },
  preview: { host: "127.0.0.1", port: 4173 },
});
