import { describe, expect, it } from 'vitest';
import { problemStatus } from './problem-status.server';

describe('the status of a mall page that shows a problem', () => {
  it("is the API's refusal: an order that is not the visitor's is not found", () => {
    expect(problemStatus({ status: 404 })).toBe(404);
    expect(problemStatus({ status: 400 })).toBe(400);
  });

  it('is 503 when the API did not answer, failed, or answered success without the data', () => {
    expect(problemStatus({ status: 0 })).toBe(503);
    expect(problemStatus({ status: 500 })).toBe(503);
    expect(problemStatus({ status: 200 })).toBe(503);
  });
});
