import { REVEAL_DURATION_MS, REVEAL_OFFSET_PX, SCROLL_THROTTLE_MS } from '@tallybook/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { throttle } from './throttle';

type Phase = 'static' | 'waiting' | 'shown';

/**
 * spec §2: scroll-in animation. After the page's script runs, an element below the fold starts
 * 100 px lower and hidden, then fades in over 0.8 s when it enters the viewport; scroll checks run
 * at most every 50 ms. Server HTML and visitors who prefer reduced motion see it still and visible.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const inView = () => node.getBoundingClientRect().top < window.innerHeight;
    if (inView()) return;
    setPhase('waiting');
    const check = throttle(() => {
      if (!inView()) return;
      setPhase('shown');
      window.removeEventListener('scroll', check);
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, []);

  const style =
    phase === 'static'
      ? undefined
      : {
          opacity: phase === 'shown' ? 1 : 0,
          transform: phase === 'shown' ? 'none' : `translateY(${REVEAL_OFFSET_PX}px)`,
          transition: `opacity ${REVEAL_DURATION_MS}ms ease-out, transform ${REVEAL_DURATION_MS}ms ease-out`,
        };
  return (
    <div ref={element} className={className} style={style} data-reveal={phase}>
      {children}
    </div>
  );
}
