/** The end of a personal-centre form: its problem, read out when it changes, and its submit button. */
export function FormFooter({ problem, busy, submitLabel }: { problem: string; busy: boolean; submitLabel: string }) {
  return (
    <>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {problem}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="h-11 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </>
  );
}
