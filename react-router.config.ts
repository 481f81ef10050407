import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/config/paths";

export default {
  appDirectory: "src",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
