import defaultConfig from 'lighthouse/core/config/default-config.js';
import { describe, expect, it } from 'vitest';
import { AFTER_THE_TRACE_SKIPPED, SKIPPED_GATHERERS } from './lighthouse-settings.ts';

interface AuditRef {
  id: string;
  weight: number;
}
const config = defaultConfig as unknown as {
  categories: { performance: { auditRefs: AuditRef[] } };
  audits: (string | { path: string })[];
  artifacts: { id: string; gatherer: string }[];
};
const performance = config.categories.performance.auditRefs;
const SKIPPED_ARTIFACTS: string[] = Object.values(SKIPPED_GATHERERS);
// the figures the bench reads besides the score
const READ = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const auditPath = (id: string) => {
  const path = config.audits
    .map((audit) => (typeof audit === 'string' ? audit : audit.path))
    .find((path) => path.split('/').at(-1) === id);
  if (!path) throw new Error(`no audit ${id} in Lighthouse's default configuration`);
  return path;
};
const HOOKS = [
  'startInstrumentation',
  'startSensitiveInstrumentation',
  'stopSensitiveInstrumentation',
  'stopInstrumentation',
];

describe("what the bench skips of Lighthouse's gathering (decision 0069)", () => {
  it('skips only audits that weigh nothing in the performance score', () => {
    for (const id of AFTER_THE_TRACE_SKIPPED.skipAudits) {
      expect(performance.find((audit) => audit.id === id)?.weight, id).toBe(0);
    }
  });

  it('skips an audit only with the artifact it needs, so its gatherer does not run for nothing', async () => {
    for (const id of AFTER_THE_TRACE_SKIPPED.skipAudits) {
      const audit = (await import(`lighthouse/core/audits/${auditPath(id)}.js`)).default as {
        meta: { requiredArtifacts: string[] };
      };
      expect(
        audit.meta.requiredArtifacts.filter((artifact) => SKIPPED_ARTIFACTS.includes(artifact)),
        id,
      ).not.toEqual([]);
    }
  });

  it('skips no artifact that a scored audit, or a figure the bench reads, needs', async () => {
    const needed = new Set([...performance.filter((audit) => audit.weight > 0).map((audit) => audit.id), ...READ]);
    expect(needed.size).toBeGreaterThanOrEqual(5);
    for (const id of needed) {
      const audit = (await import(`lighthouse/core/audits/${auditPath(id)}.js`)).default as {
        meta: { requiredArtifacts: string[] };
      };
      for (const artifact of SKIPPED_ARTIFACTS) expect(audit.meta.requiredArtifacts, id).not.toContain(artifact);
    }
  });

  it('skips gatherers that do nothing while the page loads, only once its trace is taken', async () => {
    for (const [gatherer, artifactId] of Object.entries(SKIPPED_GATHERERS)) {
      expect(config.artifacts.find((artifact) => artifact.gatherer === gatherer)?.id).toBe(artifactId);
      const Gatherer = (await import(`lighthouse/core/gather/gatherers/${gatherer}.js`)).default as {
        prototype: object;
      };
      const own = Object.getOwnPropertyNames(Gatherer.prototype);
      expect(own, gatherer).toContain('getArtifact');
      for (const hook of HOOKS) expect(own, `${gatherer}.${hook}`).not.toContain(hook);
    }
  });
});
