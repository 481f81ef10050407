import { emulatorHost } from "../../scripts/emulators/ports.ts";

export const AUTH_EMULATOR = `http://${emulatorHost("auth")}`;
