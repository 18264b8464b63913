/**
 * The drawing beside a landing page's heading: the largest thing a phone shows first. It is fetched at
 * once, not at the low priority an image starts at, and never lazily, so that every load paints it at
 * the same moment (decision 0070).
 */
export function HeroPicture({
  src,
  alt,
  className = 'mx-auto w-full max-w-md lg:max-w-none',
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return <img src={src} alt={alt} width={480} height={360} fetchPriority="high" className={className} />;
}
