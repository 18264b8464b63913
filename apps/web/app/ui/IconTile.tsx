import { LineIcon } from './LineIcon';

/** The colours an icon tile comes in, from the softest to the boldest. */
const TONES = {
  soft: 'bg-brand-50 text-brand-600',
  warm: 'bg-accent-400/20 text-brand-700',
  white: 'bg-white text-brand-600',
  accent: 'bg-accent-400 text-brand-900',
  solid: 'bg-brand-600 text-white',
} as const;

export type IconTileTone = keyof typeof TONES;

/**
 * The rounded square that carries a line icon beside a card's title or a contact's details. It keeps
 * its size in a row of text (it does not shrink), and is decorative: the text beside it says it all.
 */
export function IconTile({ path, tone = 'soft' }: { path: string; tone?: IconTileTone }) {
  return (
    <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${TONES[tone]}`}>
      <LineIcon path={path} />
    </span>
  );
}
