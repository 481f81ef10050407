export const AUTH_EMULATOR = "http://127.0.0.1:9099";
