export const RELIED_ON: string[];
export const ROUTER_AHEAD_EXPORT: string;
export const COMPILE_DECODER_LINE: string;
export function withRouterAhead(code: string): string;
