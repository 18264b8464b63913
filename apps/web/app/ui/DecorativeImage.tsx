/** The sizes a small picture comes in, in CSS pixels, and the class that holds each. */
const SIZES = { 20: 'size-5', 40: 'size-10', 48: 'size-12', 56: 'size-14' } as const;

/**
 * A small picture beside words that say it all (a product's logo beside its name, a help topic's
 * icon beside its title): decorative, so it has no alternative text, its box is reserved, and it is
 * asked for at low priority. Chrome would otherwise raise it once layout finds it on screen, sometimes
 * before its request ends and sometimes after, and Lighthouse's simulated paint would count it in some
 * loads and not in others (decision 0078).
 */
export function DecorativeImage({ src, size = 56 }: { src: string; size?: keyof typeof SIZES }) {
  return <img src={src} alt="" width={size} height={size} fetchPriority="low" className={`${SIZES[size]} shrink-0`} />;
}
