import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AccountCall, AccountCallResult } from './account-call';

/**
 * An account form posting the body the browser made to its page's action (decision 0022): the
 * fetcher is the busy state (with the moment the browser spends transforming the password) and the
 * answer. `problem` is what the form shows: the browser's own finding, else the server's refusal,
 * until the visitor edits a field (`edited`). `onAnswer` runs once for each answer.
 */
export function useAccountCall(onAnswer: (answer: AccountCallResult) => void, options: { revalidate?: boolean } = {}) {
  const fetcher = useFetcher<AccountCallResult>();
  const [preparing, setPreparing] = useState(false);
  const [found, setFound] = useState('');
  const [dismissed, setDismissed] = useState<AccountCallResult | undefined>();
  const busy = preparing || fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const refusal = answer && !answer.ok && answer !== dismissed ? answer.msg : '';

  const handled = useRef<AccountCallResult | undefined>(undefined);
  const handler = useRef(onAnswer);
  handler.current = onAnswer;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    handler.current(answer);
  }, [answer]);

  const { submit } = fetcher;
  const send = useCallback(
    async (problem: string | undefined, call: () => Promise<AccountCall> | AccountCall) => {
      setFound(problem ?? '');
      if (problem) return;
      setPreparing(true);
      try {
        const made = await call();
        await submit(JSON.parse(JSON.stringify(made)), {
          method: 'post',
          encType: 'application/json',
          defaultShouldRevalidate: options.revalidate ?? false,
        });
      } finally {
        setPreparing(false);
      }
    },
    [submit, options.revalidate],
  );
  const edited = useCallback(() => {
    setFound('');
    setDismissed(fetcher.data);
  }, [fetcher.data]);
  return { send, busy, problem: found || refusal, edited };
}
