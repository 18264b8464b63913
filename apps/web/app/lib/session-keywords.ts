import {
  channelDownloadLink,
  type DownloadTile,
  SESSION_KEYWORD_NAMES,
  type SessionKeywords,
  sessionKeywordsOf,
} from '@tallybook/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** spec §4: the session keywords live as long as the browser tab (session storage). */
const STORAGE_KEY = 'tb_session_keywords';

export function readSessionKeywords(): SessionKeywords {
  if (typeof window === 'undefined') return {};
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      SESSION_KEYWORD_NAMES.flatMap((name) => (typeof stored[name] === 'string' ? [[name, stored[name]]] : [])),
    ) as SessionKeywords;
  } catch {
    return {};
  }
}

/** The keywords of this session, the address in view included (it may not be stored yet). */
export function currentSessionKeywords(): SessionKeywords {
  if (typeof window === 'undefined') return {};
  return { ...readSessionKeywords(), ...sessionKeywordsOf(new URLSearchParams(window.location.search)) };
}

/** Keeps the `ref`/`utm_*`, `kw`/`kwid`, `partner`, `invite` and `bd_vid` of each address the visitor lands on. */
export function useSessionKeywordCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    const found = sessionKeywordsOf(new URLSearchParams(search));
    if (Object.keys(found).length === 0) return;
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readSessionKeywords(), ...found }));
  }, [search]);
}

/**
 * spec §5: the Windows client's and the Android package's links in the visitor's channel build.
 * The server renders the standard link; the channel's replaces it once the page runs.
 */
export function useChannelLink(link: string, tile: DownloadTile): string {
  const [packOrigin, setPackOrigin] = useState<string | undefined>(undefined);
  useEffect(() => setPackOrigin(currentSessionKeywords().packOrigin), []);
  if (tile === 'windows') return channelDownloadLink(link, 'windows', packOrigin);
  if (tile === 'androidPackage') return channelDownloadLink(link, 'android', packOrigin);
  return link;
}
