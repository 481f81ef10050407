const PATHS = {
  chart: "M4 20V10m6 10V4m6 16v-7m6 7H2",
  people: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10c0-4 3-6 7-6s7 2 7 6m1-10a3 3 0 1 0 0-6m2 16c0-3-1-5-4-5.5",
  spark: "M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4z",
} as const;

export type FeatureIconName = keyof typeof PATHS;

/** Line icons for the feature cards; decorative, the card heading carries the meaning. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
