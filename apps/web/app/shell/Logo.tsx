import { LogoMark } from '../ui/LogoMark';
/** The logo and the brand; `compact` shows only the mark on the narrowest phones (the name stays for screen readers). */
export function Logo({
  label,
  tone = 'text-brand-900',
  compact = false,
}: {
  label: string;
  tone?: string;
  compact?: boolean;
}) {
  return (
    <span className={`flex items-center gap-2 text-lg font-bold ${tone}`}>
      <LogoMark className="size-7 shrink-0" />
      <span className={compact ? 'max-[26rem]:sr-only' : undefined}>{label}</span>
    </span>
  );
}
