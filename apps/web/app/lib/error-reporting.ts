import { ERROR_REPORTING, errorReportingEnabledFor, IGNORED_ERROR_PATTERNS } from '@tallybook/domain';

interface ReportingEvent {
  [key: string]: unknown;
}
interface ReportingHint {
  originalException?: unknown;
}

interface ReportingSdk {
  init(options: Record<string, unknown>): unknown;
  browserTracingIntegration(): unknown;
}

/** spec §8, §9: sample rate 1, 20 breadcrumbs, resize-observer, chunk-load and non-error throws ignored. */
export function errorReportingOptions(dsn: string, sdk: Pick<ReportingSdk, 'browserTracingIntegration'>) {
  return {
    dsn,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
    ignoreErrors: [...IGNORED_ERROR_PATTERNS],
    integrations: [sdk.browserTracingIntegration()],
    beforeSend(event: ReportingEvent, hint?: ReportingHint) {
      const thrown = hint?.originalException;
      return thrown !== undefined && !(thrown instanceof Error) ? null : event;
    },
  };
}

/**
 * Starts the Sentry-compatible SDK on the www, mwww and omwww hosts when a DSN is configured
 * (SENTRY_DSN). Elsewhere nothing is loaded: the SDK's code is fetched only where it runs.
 */
export async function startErrorReporting(options: {
  dsn: string | undefined;
  hostname: string;
  load?: () => Promise<ReportingSdk>;
}): Promise<boolean> {
  if (!options.dsn || !errorReportingEnabledFor(options.hostname)) return false;
  const sdk = await (options.load ?? (() => import('@sentry/react') as unknown as Promise<ReportingSdk>))();
  sdk.init(errorReportingOptions(options.dsn, sdk));
  return true;
}
