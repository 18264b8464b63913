import {
  channelNumber,
  devicePlatform,
  HEADER_HOVER_LOG_DELAY_MS,
  type Language,
  osVersionOf,
  VISIT_GRADES,
  webSiteName,
} from '@tallybook/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { deviceId } from './device';
import { createHttpClient } from './http';
import { createTracker, type Tracker } from './tracker';

const TrackerContext = createContext<Tracker | null>(null);

/**
 * Logs page views (grade 0), clicks on elements marked `data-track` (grade 1, or 2 with
 * `data-track-parent`), and whatever components report through `useTracker`. Browser only.
 */
export function TrackingProvider({ language, children }: { language: Language; children: ReactNode }) {
  const location = useLocation();
  const matches = useMatches();
  const routeAlias = useRef<string | undefined>(undefined);
  // spec §3: the channel suffix comes from the route alias (and a campaign's channel segment)
  routeAlias.current = matches
    .flatMap((match) => [match.params.alias, match.params.channel])
    .filter(Boolean)
    .join('-');
  const [tracker] = useState(() =>
    typeof window === 'undefined'
      ? null
      : createTracker({
          client: createHttpClient({ language }),
          location: () => window.location.href,
          context: () => {
            const isMobile = devicePlatform(navigator.userAgent) !== 'desktop';
            const site = webSiteName(isMobile);
            return {
              webSiteName: site,
              channelNumber: channelNumber(site, routeAlias.current),
              deviceId: deviceId(),
              kdUid: null,
              osVersion: osVersionOf(navigator.userAgent),
              isMobile,
            };
          },
        }),
  );

  useEffect(() => {
    if (!tracker) return;
    // a task of its own, not hydration's: the device id is read from local storage (issue 13)
    const timer = setTimeout(() => tracker.pageView(location.pathname), 0);
    return () => clearTimeout(timer);
  }, [tracker, location.pathname]);

  useEffect(() => {
    if (!tracker) return;
    const onClick = (event: MouseEvent) => {
      const marked = (event.target as Element | null)?.closest<HTMLElement>('[data-track]');
      if (!marked?.dataset.track) return;
      const parent = marked.dataset.trackParent;
      tracker.visit({
        grade: parent ? VISIT_GRADES.childButton : VISIT_GRADES.button,
        operName: marked.dataset.track,
        operNameParent: parent,
      });
    };
    const onLeave = () => void tracker.flush(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [tracker]);

  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>;
}

export function useTracker(): Tracker | null {
  return useContext(TrackerContext);
}

/**
 * Logs a hover that lasts `delayMs` (spec §9: header links 1500 ms, footer downloads 2.5 s) as a
 * button visit. Spread the result on the element.
 */
export function useHoverLog(operName: string, delayMs: number = HEADER_HOVER_LOG_DELAY_MS, operNameParent?: string) {
  const tracker = useTracker();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onPointerEnter: () => {
      cancel();
      timer.current = setTimeout(() => {
        tracker?.visit({
          grade: operNameParent ? VISIT_GRADES.childButton : VISIT_GRADES.button,
          operName: `hover:${operName}`,
          operNameParent,
        });
      }, delayMs);
    },
    onPointerLeave: cancel,
  };
}
