export const RELIED_ON: string[];
export const ROUTER_AHEAD_EXPORT: string;
export function withRouterAhead(code: string): string;
