import { FileConfigstore, FileStore as TusFileStore } from "@tus/file-store";
import type { Upload } from "@tus/server";
import { createKeyedLock } from "./keyed-lock";

/**
 * The tus file store, with each new upload admitted one at a time per client address and per
 * owner (two parallel requests cannot both slip under a quota) and dated by the server's clock, which the sweep
 * reads. It has no tus expiration of its own: the sweep removes abandoned uploads, and
 * without one @tus/server does not re-read an upload that finished inside its creating POST.
 */
export class OwnedUploadStore extends TusFileStore {
  readonly #admit: (upload: Upload) => Promise<void>;
  readonly #now: () => Date;
  readonly #exclusive = createKeyedLock();

  constructor({
    directory,
    admit,
    now,
  }: {
    directory: string;
    /** Throws the refusal when the upload may not be created. */
    admit: (upload: Upload) => Promise<void>;
    now: () => Date;
  }) {
    super({ directory, configstore: new FileConfigstore(directory) });
    this.#admit = admit;
    this.#now = now;
  }

  override async create(upload: Upload): Promise<Upload> {
    // One at a time per address, and within it per owner (an owner may come from two addresses).
    const address = `address:${upload.metadata?.clientAddress ?? ""}`;
    return this.#exclusive(address, () =>
      this.#exclusive(`uid:${upload.metadata?.ownerUid ?? ""}`, async () => {
        await this.#admit(upload);
        upload.creation_date = this.#now().toISOString();
        return super.create(upload);
      }),
    );
  }

  /** The client address an unfinished upload was started from (empty when unknown). */
  async startedFrom(id: string): Promise<string> {
    return (await this.configstore.get(id))?.metadata?.clientAddress ?? "";
  }

  /** The declared size of an unfinished upload (0 when unknown). */
  async declaredSize(id: string): Promise<number> {
    return (await this.configstore.get(id))?.size ?? 0;
  }

  /** When an unfinished upload started, by the server's clock; null when its record is gone. */
  async startedAt(id: string): Promise<number | null> {
    const record = await this.configstore.get(id);
    const started = Date.parse(record?.creation_date ?? "");
    return Number.isNaN(started) ? null : started;
  }
}
