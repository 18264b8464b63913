import { useActionData, useFetcher } from 'react-router';
import type { CustomerFormProblem, CustomerIntent } from './customer-forms';

/**
 * A customer form posting to its page's action (decision 0022): through a fetcher, since a post to
 * the page's own address is a navigation the spec §2 guard ignores; its answer is the fetcher's, or
 * the action data of a post made before the scripts ran. A success redirects, so only problems come back.
 */
export function useCustomerForm<Answer extends { intent: CustomerIntent } = CustomerFormProblem>(
  intent: CustomerIntent,
) {
  const fetcher = useFetcher<Answer>();
  const posted = useActionData<Answer | undefined>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : (fetcher.data ?? (posted?.intent === intent ? posted : undefined));
  return { fetcher, busy, answer };
}

/** The server's message of a refused post. */
export const problemOf = (answer: unknown): string =>
  answer && typeof answer === 'object' && 'problem' in answer && typeof answer.problem === 'string'
    ? answer.problem
    : '';
