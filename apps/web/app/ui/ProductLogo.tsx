/**
 * A product's small logo beside its name: decorative (the name is the heading next to it), so it has
 * no alternative text, and it is asked for at low priority. Chrome would otherwise raise it once layout
 * finds it on screen, sometimes before its request ends and sometimes after, and Lighthouse's simulated
 * paint would count it in some loads and not in others (decision 0078).
 */
export function ProductLogo({ src, size = 56 }: { src: string; size?: 48 | 56 }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      fetchPriority="low"
      className={size === 48 ? 'size-12' : 'size-14'}
    />
  );
}
