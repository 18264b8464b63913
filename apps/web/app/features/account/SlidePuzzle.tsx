import { type Language, SLIDE_TRACK, type SlideTrackPoint } from '@tallybook/domain';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/Toast';
import { accountApi, type SlideChallenge } from './account-api';
import { type SolvedProofOfWork, solveSlideProofOfWork } from './slide-proof-of-work';

/** Arrow keys move the piece this far; with Shift, ten times as far. */
const KEY_STEP_PX = 2;

/**
 * spec §5: the slide verification done before any SMS code is sent. The visitor drags the piece
 * (or moves it with the arrow keys) into the gap; the server checks where it was dropped and answers
 * a token good for one send.
 */
export function SlidePuzzle({
  language,
  onPassed,
  onClose,
}: {
  language: Language;
  onPassed: (slideToken: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('login');
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const drag = useRef<{ startX: number; startY: number; startLeft: number } | null>(null);
  // The way the piece went, as [x, y, t] from the start of the move: the server tells a hand from a script by it.
  const track = useRef<{ input: 'pointer' | 'keys'; startedAt: number; points: SlideTrackPoint[] } | null>(null);
  const proofOfWork = useRef<Promise<SolvedProofOfWork | undefined> | null>(null);
  const api = accountApi(language);

  const record = (input: 'pointer' | 'keys', dx: number, dy: number) => {
    const now = performance.now();
    // A drag starts a track of its own (pointer down); arrow keys add to the puzzle's one from the start.
    if (!track.current) track.current = { input, startedAt: now, points: [] };
    if (track.current.points.length >= SLIDE_TRACK.maxPoints) return;
    track.current.points.push([Math.round(dx), Math.round(dy), Math.round(now - track.current.startedAt)]);
  };

  const load = useCallback(async () => {
    const result = await accountApi(language).slideChallenge();
    if (!result.ok || !result.data) {
      toast.error(result.msg);
      return;
    }
    setChallenge(result.data);
    setX(0);
    track.current = null;
    // The proof of work is solved while the visitor looks for the gap.
    proofOfWork.current = solveSlideProofOfWork(result.data.pow).catch(() => undefined);
  }, [language]);

  useEffect(() => {
    void load();
  }, [load]);

  const maxX = challenge ? challenge.width - challenge.pieceWidth : 0;
  const clamp = (value: number) => Math.max(0, Math.min(maxX, Math.round(value)));

  const submit = async (dropX: number) => {
    if (!challenge || checking) return;
    setChecking(true);
    const moved = track.current;
    const result = await api.slideAnswer({
      challengeId: challenge.challengeId,
      x: dropX,
      input: moved?.input ?? 'pointer',
      track: moved?.points ?? [],
      pow: (await proofOfWork.current) ?? undefined,
    });
    setChecking(false);
    if (result.ok && result.data) {
      onPassed(result.data.slideToken);
      return;
    }
    toast.error(result.msg);
    await load();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, startLeft: x };
    track.current = null;
    record('pointer', x, 0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The handle follows the pointer in screen terms; in right-to-left pages the track is not mirrored.
    const next = clamp(drag.current.startLeft + (event.clientX - drag.current.startX));
    setX(next);
    record('pointer', next, event.clientY - drag.current.startY);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_PX * 10 : KEY_STEP_PX;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const next = clamp(x + (event.key === 'ArrowRight' ? step : -step));
      setX(next);
      // a press against either end moves nothing, and is no step of the move
      if (next !== x) record('keys', next, 0);
    } else if (event.key === 'Enter' || event.key === ' ') void submit(x);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      modal={false}
      labelledBy="slide-title"
      onClose={onClose}
      className="rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
      data-testid="slide-puzzle"
      dir="ltr"
    >
      <div className="flex items-center justify-between">
        <p id="slide-title" className="text-sm font-semibold text-slate-900">
          {t('slide.title')}
        </p>
        <div className="flex gap-2 text-sm">
          <button type="button" onClick={() => void load()} className="text-brand-700 hover:underline">
            {t('slide.another')}
          </button>
          <button type="button" onClick={onClose} className="text-slate-600 hover:underline">
            {t('slide.close')}
          </button>
        </div>
      </div>
      {challenge && (
        <>
          <div
            className="relative mt-3 overflow-hidden rounded-md bg-slate-100"
            style={{ width: challenge.width, height: challenge.height }}
          >
            <img
              src={challenge.background}
              alt=""
              width={challenge.width}
              height={challenge.height}
              draggable={false}
            />
            <img
              src={challenge.piece}
              alt=""
              draggable={false}
              data-testid="slide-piece"
              className="absolute drop-shadow"
              style={{ left: x, top: challenge.pieceY, width: challenge.pieceWidth }}
            />
          </div>
          <div
            className="relative mt-3 h-10 rounded-full bg-slate-100 ring-1 ring-slate-200"
            style={{ width: challenge.width }}
          >
            <p className="absolute inset-0 flex items-center justify-center text-xs text-slate-500 select-none">
              {t('slide.hint')}
            </p>
            <div
              role="slider"
              tabIndex={0}
              aria-label={t('slide.handle')}
              aria-valuemin={0}
              aria-valuemax={maxX}
              aria-valuenow={x}
              aria-disabled={checking}
              data-testid="slide-handle"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onKeyDown={onKeyDown}
              className="absolute top-0 flex h-10 w-12 cursor-grab touch-none items-center justify-center rounded-full bg-brand-600 text-white shadow active:cursor-grabbing"
              style={{ left: Math.round((x / Math.max(1, maxX)) * (challenge.width - 48)) }}
            >
              <span aria-hidden="true">→</span>
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
