import { redirect } from 'react-router';
import type { ApiResult, HttpClient } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { loginHrefFor } from '../../../lib/login-link';
import type { InviteProgramme, ProgrammeTerms } from './programme';

/** Whether a call was refused because nobody is logged in (spec §4: 101 or 401). */
export function loggedOut(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.status === 401 || result.code === 101 || result.code === 401);
}

/** A visitor goes to log in, and comes back to the same address (as /invite does). */
export function toLogin(request: Request): Response {
  return redirect(loginHrefFor(request));
}

/** A programme's public terms (GET /recommend/terms), in the page's language. */
export async function loadProgrammeTerms(api: HttpClient, programme: InviteProgramme): Promise<ProgrammeTerms> {
  return dataOf(await api.get<ProgrammeTerms>('/recommend/terms', { query: { programme } }));
}
