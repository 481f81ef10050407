/** http(s) addresses only: anything else a visitor typed (javascript:, data:) stays plain text. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A visitor-supplied address as a link that opens in a new tab, or as text when it is not http(s). */
export function SafeLink({ href }: { href: string }) {
  if (!isWebAddress(href)) return <span className="safe-link__text">{href}</span>;
  return (
    <a href={href.trim()} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </a>
  );
}
