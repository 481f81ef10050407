import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "../../types";
import { firestoreError } from "../errors";
import { CONNECTION_LOST, livePage, LOST_CONNECTION_AFTER_MS, type LiveSnapshot } from "../live-page";

/** Firestore's listener, driven by hand. */
function fakeListener() {
  const listener = {
    next: (_snapshot: LiveSnapshot) => undefined as void,
    fail: (_error: unknown) => undefined as void,
    unsubscribed: false,
  };
  const subscribe = (next: (snapshot: LiveSnapshot) => void, fail: (error: unknown) => void) => {
    listener.next = next;
    listener.fail = fail;
    return () => void (listener.unsubscribed = true);
  };
  return { listener, subscribe };
}

const docs = (...ids: string[]) => ids.map((id) => ({ id, data: { name: id } }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch() {
  const { listener, subscribe } = fakeListener();
  const onChange = vi.fn();
  const onError = vi.fn();
  const stop = livePage(
    subscribe,
    onChange,
    onError,
    (error) => firestoreError(error, "Cannot connect to database", true),
    () => firestoreError({ code: "unavailable" }, "Failed to load contact messages", true),
  );
  return { listener, onChange, onError, stop };
}

describe("a live admin page over Firestore", () => {
  it("waits for the server: an offline cache's first answer (an empty list) is not shown as the data", () => {
    const { listener, onChange } = watch();
    listener.next({ fromCache: true, changed: false, documents: [] });
    expect(onChange).not.toHaveBeenCalled();
    listener.next({ fromCache: false, changed: true, documents: docs("a") });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(docs("a"));
  });

  it("says at once that the server cannot be reached when the first answer is an empty cache, and shows the server's answer when it comes", () => {
    const { listener, onChange, onError } = watch();
    listener.next({ fromCache: true, changed: false, documents: [] });
    listener.next({ fromCache: true, changed: false, documents: [] });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      message: "Failed to load contact messages: network error",
      code: "network",
      status: undefined,
    });
    expect(onChange).not.toHaveBeenCalled();
    listener.next({ fromCache: false, changed: true, documents: docs("a") });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(docs("a"));
  });

  it("waits for the server when the first answer comes from documents already in the cache", () => {
    const { listener, onChange, onError } = watch();
    listener.next({ fromCache: true, changed: false, documents: docs("a") });
    expect(onError).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    listener.next({ fromCache: false, changed: false, documents: docs("a") });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(docs("a"));
  });

  it("passes on changes (the admin's own pending writes too) and skips answers where nothing changed", () => {
    const { listener, onChange } = watch();
    listener.next({ fromCache: false, changed: false, documents: [] });
    listener.next({ fromCache: false, changed: false, documents: [] });
    listener.next({ fromCache: true, changed: true, documents: docs("b") });
    expect(onChange.mock.calls).toEqual([[[]], [docs("b")]]);
  });

  it("reports a lost connection once after 30 s without the server, and again after it came back and went", () => {
    const { listener, onError } = watch();
    listener.next({ fromCache: false, changed: true, documents: docs("a") });
    listener.next({ fromCache: true, changed: false, documents: docs("a") });
    vi.advanceTimersByTime(LOST_CONNECTION_AFTER_MS - 1);
    expect(onError).not.toHaveBeenCalled();
    listener.next({ fromCache: true, changed: false, documents: docs("a") });
    vi.advanceTimersByTime(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(BackendError);
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: CONNECTION_LOST, code: "network" });
    vi.advanceTimersByTime(LOST_CONNECTION_AFTER_MS * 3);
    expect(onError).toHaveBeenCalledTimes(1);

    listener.next({ fromCache: false, changed: false, documents: docs("a") });
    listener.next({ fromCache: true, changed: false, documents: docs("a") });
    vi.advanceTimersByTime(LOST_CONNECTION_AFTER_MS);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("counts a first answer that never comes as a lost connection", () => {
    const { onError } = watch();
    vi.advanceTimersByTime(LOST_CONNECTION_AFTER_MS);
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: CONNECTION_LOST });
  });

  it("passes a refusal on with the server's words, and stops listening and timing when stopped", () => {
    const refused = watch();
    refused.listener.fail(Object.assign(new Error("denied"), { code: "permission-denied" }));
    expect(refused.onError.mock.calls[0]![0]).toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });

    const stopped = watch();
    stopped.stop();
    expect(stopped.listener.unsubscribed).toBe(true);
    stopped.listener.next({ fromCache: false, changed: true, documents: docs("late") });
    vi.advanceTimersByTime(LOST_CONNECTION_AFTER_MS * 2);
    expect(stopped.onChange).not.toHaveBeenCalled();
    expect(stopped.onError).not.toHaveBeenCalled();
  });
});
