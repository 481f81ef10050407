/** The duplicate window's answers to copies, by the first attempt's outcome (docs/security.md). */
import { PENDING_LEASE_MS, storeOnce } from "../handlers/duplicate-window";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const context = { caller: null, clientKey: "198.51.100.7" };
const submission = { form: "contact_message", collection: "contact_messages", payload: { text: "hi" } } as const;
const shortWait = { maxMs: 300, pollMs: 10 };

/** A first attempt whose write runs until the test lets it finish. */
function heldWrite() {
  let release!: (outcome: "store" | "fail") => void;
  const decided = new Promise<"store" | "fail">((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const write = async (recordId: string) => {
    started();
    if ((await decided) === "fail") throw new Error("refused");
    await ports.documents.set("contact_messages", recordId, { text: "hi" });
  };
  return { write, running, release };
}

const storeNow = (recordId: string) => ports.documents.set("contact_messages", recordId, { text: "hi" });

/** A first attempt held mid-write, a copy sent meanwhile, and the first attempt's outcome 50 ms later. */
async function copyDuring(outcome: "store" | "fail") {
  const held = heldWrite();
  const first = storeOnce(ports, context, submission, held.write, shortWait);
  await held.running;
  const copy = storeOnce(ports, context, submission, storeNow, shortWait);
  setTimeout(() => held.release(outcome), 50);
  return { first, copy };
}

describe("a copy sent while the first attempt is still being stored", () => {
  it("waits, and is answered with the record once the first attempt stored it", async () => {
    const { first, copy } = await copyDuring("store");
    const [firstAnswer, copyAnswer] = await Promise.all([first, copy]);
    expect(copyAnswer).toEqual(firstAnswer);
    expect(await ports.documents.get("contact_messages", (firstAnswer as { id: string }).id)).not.toBeNull();
  });

  it("makes its own attempt when the first one fails", async () => {
    const { first, copy } = await copyDuring("fail");
    await expect(first).rejects.toThrow("refused");
    const { id } = (await copy) as { id: string };
    expect(await ports.documents.get("contact_messages", id)).not.toBeNull();
  });

  it("is told to try again when the first attempt outlasts the wait, never given an id", async () => {
    const held = heldWrite();
    const first = storeOnce(ports, context, submission, held.write, shortWait);
    await held.running;
    expect(await storeOnce(ports, context, submission, storeNow, shortWait)).toEqual({ busy: true });
    held.release("store");
    await first;
  });

  it("takes over a first attempt pending past its lease (a crash)", async () => {
    const held = heldWrite();
    void storeOnce(ports, context, submission, held.write, shortWait).catch(() => undefined);
    await held.running;
    ports.clock.advance(PENDING_LEASE_MS);
    const { id } = (await storeOnce(ports, context, submission, storeNow, shortWait)) as { id: string };
    expect(await ports.documents.get("contact_messages", id)).not.toBeNull();
    held.release("fail");
  });
});

describe("a copy of a record deleted since", () => {
  it("is stored again under a new id", async () => {
    const { id } = (await storeOnce(ports, context, submission, storeNow)) as { id: string };
    await ports.documents.delete("contact_messages", id);
    const again = (await storeOnce(ports, context, submission, storeNow)) as { id: string };
    expect(again.id).not.toBe(id);
    expect(await ports.documents.get("contact_messages", again.id)).not.toBeNull();
    expect(await storeOnce(ports, context, submission, storeNow)).toEqual(again);
  });
});

describe("a first attempt that ends after a copy took it over", () => {
  it("leaves the receipt to the attempt that holds it now: a later copy still waits for that one", async () => {
    const slow = heldWrite();
    const first = storeOnce(ports, context, submission, slow.write, shortWait);
    await slow.running;
    ports.clock.advance(PENDING_LEASE_MS);
    // Taken over and stored, then deleted, and stored anew by another copy still under way.
    const { id } = (await storeOnce(ports, context, submission, storeNow, shortWait)) as { id: string };
    await ports.documents.delete("contact_messages", id);
    const current = heldWrite();
    const storing = storeOnce(ports, context, submission, current.write, shortWait);
    await current.running;

    slow.release("store");
    await first;
    expect(await storeOnce(ports, context, submission, storeNow, shortWait)).toEqual({ busy: true });
    current.release("store");
    const stored = (await storing) as { id: string };
    expect(await storeOnce(ports, context, submission, storeNow, shortWait)).toEqual(stored);
  });
});

describe("a receipt's create that reports an error", () => {
  /** The receipts' create reports `error` once, after committing the receipt or not. */
  function failingCreate(committed: boolean) {
    const create = ports.documents.createVersioned.bind(ports.documents);
    let failed = false;
    ports.documents.createVersioned = async (collection, id, data) => {
      if (collection !== "submission_receipts" || failed) return create(collection, id, data);
      failed = true;
      if (committed) await create(collection, id, data);
      throw Object.assign(new Error("Transaction lock timeout"), { code: 10 });
    };
  }

  it("that it did not commit (contention): the submission is stored once, not answered with an error", async () => {
    failingCreate(false);
    const stored = (await storeOnce(ports, context, submission, storeNow, shortWait)) as { id: string };
    expect(await ports.documents.get("contact_messages", stored.id)).not.toBeNull();
    expect(await storeOnce(ports, context, submission, storeNow, shortWait)).toEqual(stored);
  });

  it("that it did commit: the attempt goes on as the receipt's holder, not as a copy told to wait", async () => {
    failingCreate(true);
    const stored = (await storeOnce(ports, context, submission, storeNow, shortWait)) as { id: string };
    expect(await ports.documents.get("contact_messages", stored.id)).not.toBeNull();
    expect(await storeOnce(ports, context, submission, storeNow, shortWait)).toEqual(stored);
  });
});
