export function Logo({ label, tone = 'text-brand-900' }: { label: string; tone?: string }) {
  return (
    <span className={`flex items-center gap-2 text-lg font-bold ${tone}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      {label}
    </span>
  );
}
