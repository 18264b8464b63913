import type { HelpFeedback } from '@tallybook/domain';

/** The name of the vote's buttons: the help article's action knows a vote by it (decision 0022). */
export const VOTE_FIELD = 'vote';

/** What the help article's action answers a vote: the new totals, or why there are none. */
export type HelpVoteResult = { ok: true; msg: string; feedback: HelpFeedback } | { ok: false; msg: string };
