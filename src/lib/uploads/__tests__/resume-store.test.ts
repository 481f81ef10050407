import { describe, expect, it } from "vitest";
import { createResumeStore, memoryStorage, RESUMABLE_FOR_MS } from "../resume-store";

const KEY = "creator-uploads:resumable";
const session = (createdAt: number, ownerUid = "u1") => ({ sessionUrl: "/uploads/s1", ownerUid, createdAt });

describe("resume store", () => {
  it("keeps a session in the page's storage for its owner only", () => {
    const storage = memoryStorage();
    createResumeStore({ storage, now: () => 1_000 }).save("fp", session(1_000));

    const afterReload = createResumeStore({ storage, now: () => 2_000 });
    expect(afterReload.find("fp", "u1")).toEqual(session(1_000));
    expect(afterReload.find("fp", "u2")).toBeNull();
    expect(afterReload.find("other", "u1")).toBeNull();
  });

  it("drops sessions once the server no longer keeps them (24 hours)", () => {
    const storage = memoryStorage();
    let now = 0;
    const store = createResumeStore({ storage, now: () => now });
    store.save("fp", session(0));
    store.save("fresh", session(RESUMABLE_FOR_MS - 1));

    now = RESUMABLE_FOR_MS - 1;
    expect(store.find("fp", "u1")).not.toBeNull();
    now = RESUMABLE_FOR_MS;
    expect(store.find("fp", "u1")).toBeNull();
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ fresh: session(RESUMABLE_FOR_MS - 1) });
  });

  it("forgets a removed session and leaves no key behind when empty", () => {
    const storage = memoryStorage();
    const store = createResumeStore({ storage });
    store.save("fp", session(Date.now()));
    store.remove("fp");
    expect(store.find("fp", "u1")).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("survives storage that is corrupt, hand-edited or refusing writes", () => {
    const storage = memoryStorage();
    storage.setItem(KEY, "{not json");
    expect(createResumeStore({ storage }).find("fp", "u1")).toBeNull();
    storage.setItem(KEY, JSON.stringify({ fp: { sessionUrl: 1 }, list: [] }));
    expect(createResumeStore({ storage }).find("fp", "u1")).toBeNull();

    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => createResumeStore({ storage: full }).save("fp", session(Date.now()))).not.toThrow();
  });

  it("uses the browser's localStorage by default", () => {
    createResumeStore().save("fp", session(Date.now()));
    expect(createResumeStore().find("fp", "u1")).not.toBeNull();
    localStorage.removeItem(KEY);
  });
});
