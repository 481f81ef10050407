import { createFile, MP4BoxBuffer } from "mp4box";
import { sampleVideo, type SampleVideoOptions } from "./sample-videos";

export interface FragmentOptions {
  /** Samples per `moof`/`mdat` pair: the frame rate makes 1 s fragments (ffmpeg's `-frag_duration 1`). */
  samplesPerFragment: number;
  /**
   * Each `mdat` is grown with zeros after its samples to this many bytes (a sample sits where its
   * `trun` says, so the bytes after them are never read): the spacing of a real camera's
   * fragments without committing one (2 Mbit/s is 256 KiB a second).
   */
  mdatBytes?: number;
}

function grownMdat(segment: Uint8Array, mdatBytes: number): Uint8Array {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const moofSize = view.getUint32(0);
  const mdatSize = view.getUint32(moofSize);
  if (mdatSize >= mdatBytes) return segment;
  const grown = new Uint8Array(moofSize + mdatBytes);
  grown.set(segment);
  new DataView(grown.buffer).setUint32(moofSize, mdatBytes);
  return grown;
}

/**
 * A real fragmented MP4 (`ftyp`, `moov` with `mvex`, then a `moof` and `mdat` a fragment), made
 * from a committed sample by mp4box's segmenter, as a phone or a streaming export writes one.
 */
export function fragmentedSampleVideo(options: SampleVideoOptions, fragments: FragmentOptions): Uint8Array {
  const source = sampleVideo(options);
  const file = createFile();
  const parts: Uint8Array[] = [];
  file.onReady = (info) => {
    const track = info.videoTracks[0];
    if (!track) throw new Error("The sample has no video track");
    file.setSegmentOptions(track.id, null, { nbSamples: fragments.samplesPerFragment, rapAlignement: false });
    parts.push(new Uint8Array(file.initializeSegmentation().buffer));
    file.start();
  };
  file.onSegment = (_id, _user, buffer) => {
    const segment = new Uint8Array(buffer);
    parts.push(fragments.mdatBytes ? grownMdat(segment, fragments.mdatBytes) : segment);
  };
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(source.buffer, 0), true);
  file.flush();
  return new Uint8Array(Buffer.concat(parts));
}
