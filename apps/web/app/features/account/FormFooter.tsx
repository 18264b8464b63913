import { Button } from '../../ui/Button';

/** The end of a personal-centre form: its problem, read out when it changes, and its submit button. */
export function FormFooter({ problem, busy, submitLabel }: { problem: string; busy: boolean; submitLabel: string }) {
  return (
    <>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {problem}
      </p>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
