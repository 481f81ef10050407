/** What the uploader sees whenever the bytes are not a video we accept, whatever the reason. */
export function notAVideoMessage(fileName: string): string {
  return `${fileName} is not a valid MP4 or MOV video.`;
}

/** Thrown inside the probe; `reason` is for logs and tests, never shown to the uploader. */
export class NotAVideo extends Error {
  override name = "NotAVideo";
  constructor(readonly reason: string) {
    super(reason);
  }
}
