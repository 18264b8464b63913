/** "12.30" from 1230 fen, by string arithmetic. */
export function yuanFromFen(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError(`not an amount of fen: ${amountFen}`);
  const digits = String(amountFen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** 1230 from "12.30" (or "12.3", "12"), by string arithmetic; undefined when not an amount. */
export function fenFromYuan(yuan: string): number | undefined {
  const match = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
